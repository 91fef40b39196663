/**
 * Group orders, for both sides.
 *
 * Owner: open a group cart for a shop, share the link, see members, kick a
 * member, confirm the delivery address and check out.
 * Member: join by name, move between choosing and done, leave; a member
 * who was removed learns it on the next refresh ("kicked"), and a join to
 * a cart that is not a group ends as "invalid".
 *
 * A page that already knows the group starts from it: an owner's open group (`group` input:
 * the machine starts in `open`, with the share link made here) or a member who already joined
 * (`joined` input: the machine starts choosing or done, as the member's status says).
 *
 * Injected actors: `openGroup` ({shopId} → {cartId, token}), `fetchMembers`
 * ({cartId} → GroupMember[]), `kickMember` ({cartId, uuid}), `joinGroup`
 * ({cartId, shopId, name, token} → GroupMember), `toggleStatus` ({cartId, uuid}),
 * `leaveGroup` ({cartId, uuid}), `fetchMemberCart` ({cartId, uuid} → GroupMember[]: the group as
 * the member sees it; the member's own status is taken from it).
 * Injected action: `goToCheckout` ({cartId}).
 */
import { and, assign, fromPromise, setup } from "xstate";
import { type GroupMember, groupShareLink, isNotAMember } from "../rules/groupOrder.js";
import { errorMessage, MESSAGES } from "../rules/messages.js";
import { failureOf } from "./actor-events.js";

export interface GroupOrderContext {
  role: "owner" | "member";
  origin: string;
  shopId: number | null;
  cartId: number | null;
  shareLink: string | null;
  members: GroupMember[];
  me: GroupMember | null;
  kicking: string | null;
  addressConfirmed: boolean;
  error: string | null;
}

export type GroupOrderEvent =
  | { type: "group.open"; shopId: number }
  | { type: "group.refresh" }
  | { type: "group.kick"; uuid: string }
  | { type: "group.confirmAddress" }
  | { type: "group.checkout" }
  | { type: "group.join"; cartId: number; shopId: number; name: string; token: string }
  | { type: "group.done" }
  | { type: "group.choose" }
  | { type: "group.leave" };

export interface GroupOrderInput {
  role: "owner" | "member";
  origin?: string;
  /** The owner's group, already open. */
  group?: { cartId: number; shopId: number; token: string; members: GroupMember[] };
  /** The member, already joined. */
  joined?: { cartId: number; shopId: number; me: GroupMember; members: GroupMember[] };
}

type Ids = { cartId: number; uuid: string };

const missing = (name: string) => async (): Promise<never> => {
  throw new Error(`groupOrder: ${name} was not provided`);
};

