/**
 * Model-based test of the cart machine. The model below states, in its own
 * simple terms, what a shopper should see after each step; every path of
 * the model drives the real cart machine wired to an in-memory visitor cart
 * store and a fake server cart, and each state is checked against both.
 */

import { expect } from "vitest";
import { assign, createActor, fromPromise, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import { cartMachine } from "../../src/machines/cart.js";
import { type Cart, type CartLine, lineKey } from "../../src/rules/cart.js";
import { cartFromServer, insertProductBody } from "../../src/rules/cartSync.js";
import { MESSAGES } from "../../src/rules/messages.js";
import { CallQueue } from "../fakes/callQueue.js";
import { pizza, STOCKS, sushi, threePizzas } from "../fakes/cartLines.js";
import { createFakeCartApi } from "../fakes/fakeCartApi.js";
import { createMemoryCartStore } from "../fakes/memoryCartStore.js";
import { describeModel } from "./describeModel.js";

interface Expected {
  lines: Array<{ stockId: number; shopId: number; quantity: number }>;
  confirmed: Expected["lines"];
  pending: CartLine | null;
  group: number | null;
  error: string | null;
}

type ModelEvent =
  | { type: "cart.add" | "cart.set"; line: CartLine }
  | { type: "cart.decrease" | "cart.remove"; key: string }
  | { type: "cart.clear" | "cart.clearAndAdd" | "cart.dismiss" }
  | { type: "session.signIn" | "session.signOut" | "group.leave" | "server.ok" | "server.fail" }
  | { type: "group.join"; groupId: number; shopId: number };

const lineEvent = (e: ModelEvent) => (e as { line: CartLine }).line;
const stockOfKey = (e: ModelEvent) => Number.parseInt((e as { key: string }).key, 10);

function put(lines: Expected["lines"], line: CartLine, mode: "add" | "set"): Expected["lines"] {
  const found = lines.find((l) => l.stockId === line.stockId);
  if (!found) return [...lines, { stockId: line.stockId, shopId: line.shopId, quantity: line.quantity }];
  return lines.map((l) =>
    l === found ? { ...l, quantity: mode === "add" ? l.quantity + line.quantity : line.quantity } : l,
  );
}

const edits = (saving: string | undefined) => {
  const to = saving ? { target: saving } : {};
  return {
    "cart.add": [
      { guard: "outsideGroup", actions: "leaveGroupFirst" },
      { guard: "otherShop", target: "conflict", actions: "conflict" },
      { ...to, actions: "add" },
    ],
    "cart.set": [
      { guard: "outsideGroup", actions: "leaveGroupFirst" },
      { guard: "otherShop", target: "conflict", actions: "conflict" },
      { ...to, actions: "set" },
    ],
    "cart.decrease": { ...to, actions: "decrease" },
    "cart.remove": { ...to, actions: "remove" },
    "cart.clear": { ...to, actions: "clear" },
  } as const;
};

const cartModel = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  guards: {
    outsideGroup: ({ context, event }) => context.group !== null && lineEvent(event).shopId !== context.group,
    otherShop: ({ context, event }) => context.lines.length > 0 && context.lines[0]?.shopId !== lineEvent(event).shopId,
  },
  actions: {
    leaveGroupFirst: assign({ error: MESSAGES.leaveGroupFirst }),
    conflict: assign({ pending: ({ event }) => lineEvent(event), error: MESSAGES.oneShop }),
    add: assign({ lines: ({ context, event }) => put(context.lines, lineEvent(event), "add"), error: null }),
    set: assign({ lines: ({ context, event }) => put(context.lines, lineEvent(event), "set"), error: null }),
    decrease: assign({
      lines: ({ context, event }) =>
        context.lines.map((l) =>
          l.stockId === stockOfKey(event) ? { ...l, quantity: Math.max(1, l.quantity - 1) } : l,
        ),
    }),
    remove: assign({ lines: ({ context, event }) => context.lines.filter((l) => l.stockId !== stockOfKey(event)) }),
    clear: assign({ lines: [], error: null }),
    clearAndAdd: assign({
      lines: ({ context }) => (context.pending ? put([], context.pending, "add") : context.lines),
      pending: null,
      error: null,
    }),
    dismiss: assign({ pending: null, error: null }),
    commit: assign({ confirmed: ({ context }) => context.lines, error: null }),
    rollback: assign({ lines: ({ context }) => context.confirmed, error: "Server error" }),
    fail: assign({ error: "Server error" }),
    forget: assign({ lines: [], confirmed: [], pending: null, group: null, error: null }),
  },
}).createMachine({
  id: "cartModel",
  context: { lines: [], confirmed: [], pending: null, group: null, error: null },
  initial: "local",
  on: {
    "group.join": { actions: assign({ group: ({ event }) => (event as { shopId: number }).shopId }) },
    "group.leave": { actions: assign({ group: null, error: null }) },
  },
  states: {
    local: {
      initial: "idle",
      on: { "session.signIn": "signingIn" },
      states: {
        idle: { on: edits(undefined) },
        conflict: {
          on: {
            "cart.clearAndAdd": { target: "idle", actions: "clearAndAdd" },
            "cart.dismiss": { target: "idle", actions: "dismiss" },
          },
        },
      },
    },
    signingIn: {
      on: {
        "server.ok": { target: "server", actions: "commit" },
        "server.fail": { target: "local", actions: "fail" },
      },
    },
    server: {
      initial: "idle",
      on: { "session.signOut": { target: "local", actions: "forget" } },
      states: {
        idle: { on: edits("saving") },
        conflict: {
          on: {
            "cart.clearAndAdd": { target: "saving", actions: "clearAndAdd" },
            "cart.dismiss": { target: "idle", actions: "dismiss" },
          },
        },
        saving: {
          on: {
            "server.ok": { target: "idle", actions: "commit" },
            "server.fail": { target: "idle", actions: "rollback" },
          },
        },
      },
    },
  },
});

