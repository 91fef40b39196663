/**
 * core's machines given @tiffin/api-client calls as their actors: what an app other than the
 * storefront writes to run the cart, checkout and group order against the Tiffin API. The
 * API's own tests run these against the real API (apps/api/test/machines-*.test.ts).
 *
 *   const client = createApiClient({ transport: httpTransport("https://tiffin.example"), token });
 *   const cart = createActor(cartWithApi(client, { currencyId: 1 }), { input: { signedIn: true } }).start();
 */
import {
  type ApiClient,
  ApiError,
  createOrder,
  getCart,
  getGroupCart,
  insertCartProducts,
  joinGroupCart,
  kickGroupMembers,
  leaveGroupCart,
  openGroupCart,
  startProviderPayment,
  toggleGroupMemberStatus,
} from "@tiffin/api-client";
import { fromPromise } from "xstate";
import {
  cartFromServer,
  cartMachine,
  checkoutMachine,
  type GroupMember,
  groupOrderMachine,
  insertProductBody,
} from "../src/index.js";

/** The contract's cart in the shape core's sync rules read (no currency is "unset", not null). */
const asServerCart = <C extends { currency_id: number | null }>(cart: C) => ({
  ...cart,
  currency_id: cart.currency_id ?? undefined,
});

/** The signed-in user's server cart, or none when the API answers 404. */
async function serverCart(client: ApiClient) {
  try {
    return asServerCart(await getCart(client));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The cart machine keeping a signed-in user's cart on the server: on sign-in the visitor's
 * lines are pushed and the merged cart comes back; every change after is written as the
 * difference core's `insertProductBody` finds.
 */
export function cartWithApi(client: ApiClient, { currencyId }: { currencyId: number }) {
  return cartMachine.provide({
    actors: {
      pushLocalCart: fromPromise(async ({ input: { cart } }) => {
        const body = insertProductBody({ shopId: null, lines: [] }, cart, { currency_id: currencyId });
        if (body) await insertCartProducts(client, body);
        return cartFromServer(await serverCart(client));
      }),
      saveServerCart: fromPromise(async ({ input: { previous, next } }) => {
        const body = insertProductBody(previous, next, { currency_id: currencyId });
        if (!body) return next;
        return cartFromServer(asServerCart(await insertCartProducts(client, body)));
      }),
    },
  });
}

/**
 * The checkout machine placing its order with the API; a provider payment (not cash or wallet)
 * asks the API for the provider's page, and `redirect` is the app's to give (a browser goes there).
 */
export function checkoutWithApi(client: ApiClient, redirect: (url: string) => void = () => {}) {
  return checkoutMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input }) => ({ id: (await createOrder(client, input)).id })),
      startPayment: fromPromise(async ({ input }) => ({
        url: await startProviderPayment(client, input.tag, { order_id: input.orderId }),
      })),
    },
    actions: { redirect: (_, { url }) => redirect(url) },
  });
}

/**
 * The group order machine for either side: the owner (signed in) opens the group cart, lists
 * its members and removes one; a member (no account; the member's uuid is the credential)
 * joins with the share link's invite token, says done or chooses again, refreshes and leaves.
 */
export function groupOrderWithApi(client: ApiClient, { currencyId, shopId }: { currencyId: number; shopId: number }) {
  return groupOrderMachine.provide({
    actors: {
      openGroup: fromPromise(async ({ input }) => {
        const cart = await openGroupCart(client, { shop_id: input.shopId, currency_id: currencyId });
        return { cartId: cart.id, token: cart.invite_token ?? "" };
      }),
      fetchMembers: fromPromise(async () => {
        const cart = await getCart(client);
        return cart.user_carts
          .filter((member) => member.user_id === null)
          .map((member): GroupMember => ({ uuid: member.uuid ?? "", name: member.name, status: member.status }));
      }),
      kickMember: fromPromise(async ({ input }) => {
        await kickGroupMembers(client, input.cartId, [input.uuid]);
      }),
      joinGroup: fromPromise(async ({ input }) => {
        const member = await joinGroupCart(client, {
          cart_id: input.cartId,
          shop_id: input.shopId,
          name: input.name,
          token: input.token,
        });
        return { uuid: member.uuid, name: member.name, status: member.status };
      }),
      toggleStatus: fromPromise(async ({ input }) => {
        await toggleGroupMemberStatus(client, input.uuid, input.cartId);
      }),
      leaveGroup: fromPromise(async ({ input }) => {
        await leaveGroupCart(client, input.cartId, input.uuid);
      }),
      fetchMemberCart: fromPromise(async ({ input }) => {
        const cart = await getGroupCart(client, input.cartId, { shop_id: shopId, user_cart_uuid: input.uuid });
        return cart.user_carts.map(
          (member): GroupMember => ({ uuid: member.uuid ?? "", name: member.name, status: member.status }),
        );
      }),
    },
  });
}