export const groupOrderMachine = setup({
  types: {
    context: {} as GroupOrderContext,
    events: {} as GroupOrderEvent,
    input: {} as GroupOrderInput,
  },
  actors: {
    openGroup: fromPromise<{ cartId: number; token: string }, { shopId: number }>(missing("openGroup")),
    fetchMembers: fromPromise<GroupMember[], { cartId: number }>(missing("fetchMembers")),
    kickMember: fromPromise<void, Ids>(missing("kickMember")),
    joinGroup: fromPromise<GroupMember, { cartId: number; shopId: number; name: string; token: string }>(
      missing("joinGroup"),
    ),
    toggleStatus: fromPromise<void, Ids>(missing("toggleStatus")),
    leaveGroup: fromPromise<void, Ids>(missing("leaveGroup")),
    fetchMemberCart: fromPromise<GroupMember[], Ids>(missing("fetchMemberCart")),
  },
  actions: {
    goToCheckout: (_, _params: { cartId: number }) => {},
    rememberShop: assign({ shopId: ({ event }) => (event.type === "group.open" ? event.shopId : null) }),
    opened: assign(({ context }, { cartId, token }: { cartId: number; token: string }) => ({
      cartId,
      shareLink: groupShareLink(context.origin, cartId, context.shopId ?? 0, token),
      error: null,
    })),
    setMembers: assign((_, members: GroupMember[]) => ({ members })),
    listed: assign(({ context }, members: GroupMember[]) => ({
      members,
      me: members.find((m) => m.uuid === context.me?.uuid) ?? context.me,
    })),
    rememberKick: assign({ kicking: ({ event }) => (event.type === "group.kick" ? event.uuid : null) }),
    dropKicked: assign({
      members: ({ context }) => context.members.filter((m) => m.uuid !== context.kicking),
      kicking: null,
    }),
    confirmAddress: assign({ addressConfirmed: true }),
    rememberJoin: assign({
      cartId: ({ event }) => (event.type === "group.join" ? event.cartId : null),
      shopId: ({ event }) => (event.type === "group.join" ? event.shopId : null),
    }),
    joined: assign((_, me: GroupMember) => ({ me, error: null })),
    invalid: assign({ error: MESSAGES.invalidGroup }),
    kicked: assign({ error: MESSAGES.kicked, me: null }),
    markDone: assign({ me: ({ context }) => (context.me ? { ...context.me, status: "done" as const } : null) }),
    markChoosing: assign({ me: ({ context }) => (context.me ? { ...context.me, status: "choosing" as const } : null) }),
    left: assign({ me: null, cartId: null, error: null }),
    setError: assign((_, error: unknown) => ({ error: errorMessage(error), kicking: null })),
  },
  guards: {
    isMember: ({ context }) => context.role === "member",
    addressConfirmed: ({ context }) => context.addressConfirmed,
    meDone: ({ context }) => context.me?.status === "done",
    listedDone: ({ context }, members: GroupMember[]) =>
      (members.find((m) => m.uuid === context.me?.uuid) ?? context.me)?.status === "done",
    ownerOpen: ({ context }) => context.role === "owner" && context.cartId !== null,
    memberJoined: ({ context }) => context.role === "member" && context.me !== null,
    notAMember: (_, error: unknown) => isNotAMember(error),
  },
}).createMachine({
  id: "groupOrder",
  context: ({ input }) => {
    const origin = input.origin ?? "";
    const known = input.role === "owner" ? input.group : input.joined;
    return {
      role: input.role,
      origin,
      shopId: known?.shopId ?? null,
      cartId: known?.cartId ?? null,
      shareLink:
        input.role === "owner" && input.group
          ? groupShareLink(origin, input.group.cartId, input.group.shopId, input.group.token)
          : null,
      members: known?.members ?? [],
      me: input.role === "member" ? (input.joined?.me ?? null) : null,
      kicking: null,
      addressConfirmed: false,
      error: null,
    };
  },
  initial: "start",
  states: {
    start: {
      always: [
        { guard: and(["memberJoined", "meDone"]), target: "member.done" },
        { guard: "memberJoined", target: "member.choosing" },
        { guard: "isMember", target: "member" },
        { guard: "ownerOpen", target: "owner.open" },
        { target: "owner" },
      ],
    },
    owner: {
      initial: "idle",
      states: {
        idle: { on: { "group.open": { target: "opening", actions: "rememberShop" } } },
        opening: {
          invoke: {
            id: "openGroup",
            src: "openGroup",
            input: ({ context }) => ({ shopId: context.shopId ?? 0 }),
            onDone: { target: "open", actions: { type: "opened", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: { type: "setError", params: failureOf } },
          },
        },
        open: {
          on: {
            "group.refresh": "refreshing",
            "group.kick": { target: "kicking", actions: "rememberKick" },
            "group.confirmAddress": { actions: "confirmAddress" },
            "group.checkout": { guard: "addressConfirmed", target: "checkingOut" },
          },
        },
        refreshing: {
          invoke: {
            id: "fetchMembers",
            src: "fetchMembers",
            input: ({ context }) => ({ cartId: context.cartId ?? 0 }),
            onDone: { target: "open", actions: { type: "setMembers", params: ({ event }) => event.output } },
            onError: { target: "open", actions: { type: "setError", params: failureOf } },
          },
        },
        kicking: {
          invoke: {
            id: "kickMember",
            src: "kickMember",
            input: ({ context }) => ({ cartId: context.cartId ?? 0, uuid: context.kicking ?? "" }),
            onDone: { target: "open", actions: "dropKicked" },
            onError: { target: "open", actions: { type: "setError", params: failureOf } },
          },
        },
        checkingOut: {
          type: "final",
          entry: { type: "goToCheckout", params: ({ context }) => ({ cartId: context.cartId ?? 0 }) },
        },
      },
    },
    member: {
      initial: "idle",
      states: {
        idle: { on: { "group.join": { target: "joining", actions: "rememberJoin" } } },
        joining: {
          invoke: {
            id: "joinGroup",
            src: "joinGroup",
            input: ({ event }) =>
              event.type === "group.join"
                ? { cartId: event.cartId, shopId: event.shopId, name: event.name, token: event.token }
                : { cartId: 0, shopId: 0, name: "", token: "" },
            onDone: { target: "choosing", actions: { type: "joined", params: ({ event }) => event.output } },
            onError: { target: "invalid", actions: "invalid" },
          },
        },
        choosing: {
          on: { "group.done": "toggling", "group.leave": "leaving", "group.refresh": "checking" },
        },
        done: {
          on: { "group.choose": "toggling", "group.leave": "leaving", "group.refresh": "checking" },
        },
        toggling: {
          invoke: {
            id: "toggleStatus",
            src: "toggleStatus",
            input: ({ context }) => ({ cartId: context.cartId ?? 0, uuid: context.me?.uuid ?? "" }),
            onDone: [
              { guard: "meDone", target: "choosing", actions: "markChoosing" },
              { target: "done", actions: "markDone" },
            ],
            onError: [
              { guard: { type: "notAMember", params: failureOf }, target: "kicked", actions: "kicked" },
              { guard: "meDone", target: "done", actions: { type: "setError", params: failureOf } },
              { target: "choosing", actions: { type: "setError", params: failureOf } },
            ],
          },
        },
        checking: {
          invoke: {
            id: "fetchMemberCart",
            src: "fetchMemberCart",
            input: ({ context }) => ({ cartId: context.cartId ?? 0, uuid: context.me?.uuid ?? "" }),
            onDone: [
              {
                guard: { type: "listedDone", params: ({ event }) => event.output },
                target: "done",
                actions: { type: "listed", params: ({ event }) => event.output },
              },
              { target: "choosing", actions: { type: "listed", params: ({ event }) => event.output } },
            ],
            onError: [
              { guard: { type: "notAMember", params: failureOf }, target: "kicked", actions: "kicked" },
              { guard: "meDone", target: "done", actions: { type: "setError", params: failureOf } },
              { target: "choosing", actions: { type: "setError", params: failureOf } },
            ],
          },
        },
        leaving: {
          invoke: {
            id: "leaveGroup",
            src: "leaveGroup",
            input: ({ context }) => ({ cartId: context.cartId ?? 0, uuid: context.me?.uuid ?? "" }),
            onDone: { target: "left", actions: "left" },
            onError: [
              { guard: { type: "notAMember", params: failureOf }, target: "kicked", actions: "kicked" },
              { guard: "meDone", target: "done", actions: { type: "setError", params: failureOf } },
              { target: "choosing", actions: { type: "setError", params: failureOf } },
            ],
          },
        },
        invalid: { on: { "group.join": { target: "joining", actions: "rememberJoin" } } },
        kicked: { type: "final" },
        left: { type: "final" },
      },
    },
  },
});