type ModelSnapshot = ReturnType<typeof cartModel.getInitialSnapshot>;

/** The whole model state: exact, kept finite by not adding past a quantity of 3. */
function serializeState(state: ModelSnapshot): string {
  return JSON.stringify({ value: state.value, context: state.context });
}

function filterEvents(state: ModelSnapshot, event: ModelEvent): boolean {
  if (event.type !== "cart.add") return true;
  const line = state.context.lines.find((l) => l.stockId === event.line.stockId);
  return (line?.quantity ?? 0) < 3;
}

const model = createTestModel(cartModel, {
  serializeState,
  filterEvents,
  events: [
    { type: "cart.add", line: pizza },
    { type: "cart.add", line: sushi },
    { type: "cart.set", line: threePizzas },
    { type: "cart.decrease", key: lineKey(pizza) },
    { type: "cart.remove", key: lineKey(pizza) },
    { type: "group.join", groupId: 7, shopId: 1 },
  ],
});

function createHarness() {
  const store = createMemoryCartStore();
  let api = createFakeCartApi(STOCKS);
  const queue = new CallQueue();
  const currency = { currency_id: 1, rate: 1 };
  const sync = (previous: Cart, next: Cart): Cart => {
    const body = insertProductBody(previous, next, currency);
    return cartFromServer(body ? api.insertProduct(body) : api.getCart());
  };
  const machine = cartMachine.provide({
    actions: {
      saveLocalCart: (_, params) => store.save(params.cart),
      clearLocalCart: () => store.clear(),
    },
    actors: {
      pushLocalCart: fromServer("pushLocalCart", ({ cart }: { cart: Cart }) =>
        sync(cartFromServer(api.getCart()), mergeInto(api, cart)),
      ),
      saveServerCart: fromServer("saveServerCart", ({ previous, next }: { previous: Cart; next: Cart }) =>
        sync(previous, next),
      ),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return {
    actor,
    store,
    queue,
    get api() {
      return api;
    },
    /** Each sign-in after a sign-out is a fresh account with an empty server cart. */
    freshAccount() {
      api = createFakeCartApi(STOCKS);
    },
  };

  function fromServer<I>(name: string, run: (input: I) => Cart) {
    return fromPromiseQueued(queue, name, run);
  }
}

function fromPromiseQueued<I>(queue: CallQueue, name: string, run: (input: I) => Cart) {
  return fromPromise<Cart, I>(({ input, signal }) => queue.call(name, () => run(input), signal));
}

/** The server cart after the local lines are pushed into it. */
function mergeInto(api: ReturnType<typeof createFakeCartApi>, local: Cart): Cart {
  const server = cartFromServer(api.getCart());
  return { shopId: local.shopId ?? server.shopId, lines: [...server.lines, ...local.lines] };
}

const simple = (lines: Array<Pick<CartLine, "stockId" | "quantity">>) =>
  lines.map((l) => ({ stockId: l.stockId, quantity: l.quantity }));

function check(h: ReturnType<typeof createHarness>, m: ModelSnapshot) {
  const s = h.actor.getSnapshot();
  expect(s.matches(m.value as never)).toBe(true);
  expect(simple(s.context.cart.lines)).toEqual(simple(m.context.lines));
  expect(s.context.error).toBe(m.context.error);
  expect(s.context.pending?.stockId ?? null).toBe(m.context.pending?.stockId ?? null);
  expect(s.context.group?.shopId ?? null).toBe(m.context.group);
  // Invariants: quantities at least 1, one shop per cart.
  expect(s.context.cart.lines.every((l) => l.quantity >= 1)).toBe(true);
  expect(new Set(s.context.cart.lines.map((l) => l.shopId)).size).toBeLessThanOrEqual(1);
  if (m.matches("local") || m.matches("signingIn")) {
    // The visitor cart stays in its store until the server has adopted it.
    expect(simple(h.store.read().lines)).toEqual(simple(m.context.lines));
  } else {
    expect(h.store.read().lines).toEqual([]);
  }
  if (m.matches({ server: "idle" })) {
    expect(simple(cartFromServer(h.api.getCart()).lines)).toEqual(simple(m.context.lines));
  }
  if (m.matches({ server: "saving" }) || m.matches("signingIn")) {
    expect(h.queue.pending).toHaveLength(1);
  } else {
    expect(h.queue.pending).toHaveLength(0);
  }
}

describeModel("cart machine (model-based)", {
  model,
  pathCount: 358,
  harness: createHarness,
  check,
  send: [
    "cart.add",
    "cart.set",
    "cart.decrease",
    "cart.remove",
    "cart.clear",
    "cart.clearAndAdd",
    "cart.dismiss",
    "session.signIn",
    "group.join",
    "group.leave",
  ],
  events: (h, send) => ({
    "server.ok": async () => h.queue.answer(h.queue.pending[0] ?? "none"),
    "server.fail": async () => h.queue.fail(h.queue.pending[0] ?? "none"),
    "session.signOut": (step) => {
      send(step);
      h.freshAccount();
    },
  }),
});
