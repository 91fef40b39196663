import {
  groupCartQuery,
  groupJoinBody,
  groupLiveQuery,
  memberDeleteBody,
  memberIdsQuery,
  memberInsertBody,
  memberLineBody,
  memberStatusBody,
} from "@tiffin/api-client";
import { type Context, Hono } from "hono";
import type { ApiEnv } from "../env";
import { notFound } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { applyLineChanges } from "../services/cart-lines";
import { invalidGroupError } from "../services/cart-messages";
import { presentCart, presentMemberOnly } from "../services/cart-presenter";
import { loadCart, memberByUuid } from "../services/cart-store";
import { inviteMatches } from "../services/group-invite";
import { groupChanged, subscribeToGroup } from "../services/group-live";
import {
  deleteGuestMember,
  deleteMemberLines,
  insertGuestMember,
  memberCart,
  requireGroupOrders,
  setMemberStatus,
} from "../services/group-member";

/** Group-order calls for members: no sign-in, the member uuid is the credential. */
export const groupCartRoutes = new Hono<ApiEnv>()
  .post("/rest/cart/open", async (c) => {
    const body = await parseBody(c, groupJoinBody);
    const d1 = c.env.DB;
    await requireGroupOrders(d1);
    const cart = await loadCart(d1, body.cart_id, c.var);
    if (cart?.cart.is_group !== 1 || cart.cart.shop_id !== body.shop_id) throw invalidGroupError();
    if (!(await inviteMatches(cart.cart.invite_token, body.token))) throw invalidGroupError();
    const uuid = crypto.randomUUID();
    // The row is written only while the cart is still an open group with that same token.
    const joined = await insertGuestMember(d1, body.cart_id, body.name, uuid, cart.cart.invite_token);
    if (!joined) throw invalidGroupError();
    const member = await memberByUuid(d1, uuid);
    if (!member) throw invalidGroupError();
    await groupChanged(c, body.cart_id);
    return ok(c, presentMemberOnly(member));
  })
  .get("/rest/cart/:id{[0-9]+}", async (c) => {
    const q = parseQuery(c, groupCartQuery);
    const { loaded, member } = await memberCart(c.env.DB, Number(c.req.param("id")), q.user_cart_uuid, c.var);
    return ok(c, presentCart(loaded, { currencyId: c.var.currencyId, rate: c.var.rate }, { memberId: member.id }));
  })
  .get("/rest/cart/:id{[0-9]+}/live", async (c) => {
    // The member's uuid is what lets it listen, checked like every other member call.
    const q = parseQuery(c, groupLiveQuery);
    const cartId = Number(c.req.param("id"));
    const { member } = await memberCart(c.env.DB, cartId, q.user_cart_uuid, c.var);
    return subscribeToGroup(c.env, c.req.raw, cartId, member.id);
  })
  .post("/rest/cart/insert-product", async (c) => {
    const body = await parseBody(c, memberInsertBody);
    const { loaded, member } = await memberCart(c.env.DB, body.cart_id, body.user_cart_uuid, c.var);
    await applyLineChanges(c.env.DB, loaded, member, body.shop_id, body.products, { mayMoveShop: false });
    return respond(c, body.cart_id, member.id);
  })
  .post("/rest/cart", async (c) => {
    const body = await parseBody(c, memberLineBody);
    const { loaded, member } = await memberCart(c.env.DB, body.cart_id, body.user_cart_uuid, c.var);
    await applyLineChanges(c.env.DB, loaded, member, body.shop_id, [body], { mayMoveShop: false });
    return respond(c, body.cart_id, member.id);
  })
  .delete("/rest/cart/product/delete", async (c) => {
    const body = await parseBody(c, memberDeleteBody);
    const { member } = await memberCart(c.env.DB, body.cart_id, body.user_cart_uuid, c.var);
    // Only the member's own lines: another member's line id simply matches nothing.
    const removed = await deleteMemberLines(c.env.DB, member.id, body.ids);
    if (removed === 0) throw notFound("Cart line not found");
    return respond(c, body.cart_id, member.id);
  })
  .delete("/rest/cart/member/delete", async (c) => {
    const q = parseQuery(c, memberIdsQuery);
    const d1 = c.env.DB;
    // Leaving: the member's own row and lines go; knowing the uuid is what allows it. A member
    // cannot take anyone else along: a list naming another uuid is refused whole.
    const { member } = await memberCart(d1, q.cart_id, q.ids[0], c.var);
    if (q.ids.some((uuid) => uuid !== member.uuid)) throw invalidGroupError();
    await deleteGuestMember(d1, member.id, q.cart_id);
    await groupChanged(c, q.cart_id);
    return ok(c, null, "You left the group order");
  })
  .post("/rest/cart/status/:uuid", async (c) => {
    const body = await parseBody(c, memberStatusBody);
    const d1 = c.env.DB;
    const { member } = await memberCart(d1, body.cart_id, c.req.param("uuid"), c.var);
    const next = member.status === "choosing" ? "done" : "choosing";
    await setMemberStatus(d1, member.id, next);
    await groupChanged(c, body.cart_id);
    return ok(c, presentMemberOnly({ ...member, status: next }));
  });

/** After a member's line change: tells the group, then answers with the member's own view. */
async function respond(c: Context<ApiEnv>, cartId: number, memberId: number) {
  const loaded = await loadCart(c.env.DB, cartId, c.var);
  if (!loaded) throw invalidGroupError();
  await groupChanged(c, cartId);
  return ok(c, presentCart(loaded, { currencyId: c.var.currencyId, rate: c.var.rate }, { memberId }));
}
