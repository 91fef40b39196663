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
import { statement } from "../db/statements";
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
import { memberCart, requireGroupOrders } from "../services/group-member";

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
    const inserted = await statement(
      d1,
      `INSERT INTO user_carts (cart_id, user_id, name, uuid, created_at)
       SELECT id, NULL, ?2, ?3, ?4 FROM carts
       WHERE id = ?1 AND is_group = 1 AND ordered_at IS NULL AND invite_token = ?5`,
      body.cart_id,
      body.name,
      uuid,
      new Date().toISOString(),
      cart.cart.invite_token,
    ).run();
    if (inserted.meta.changes === 0) throw invalidGroupError();
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
    const marks = body.ids.map((_, i) => `?${i + 2}`).join(", ");
    // Only the member's own lines: another member's line id simply matches nothing.
    const result = await statement(
      c.env.DB,
      `DELETE FROM cart_details WHERE user_cart_id = ?1 AND id IN (${marks})`,
      member.id,
      ...body.ids,
    ).run();
    if (result.meta.changes === 0) throw notFound("Cart line not found");
    return respond(c, body.cart_id, member.id);
  })
  .delete("/rest/cart/member/delete", async (c) => {
    const q = parseQuery(c, memberIdsQuery);
    const d1 = c.env.DB;
    // Leaving: the member's own row and lines go; knowing the uuid is what allows it. A member
    // cannot take anyone else along: a list naming another uuid is refused whole.
    const { member } = await memberCart(d1, q.cart_id, q.ids[0], c.var);
    if (q.ids.some((uuid) => uuid !== member.uuid)) throw invalidGroupError();
    await statement(
      d1,
      "DELETE FROM user_carts WHERE id = ?1 AND cart_id = ?2 AND user_id IS NULL",
      member.id,
      q.cart_id,
    ).run();
    await groupChanged(c, q.cart_id);
    return ok(c, null, "You left the group order");
  })
  .post("/rest/cart/status/:uuid", async (c) => {
    const body = await parseBody(c, memberStatusBody);
    const d1 = c.env.DB;
    const { member } = await memberCart(d1, body.cart_id, c.req.param("uuid"), c.var);
    const next = member.status === "choosing" ? "done" : "choosing";
    await statement(d1, "UPDATE user_carts SET status = ?1 WHERE id = ?2", next, member.id).run();
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
