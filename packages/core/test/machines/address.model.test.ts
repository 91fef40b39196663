/**
 * Model-based test of the address machine against a fake address book
 * server (one active address), a fake geolocation and a location store.
 */
import { expect } from "vitest";
import { assign, createActor, fromPromise, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import { addressMachine } from "../../src/machines/address.js";
import { type Address, type AddressDraft, activateAddress } from "../../src/rules/address.js";
import type { LatLng } from "../../src/rules/geo.js";
import { CallQueue } from "../fakes/callQueue.js";
import { describeModel } from "./describeModel.js";

const STORED: LatLng = { latitude: 51.50735, longitude: -0.12776 };
const GPS: LatLng = { latitude: 48.8566, longitude: 2.3522 };
const HOME: Address = {
  id: 1,
  title: "Home",
  address: { address: "1 High St" },
  location: { latitude: 51.51, longitude: -0.1 },
  active: true,
};
const WORK: Address = {
  id: 2,
  title: "Work",
  address: { address: "2 Low Rd" },
  location: { latitude: 51.52, longitude: -0.2 },
  active: false,
};
const NEW_DRAFT: AddressDraft = {
  title: "Gym",
  address: { address: "3 Park Ln" },
  location: { latitude: 51.53, longitude: -0.15 },
};
const EDIT_DRAFT: AddressDraft = { ...HOME, title: "Home (flat 2)" };

interface Expected {
  loaded: boolean;
  /** Addresses on show. */
  count: number;
  /** Addresses the server holds. */
  serverCount: number;
  /** Whether address 1 is on show. */
  homeShown: boolean;
  active: number;
  choosing: number | null;
  homeTitle: string;
  location: "stored" | "gps" | number;
  pendingDraft: "new" | "edit" | null;
  error: boolean;
}

type ModelEvent =
  | { type: "address.choose"; id: number }
  | { type: "address.save"; draft: AddressDraft }
  | { type: "address.confirm" | "address.cancel" | "address.locate" | "address.reload" | "server.ok" | "server.fail" };

const ok = (target: string, actions: Record<string, unknown>) =>
  ({ target, actions: assign(actions as never) }) as never;

const addressModel = setup({ types: { context: {} as Expected, events: {} as ModelEvent } }).createMachine({
  id: "addressModel",
  context: {
    loaded: false,
    count: 0,
    serverCount: 2,
    homeShown: false,
    active: 0,
    choosing: null,
    homeTitle: HOME.title,
    location: "stored",
    pendingDraft: null,
    error: false,
  },
  initial: "loading",
  states: {
    loading: {
      on: {
        "server.ok": ok("ready", {
          loaded: true,
          count: ({ context }: { context: Expected }) => context.serverCount,
          homeShown: true,
          active: 1,
          error: false,
        }),
        "server.fail": ok("ready", { error: true }),
      },
    },
    ready: {
      on: {
        "address.choose": {
          guard: ({ context, event }) => context.loaded && (event as { id: number }).id <= context.count,
          target: "confirming",
          actions: assign({ choosing: ({ event }) => (event as { id: number }).id }),
        },
        "address.save": {
          target: "saving",
          actions: assign({
            pendingDraft: ({ event }) => ((event as { draft: AddressDraft }).draft.id ? "edit" : "new"),
          }),
        },
        "address.locate": "locating",
        "address.reload": "loading",
      },
    },
    confirming: {
      on: {
        "address.confirm": "activating",
        "address.cancel": { target: "ready", actions: assign({ choosing: null }) },
      },
    },
    activating: {
      on: {
        "server.ok": ok("ready", {
          active: ({ context }: { context: Expected }) => context.choosing ?? context.active,
          location: ({ context }: { context: Expected }) => context.choosing ?? context.location,
          choosing: null,
          error: false,
        }),
        "server.fail": ok("ready", { choosing: null, error: true }),
      },
    },
    saving: {
      on: {
        "server.ok": ok("ready", {
          // A new address is added; an edited one replaces its line, or is added when not on show.
          count: ({ context }: { context: Expected }) =>
            context.pendingDraft === "new" || !context.homeShown ? context.count + 1 : context.count,
          homeShown: ({ context }: { context: Expected }) => context.homeShown || context.pendingDraft === "edit",
          serverCount: ({ context }: { context: Expected }) =>
            context.pendingDraft === "new" ? context.serverCount + 1 : context.serverCount,
          homeTitle: ({ context }: { context: Expected }) =>
            context.pendingDraft === "edit" ? EDIT_DRAFT.title : context.homeTitle,
          pendingDraft: null,
          error: false,
        }),
        "server.fail": ok("ready", { pendingDraft: null, error: true }),
      },
    },
    locating: {
      on: {
        "server.ok": ok("ready", { location: "gps" }),
        "server.fail": ok("ready", { location: "stored" }),
      },
    },
  },
});

const model = createTestModel(addressModel, {
  events: [
    { type: "address.choose", id: 2 },
    { type: "address.choose", id: 1 },
    { type: "address.save", draft: NEW_DRAFT },
    { type: "address.save", draft: EDIT_DRAFT },
  ],
  // The address book is loaded once and may grow to three addresses.
  filterEvents: (state, event) =>
    !(event.type === "address.save" && !("id" in event.draft && event.draft.id) && state.context.serverCount >= 3) &&
    !(event.type === "address.reload" && state.context.loaded),
});

type ModelSnapshot = ReturnType<typeof addressModel.getInitialSnapshot>;

function createHarness() {
  const queue = new CallQueue();
  let book: Address[] = [{ ...HOME }, { ...WORK }];
  let savedLocation: { location: LatLng; address: string | null } | null = null;
  const machine = addressMachine.provide({
    actors: {
      loadAddresses: fromPromise<Address[]>(({ signal }) =>
        queue.call("server", () => book.map((a) => ({ ...a })), signal),
      ),
      setActiveAddress: fromPromise<void, { id: number }>(({ input, signal }) =>
        queue.call(
          "server",
          () => {
            book = activateAddress(book, input.id);
          },
          signal,
        ),
      ),
      saveAddress: fromPromise<Address, AddressDraft>(({ input, signal }) =>
        queue.call(
          "server",
          () => {
            const saved: Address = { ...input, id: input.id ?? book.length + 1, active: false };
            book = input.id
              ? book.map((a) => (a.id === input.id ? { ...saved, active: a.active } : a))
              : [...book, saved];
            return { ...(book.find((a) => a.id === saved.id) as Address) };
          },
          signal,
        ),
      ),
      geolocate: fromPromise<LatLng>(({ signal }) => queue.call("server", () => GPS, signal)),
    },
    actions: {
      saveLocation: (_, params) => {
        savedLocation = params;
      },
    },
  });
  const actor = createActor(machine, { input: { storedLocation: STORED } }).start();
  return { actor, queue, book: () => book, savedLocation: () => savedLocation };
}

function check(h: ReturnType<typeof createHarness>, m: ModelSnapshot) {
  const s = h.actor.getSnapshot();
  expect(s.matches(m.value as never)).toBe(true);
  const { addresses } = s.context;
  expect(addresses).toHaveLength(m.context.count);
  expect(addresses.filter((a) => a.active).length).toBeLessThanOrEqual(1);
  if (m.context.loaded) {
    expect(addresses.find((a) => a.active)?.id).toBe(m.context.active);
    expect(h.book().find((a) => a.active)?.id).toBe(m.context.active);
    expect(addresses.find((a) => a.id === 1)?.title).toBe(m.context.homeTitle);
  }
  const where = m.context.location;
  const expected = where === "stored" ? STORED : where === "gps" ? GPS : h.book().find((a) => a.id === where)?.location;
  expect(s.context.location).toEqual(expected);
  if (typeof where === "number") {
    expect(h.savedLocation()?.location).toEqual(expected);
    expect(h.savedLocation()?.address).toBe(h.book().find((a) => a.id === where)?.address.address);
  }
  expect(s.context.choosing).toBe(m.context.choosing);
  if (m.matches("ready")) expect(s.context.error !== null).toBe(m.context.error);
  const busy = m.matches("loading") || m.matches("activating") || m.matches("saving") || m.matches("locating");
  expect(h.queue.pending).toEqual(busy ? ["server"] : []);
}

describeModel("address machine (model-based)", {
  model,
  pathCount: 316,
  harness: createHarness,
  check,
  send: ["address.choose", "address.confirm", "address.cancel", "address.save", "address.locate", "address.reload"],
  events: (h) => ({
    "server.ok": () => h.queue.answer("server"),
    "server.fail": () => h.queue.fail("server"),
  }),
});
