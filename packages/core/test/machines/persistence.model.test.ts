/**
 * Model-based test of the persistence machine: changes are written to an
 * in-memory storage port and a reload (a new actor on the same storage)
 * restores them, unless the storage does not answer within 5 s.
 */
import { describe, expect, it, vi } from "vitest";
import { type AnyActorRef, assign, createActor, fromPromise, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import {
  emptyPersisted,
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
  type PersistedState,
  parsePersisted,
  persistenceImplementations,
  persistenceMachine,
} from "../../src/machines/persistence.js";
import type { Currency } from "../../src/machines/preferences.js";
import { createMemoryStorage } from "../../src/ports/storage.js";
import { CallQueue, settle } from "../fakes/callQueue.js";
import { describeModel } from "./describeModel.js";

const euro: Currency = { id: 2, symbol: "€", position: "after", rate: 0.9 };

interface Expected {
  shown: PersistedState;
  saved: PersistedState | null;
}

type ModelEvent =
  | { type: "liked.toggle"; uuid: string }
  | { type: "currency.store"; currency: Currency }
  | { type: "history.store"; history: string[] }
  | { type: "persist.clearUser" | "page.reload" | "storage.answer" | "timer.timeout" };

const change = (update: (state: PersistedState, event: ModelEvent) => PersistedState) =>
  assign<Expected, ModelEvent, undefined, ModelEvent, never>(({ context, event }) => {
    const shown = update(context.shown, event);
    return { shown, saved: shown };
  });

const persistenceModel = setup({ types: { context: {} as Expected, events: {} as ModelEvent } }).createMachine({
  id: "persistenceModel",
  context: { shown: emptyPersisted(), saved: null },
  initial: "restoring",
  states: {
    restoring: {
      on: {
        "storage.answer": {
          target: "ready",
          actions: assign({ shown: ({ context }) => context.saved ?? emptyPersisted() }),
        },
        "timer.timeout": { target: "ready", actions: assign({ shown: () => emptyPersisted() }) },
      },
    },
    ready: {
      on: {
        "page.reload": "restoring",
        "liked.toggle": {
          actions: change((state, event) => {
            const uuid = (event as { uuid: string }).uuid;
            const liked = state.liked.includes(uuid) ? state.liked.filter((u) => u !== uuid) : [...state.liked, uuid];
            return { ...state, liked };
          }),
        },
        "currency.store": { actions: change((state) => ({ ...state, currency: euro })) },
        "history.store": {
          actions: change((state, event) => ({ ...state, search: (event as { history: string[] }).history })),
        },
        "persist.clearUser": { actions: change((state) => ({ ...state, liked: [], search: [] })) },
      },
    },
  },
});

const model = createTestModel(persistenceModel, {
  events: [
    { type: "liked.toggle", uuid: "shop-a" },
    { type: "currency.store", currency: euro },
    { type: "history.store", history: ["pizza"] },
  ],
});

type ModelSnapshot = ReturnType<typeof persistenceModel.getInitialSnapshot>;

function createHarness() {
  const queue = new CallQueue();
  const storage = createMemoryStorage();
  const real = persistenceImplementations(storage);
  const machine = persistenceMachine.provide({
    actions: real.actions,
    actors: {
      readPersisted: fromPromise<PersistedState | null>(({ signal }) =>
        queue.call("read", () => parsePersisted(storage.dump()[PERSIST_KEY] ?? null), signal),
      ),
    },
  });
  const h = {
    actor: createActor(machine).start() as AnyActorRef & ReturnType<typeof createActor<typeof machine>>,
    queue,
    storage,
    reload() {
      h.actor.stop();
      h.actor = createActor(machine).start();
    },
  };
  return h;
}

function check(h: ReturnType<typeof createHarness>, m: ModelSnapshot) {
  const s = h.actor.getSnapshot();
  expect(s.matches(m.value as never)).toBe(true);
  if (m.matches("ready")) expect(s.context.state).toEqual(m.context.shown);
  expect(parsePersisted(h.storage.dump()[PERSIST_KEY] ?? null)).toEqual(m.context.saved);
  expect(h.queue.pending).toEqual(m.matches("restoring") ? ["read"] : []);
}

describeModel("persistence machine (model-based)", {
  fakeTimers: true,
  model,
  pathCount: 18,
  harness: createHarness,
  check,
  send: ["liked.toggle", "currency.store", "history.store", "persist.clearUser"],
  events: (h) => ({
    "page.reload": () => h.reload(),
    "storage.answer": () => h.queue.answer("read"),
    "timer.timeout": async () => {
      await vi.advanceTimersByTimeAsync(PERSIST_TIMEOUT_MS);
      await settle();
      // The late answer must not overwrite what the user sees now.
      await h.queue.answer("read").catch(() => {});
    },
  }),
});

describe("persistence over a storage port", () => {
  it("reads back what it wrote, and ignores unreadable data", async () => {
    const storage = createMemoryStorage({ [PERSIST_KEY]: "{not json" });
    const machine = persistenceMachine.provide(persistenceImplementations(storage));
    const first = createActor(machine).start();
    await settle();
    expect(first.getSnapshot().context.state).toEqual(emptyPersisted());
    first.send({ type: "liked.toggle", uuid: "shop-z" });
    first.send({ type: "currency.store", currency: euro });
    first.stop();
    const second = createActor(machine).start();
    await settle();
    expect(second.getSnapshot().matches("ready")).toBe(true);
    expect(second.getSnapshot().context.state).toEqual({ liked: ["shop-z"], currency: euro, search: [] });
  });
});
