/**
 * The cart: a visitor's local cart, or the signed-in user's server cart with
 * optimistic updates rolled back when the server refuses them.
 *
 * Injected by the app (machine.provide):
 * - actions `saveLocalCart`, `clearLocalCart`: the visitor cart's own store;
 * - actors `pushLocalCart` (sign-in: push local lines, return the server cart)
 *   and `saveServerCart` (send a change, return the server cart).
 */
import { assign, fromPromise, setup } from "xstate";
import {
  acceptsShop,
  addLine,
  type Cart,
  type CartLine,
  clearCart,
  decreaseLine,
  emptyCart,
  removeLine,
  setLine,
} from "../rules/cart.js";
import { outsideGroup } from "../rules/groupOrder.js";
import { errorMessage, MESSAGES } from "../rules/messages.js";
import { failureOf } from "./actor-events.js";

export interface CartGroup {
  id: number;
  shopId: number;
}

export interface CartContext {
  cart: Cart;
  /** The last cart the server confirmed, restored when a change fails. */
  confirmed: Cart | null;
  /** A line waiting for the "clear and add" choice. */
  pending: CartLine | null;
  group: CartGroup | null;
  error: string | null;
}

export type CartEvent =
  | { type: "cart.add"; line: CartLine }
  | { type: "cart.set"; line: CartLine }
  | { type: "cart.decrease"; key: string }
  | { type: "cart.remove"; key: string }
  | { type: "cart.clear" }
  | { type: "cart.clearAndAdd" }
  | { type: "cart.dismiss" }
  | { type: "session.signIn" }
  | { type: "session.signOut" }
  | { type: "group.join"; groupId: number; shopId: number }
  | { type: "group.leave" };

export interface CartInput {
  cart?: Cart;
  signedIn?: boolean;
}

export interface SaveServerCartInput {
  previous: Cart;
  next: Cart;
}

const missing = (name: string) => async (): Promise<never> => {
  throw new Error(`cart: ${name} was not provided`);
};

