import { z } from "zod";
import type { ApiClient } from "../client";
import type { groupCartQuery, QueryInput } from "../requests";
import type {
  calculateBody,
  groupJoinBody,
  InsertProductRequest,
  memberDeleteBody,
  memberInsertBody,
  memberLineBody,
  openCartBody,
  singleLineBody,
} from "../requests/cart";
import { cartSchema, cartTotalsSchema, groupMemberSchema } from "../schemas/cart";
import { envelope } from "../schemas/envelope";
import type { WireLocation } from "../schemas/location";

export const cartResponse = envelope(cartSchema);
export const cartTotalsResponse = envelope(cartTotalsSchema);
export const groupMemberResponse = envelope(groupMemberSchema);
export const cartDoneResponse = envelope(z.unknown());

/**
 * The calculate request as a client sends it: the schema's input, with the delivery address in the
 * contract's form, `[latitude, longitude]` (the API still reads the older object from other clients).
 */
export type CalculateRequest = Omit<z.input<typeof calculateBody>, "address"> & { address?: WireLocation | null };

/** Signed-in user: the server cart. */
export async function insertCartProducts(client: ApiClient, body: InsertProductRequest) {
  return (await client.request("dashboard/user/cart/insert-product", { method: "POST", body, schema: cartResponse }))
    .data;
}

export async function setCartLine(client: ApiClient, body: z.infer<typeof singleLineBody>) {
  return (await client.request("dashboard/user/cart", { method: "POST", body, schema: cartResponse })).data;
}

/** The open cart; the route reads no query of its own (language and currency come with every call). */
export async function getCart(client: ApiClient) {
  return (await client.request("dashboard/user/cart", { schema: cartResponse })).data;
}

export async function deleteCarts(client: ApiClient, ids: number[]) {
  await client.request("dashboard/user/cart/delete", { method: "DELETE", body: { ids }, schema: cartDoneResponse });
}

export async function deleteCartLines(client: ApiClient, ids: number[]) {
  await client.request("dashboard/user/cart/product/delete", {
    method: "DELETE",
    body: { ids },
    schema: cartDoneResponse,
  });
}

export async function calculateCart(client: ApiClient, cartId: number, body: CalculateRequest) {
  return (
    await client.request(`dashboard/user/cart/calculate/${cartId}`, {
      method: "POST",
      body,
      schema: cartTotalsResponse,
    })
  ).data;
}

/** Group orders, owner side. */
export async function openGroupCart(client: ApiClient, body: z.infer<typeof openCartBody>) {
  return (await client.request("dashboard/user/cart/open", { method: "POST", body, schema: cartResponse })).data;
}

export async function toggleGroupCart(client: ApiClient, cartId: number) {
  return (await client.request(`dashboard/user/cart/set-group/${cartId}`, { method: "POST", schema: cartResponse }))
    .data;
}

export async function kickGroupMembers(client: ApiClient, cartId: number, memberUuids: string[]) {
  return (
    await client.request("dashboard/user/cart/member/delete", {
      method: "DELETE",
      query: { cart_id: cartId, ids: memberUuids },
      schema: cartResponse,
    })
  ).data;
}

/** Group orders, member side (no sign-in; the member uuid is the credential). */
export async function joinGroupCart(client: ApiClient, body: z.infer<typeof groupJoinBody>) {
  return (await client.request("rest/cart/open", { method: "POST", body, schema: groupMemberResponse })).data;
}

export async function getGroupCart(client: ApiClient, cartId: number, query: QueryInput<typeof groupCartQuery>) {
  return (await client.request(`rest/cart/${cartId}`, { query: { ...query }, schema: cartResponse })).data;
}

export async function insertGroupCartProducts(client: ApiClient, body: z.infer<typeof memberInsertBody>) {
  return (await client.request("rest/cart/insert-product", { method: "POST", body, schema: cartResponse })).data;
}

export async function setGroupCartLine(client: ApiClient, body: z.infer<typeof memberLineBody>) {
  return (await client.request("rest/cart", { method: "POST", body, schema: cartResponse })).data;
}

export async function deleteGroupCartLines(client: ApiClient, body: z.infer<typeof memberDeleteBody>) {
  return (await client.request("rest/cart/product/delete", { method: "DELETE", body, schema: cartResponse })).data;
}

export async function leaveGroupCart(client: ApiClient, cartId: number, memberUuid: string) {
  await client.request("rest/cart/member/delete", {
    method: "DELETE",
    query: { cart_id: cartId, ids: [memberUuid] },
    schema: cartDoneResponse,
  });
}

export async function toggleGroupMemberStatus(client: ApiClient, memberUuid: string, cartId: number) {
  return (
    await client.request(`rest/cart/status/${memberUuid}`, {
      method: "POST",
      body: { cart_id: cartId },
      schema: groupMemberResponse,
    })
  ).data;
}
