/**
 * Model-based tests of the group order machine, one model for the owner and
 * one for a member, both driving the real machine against a fake group
 * cart server.
 */
import { expect } from "vitest";
import { assign, createActor, fromPromise, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import { groupOrderMachine } from "../../src/machines/groupOrder.js";
import { MESSAGES } from "../../src/rules/messages.js";
import { CallQueue } from "../fakes/callQueue.js";
import { createFakeGroupServer } from "../fakes/fakeGroupServer.js";
import { describeModels, modelPaths } from "./describeModel.js";

const ORIGIN = "https://tiffin.test";
/** The fake server's invite token for cart 1 (what the owner's share link carries). */
const TOKEN = "invite-token-of-cart-1";

function createHarness(role: "owner" | "member") {
  const queue = new CallQueue();
  const server = createFakeGroupServer();
  let checkoutCart: number | null = null;
  const call = <I, O>(name: string, run: (input: I) => O) =>
    fromPromise<O, I>(({ input, signal }) => queue.call(name, () => run(input), signal));
  const machine = groupOrderMachine.provide({
    actors: {
      openGroup: call("server", ({ shopId }: { shopId: number }) => server.open(shopId)),
      fetchMembers: call("server", ({ cartId }: { cartId: number }) => server.members(cartId)),
      kickMember: call("server", ({ cartId, uuid }: { cartId: number; uuid: string }) => server.remove(cartId, uuid)),
      joinGroup: call("server", (i: { cartId: number; shopId: number; name: string; token: string }) =>
        server.join(i.cartId, i.shopId, i.name, i.token),
      ),
      toggleStatus: call("server", ({ cartId, uuid }: { cartId: number; uuid: string }) => server.toggle(cartId, uuid)),
      leaveGroup: call("server", ({ cartId, uuid }: { cartId: number; uuid: string }) => server.remove(cartId, uuid)),
      fetchMemberCart: call("server", ({ cartId, uuid }: { cartId: number; uuid: string }) =>
        server.memberCart(cartId, uuid),
      ),
    },
    actions: {
      goToCheckout: (_, { cartId }) => {
        checkoutCart = cartId;
      },
    },
  });
  const actor = createActor(machine, { input: { role, origin: ORIGIN } }).start();
  return { actor, queue, server, checkoutCart: () => checkoutCart };
}

type Harness = ReturnType<typeof createHarness>;

// ---------- owner ----------

interface OwnerExpected {
  onServer: number;
  shown: number;
  confirmed: boolean;
  error: boolean;
}

type OwnerEvent =
  | { type: "group.open"; shopId: number }
  | { type: "group.kick"; uuid: string }
  | {
      type: "group.refresh" | "group.confirmAddress" | "group.checkout" | "member.joins" | "server.ok" | "server.fail";
    };

const ownerModel = setup({ types: { context: {} as OwnerExpected, events: {} as OwnerEvent } }).createMachine({
  id: "ownerModel",
  context: { onServer: 0, shown: 0, confirmed: false, error: false },
  initial: "idle",
  states: {
    idle: { on: { "group.open": "opening" } },
    opening: {
      on: {
        "server.ok": { target: "open", actions: assign({ error: false }) },
        "server.fail": { target: "idle", actions: assign({ error: true }) },
      },
    },
    open: {
      on: {
        "member.joins": { actions: assign({ onServer: ({ context }) => context.onServer + 1 }) },
        "group.refresh": "refreshing",
        "group.kick": "kicking",
        "group.confirmAddress": { actions: assign({ confirmed: true }) },
        "group.checkout": "checkingOut",
      },
    },
    refreshing: {
      on: {
        "server.ok": { target: "open", actions: assign({ shown: ({ context }) => context.onServer }) },
        "server.fail": { target: "open", actions: assign({ error: true }) },
      },
    },
    kicking: {
      on: {
        "server.ok": { target: "open", actions: assign({ shown: 0, onServer: 0 }) },
        "server.fail": { target: "open", actions: assign({ error: true }) },
      },
    },
    checkingOut: { type: "final" },
  },
});

type OwnerSnapshot = ReturnType<typeof ownerModel.getInitialSnapshot>;

function checkOwner(h: Harness, m: OwnerSnapshot) {
  const s = h.actor.getSnapshot();
  expect(s.matches({ owner: m.value } as never)).toBe(true);
  if (!m.matches("idle") && !m.matches("opening")) {
    expect(s.context.cartId).toBe(1);
    expect(s.context.shareLink).toBe(`${ORIGIN}/group/1?shop_id=3&invite=${TOKEN}`);
    expect(h.server.members(1)).toHaveLength(m.context.onServer);
  }
  expect(s.context.members).toHaveLength(m.context.shown);
  expect(s.context.addressConfirmed).toBe(m.context.confirmed);
  expect(s.context.error !== null).toBe(m.context.error);
  expect(h.checkoutCart()).toBe(m.matches("checkingOut") ? 1 : null);
  const busy = m.matches("opening") || m.matches("refreshing") || m.matches("kicking");
  expect(h.queue.pending).toEqual(busy ? ["server"] : []);
}

// ---------- member ----------

interface MemberExpected {
  validJoin: boolean;
  removedOnServer: boolean;
  done: boolean;
}

type MemberEvent =
  | { type: "group.join"; cartId: number; shopId: number; name: string; token: string }
  | { type: "group.done" | "group.choose" | "group.leave" | "group.refresh" | "owner.kicks" | "server.answer" };

/** Only cart 1 with its own token lets a member in: the cart id alone, or a forged token, does not. */
const validInvite = (event: MemberEvent) => event.type === "group.join" && event.cartId === 1 && event.token === TOKEN;

const answered = (ok: string, okActions?: ReturnType<typeof assign>) =>
  [
    { guard: ({ context }: { context: MemberExpected }) => context.removedOnServer, target: "kicked" },
    { target: ok, ...(okActions ? { actions: okActions } : {}) },
  ] as never;

const memberModel = setup({
  types: { context: {} as MemberExpected, events: {} as MemberEvent },
  actions: { kick: assign({ removedOnServer: true }) },
}).createMachine({
  id: "memberModel",
  context: { validJoin: false, removedOnServer: false, done: false },
  initial: "idle",
  states: {
    idle: {
      on: {
        "group.join": {
          target: "joining",
          actions: assign({ validJoin: ({ event }) => validInvite(event) }),
        },
      },
    },
    joining: {
      on: {
        "server.answer": [{ guard: ({ context }) => context.validJoin, target: "choosing" }, { target: "invalid" }],
      },
    },
    choosing: {
      on: {
        "group.done": "toggling",
        "group.leave": "leaving",
        "group.refresh": "checking",
        "owner.kicks": { actions: "kick" },
      },
    },
    done: {
      on: {
        "group.choose": "toggling",
        "group.leave": "leaving",
        "group.refresh": "checking",
        "owner.kicks": { actions: "kick" },
      },
    },
    toggling: {
      on: {
        "server.answer": [
          { guard: ({ context }) => context.removedOnServer, target: "kicked" },
          { guard: ({ context }) => context.done, target: "choosing", actions: assign({ done: false }) },
          { target: "done", actions: assign({ done: true }) },
        ],
      },
    },
    checking: {
      on: {
        "server.answer": [
          { guard: ({ context }) => context.removedOnServer, target: "kicked" },
          { guard: ({ context }) => context.done, target: "done" },
          { target: "choosing" },
        ],
      },
    },
    leaving: { on: { "server.answer": answered("left") } },
    invalid: {
      on: {
        "group.join": {
          target: "joining",
          actions: assign({ validJoin: ({ event }) => validInvite(event) }),
        },
      },
    },
    kicked: { type: "final" },
    left: { type: "final" },
  },
});

type MemberSnapshot = ReturnType<typeof memberModel.getInitialSnapshot>;

function checkMember(h: Harness, m: MemberSnapshot) {
  const s = h.actor.getSnapshot();
  expect(s.matches({ member: m.value } as never)).toBe(true);
  if (m.matches("invalid")) expect(s.context.error).toBe(MESSAGES.invalidGroup);
  if (m.matches("kicked")) {
    expect(s.context.error).toBe(MESSAGES.kicked);
    expect(s.context.me).toBeNull();
  }
  if (m.matches("choosing") || m.matches("done")) {
    expect(s.context.me?.status).toBe(m.context.done ? "done" : "choosing");
    if (!m.context.removedOnServer) expect(h.server.statusOf(1, s.context.me?.uuid ?? "")).toBe(s.context.me?.status);
  }
  if (m.matches("left")) expect(h.server.members(1)).toEqual([]);
  const busy = ["joining", "toggling", "checking", "leaving"].some((state) => m.matches(state as never));
  expect(h.queue.pending).toEqual(busy ? ["server"] : []);
}

function memberHarness() {
  const h = createHarness("member");
  h.server.open(3); // the owner's group cart: id 1, shop 3
  return h;
}

// ---------- tests ----------

const ownerTestModel = createTestModel(ownerModel, {
  events: [
    { type: "group.open", shopId: 3 },
    { type: "group.kick", uuid: "member-1" },
  ],
  // One member joins; the owner kicks only a member on show and checks out only after confirming the address.
  filterEvents: (state, event) =>
    (event.type !== "member.joins" || state.context.onServer < 1) &&
    (event.type !== "group.kick" || state.context.shown > 0) &&
    (event.type !== "group.checkout" || state.context.confirmed),
});

const memberTestModel = createTestModel(memberModel, {
  events: [
    { type: "group.join", cartId: 1, shopId: 3, name: "Bo", token: TOKEN },
    { type: "group.join", cartId: 9, shopId: 3, name: "Bo", token: TOKEN },
    { type: "group.join", cartId: 1, shopId: 3, name: "Bo", token: "forged-token-0000000000" },
  ],
  filterEvents: (state, event) => event.type !== "owner.kicks" || !state.context.removedOnServer,
});

describeModels("group order machine (model-based)", [
  modelPaths({
    label: "owner",
    model: ownerTestModel,
    pathCount: 26,
    harness: () => createHarness("owner"),
    check: checkOwner,
    send: ["group.open", "group.refresh", "group.kick", "group.confirmAddress", "group.checkout"],
    events: (h) => ({
      "member.joins": () => {
        h.server.join(1, 3, "Bo", TOKEN);
      },
      "server.ok": () => h.queue.answer("server"),
      "server.fail": () => h.queue.fail("server"),
    }),
  }),
  modelPaths({
    label: "member",
    model: memberTestModel,
    pathCount: 15,
    harness: memberHarness,
    check: checkMember,
    send: ["group.join", "group.done", "group.choose", "group.leave", "group.refresh"],
    events: (h) => ({
      "owner.kicks": () => {
        const me = h.actor.getSnapshot().context.me;
        if (me) h.server.remove(1, me.uuid);
      },
      "server.answer": () => h.queue.answer("server"),
    }),
  }),
]);