type LineEvent = Extract<CartEvent, { line: CartLine }>;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    pushLocalCart: fromPromise<Cart, { cart: Cart }>(missing("pushLocalCart")),
    saveServerCart: fromPromise<Cart, SaveServerCartInput>(missing("saveServerCart")),
  },
  actions: {
    saveLocalCart: (_, _params: { cart: Cart }) => {},
    clearLocalCart: () => {},
    applyAdd: assign({
      cart: ({ context, event }) => addLine(context.cart, (event as LineEvent).line).cart,
      error: null,
    }),
    applySet: assign({
      cart: ({ context, event }) => setLine(context.cart, (event as LineEvent).line).cart,
      error: null,
    }),
    applyDecrease: assign({
      cart: ({ context, event }) =>
        event.type === "cart.decrease" ? decreaseLine(context.cart, event.key) : context.cart,
    }),
    applyRemove: assign({
      cart: ({ context, event }) => (event.type === "cart.remove" ? removeLine(context.cart, event.key) : context.cart),
    }),
    applyClear: assign({ cart: () => clearCart(), error: null }),
    rememberConflict: assign({
      pending: ({ event }) => (event as LineEvent).line,
      error: MESSAGES.oneShop,
    }),
    clearAndAddPending: assign({
      cart: ({ context }) => (context.pending ? addLine(emptyCart(), context.pending).cart : context.cart),
      pending: null,
      error: null,
    }),
    dropPending: assign({ pending: null, error: null }),
    rejectOutsideGroup: assign({ error: MESSAGES.leaveGroupFirst }),
    adoptServerCart: assign((_, cart: Cart) => ({ cart, confirmed: cart, error: null })),
    rollback: assign(({ context }, error: unknown) => ({
      cart: context.confirmed ?? context.cart,
      error: errorMessage(error),
    })),
    pushFailed: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    forgetCart: assign({ cart: () => emptyCart(), confirmed: null, pending: null, group: null, error: null }),
    joinGroup: assign({
      group: ({ event }) => (event.type === "group.join" ? { id: event.groupId, shopId: event.shopId } : null),
    }),
    leaveGroup: assign({ group: null, error: null }),
  },
  guards: {
    signedIn: ({ context }) => context.confirmed !== null,
    outsideGroup: ({ context, event }) => outsideGroup(context.group?.shopId, (event as LineEvent).line.shopId),
    fromOtherShop: ({ context, event }) => !acceptsShop(context.cart, (event as LineEvent).line.shopId),
  },
}).createMachine({
  id: "cart",
  context: ({ input }) => ({
    cart: input.cart ?? emptyCart(),
    // A signed-in start has no confirmed cart yet: the boot step fetches it.
    confirmed: input.signedIn ? emptyCart() : null,
    pending: null,
    group: null,
    error: null,
  }),
  initial: "boot",
  on: {
    "group.join": { actions: "joinGroup" },
    "group.leave": { actions: "leaveGroup" },
  },
  states: {
    boot: {
      always: [{ guard: "signedIn", target: "signingIn" }, { target: "local" }],
    },
    local: {
      initial: "idle",
      on: { "session.signIn": { target: "signingIn" } },
      states: {
        idle: {
          on: {
            "cart.add": [
              { guard: "outsideGroup", actions: "rejectOutsideGroup" },
              { guard: "fromOtherShop", target: "conflict", actions: "rememberConflict" },
              { actions: ["applyAdd", { type: "saveLocalCart", params: ({ context }) => ({ cart: context.cart }) }] },
            ],
            "cart.set": [
              { guard: "outsideGroup", actions: "rejectOutsideGroup" },
              { guard: "fromOtherShop", target: "conflict", actions: "rememberConflict" },
              { actions: ["applySet", { type: "saveLocalCart", params: ({ context }) => ({ cart: context.cart }) }] },
            ],
            "cart.decrease": {
              actions: ["applyDecrease", { type: "saveLocalCart", params: ({ context }) => ({ cart: context.cart }) }],
            },
            "cart.remove": {
              actions: ["applyRemove", { type: "saveLocalCart", params: ({ context }) => ({ cart: context.cart }) }],
            },
            "cart.clear": {
              actions: ["applyClear", { type: "saveLocalCart", params: ({ context }) => ({ cart: context.cart }) }],
            },
          },
        },
        conflict: {
          on: {
            "cart.clearAndAdd": {
              target: "idle",
              actions: [
                "clearAndAddPending",
                { type: "saveLocalCart", params: ({ context }) => ({ cart: context.cart }) },
              ],
            },
            "cart.dismiss": { target: "idle", actions: "dropPending" },
          },
        },
      },
    },
    signingIn: {
      invoke: {
        id: "pushLocalCart",
        src: "pushLocalCart",
        input: ({ context }) => ({ cart: context.cart }),
        onDone: {
          target: "server",
          actions: ["clearLocalCart", { type: "adoptServerCart", params: ({ event }) => event.output }],
        },
        onError: { target: "local", actions: { type: "pushFailed", params: failureOf } },
      },
    },
    server: {
      initial: "idle",
      on: { "session.signOut": { target: "local", actions: ["forgetCart", "clearLocalCart"] } },
      states: {
        idle: {
          on: {
            "cart.add": [
              { guard: "outsideGroup", actions: "rejectOutsideGroup" },
              { guard: "fromOtherShop", target: "conflict", actions: "rememberConflict" },
              { target: "saving", actions: "applyAdd" },
            ],
            "cart.set": [
              { guard: "outsideGroup", actions: "rejectOutsideGroup" },
              { guard: "fromOtherShop", target: "conflict", actions: "rememberConflict" },
              { target: "saving", actions: "applySet" },
            ],
            "cart.decrease": { target: "saving", actions: "applyDecrease" },
            "cart.remove": { target: "saving", actions: "applyRemove" },
            "cart.clear": { target: "saving", actions: "applyClear" },
          },
        },
        conflict: {
          on: {
            "cart.clearAndAdd": { target: "saving", actions: "clearAndAddPending" },
            "cart.dismiss": { target: "idle", actions: "dropPending" },
          },
        },
        saving: {
          invoke: {
            id: "saveServerCart",
            src: "saveServerCart",
            input: ({ context }) => ({ previous: context.confirmed ?? emptyCart(), next: context.cart }),
            onDone: { target: "idle", actions: { type: "adoptServerCart", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: { type: "rollback", params: failureOf } },
          },
        },
      },
    },
  },
});

export { errorMessage } from "../rules/messages.js";
