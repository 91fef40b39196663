import {
  groupCartQuery,
  groupJoinBody,
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
import { memberCart, requireGroupOrders } from "../services/group-member";

/** Group-order calls for members: no sign-in, the member uuid is the credential. */
export const groupCartRoutes = new Hono<ApiEnv>()
  .post("/rest/cart/open", async (c) => {
    const body = await parseBody(c, groupJoinBody);
    const d1 = c.env.DB;
    await requireGroupOrders(d1);
    const cart = await loadCart(d1, body.cart_id, c.var);
    if (cart?.cart.is_group !== 1 || cart.cart.shop_id !== body.shop_id) throw invalidGroupError();
    const uuid = crypto.randomUUID();
    await d1
      .prepare("INSERT INTO user_carts (cart_id, user_id, name, uuid, created_at) VALUES (?1, NULL, ?2, ?3, ?4)")
      .bind(body.cart_id, body.name, uuid, new Date().toISOString())
      .run();
    const member = await memberByUuid(d1, uuid);
    if (!member) throw invalidGroupError();
    return ok(c, presentMemberOnly(member));
  })
  .get("/rest/cart/:id{[0-9]+}", async (c) => {
    const q = parseQuery(c, groupCartQuery);
    const { loaded } = await memberCart(c.env.DB, Number(c.req.param("id")), q.user_cart_uuid, c.var);
    return ok(c, presentCart(loaded, { currencyId: c.var.currencyId, rate: c.var.rate }));
  })
  .post("/rest/cart/insert-product", async (c) => {
    const body = await parseBody(c, memberInsertBody);
    const { loaded, member } = await memberCart(c.env.DB, body.cart_id, body.user_cart_uuid, c.var);
    await applyLineChanges(c.env.DB, loaded, member, body.shop_id, body.products, { mayMoveShop: false });
    return respond(c, body.cart_id);
  })
  .post("/rest/cart", async (c) => {
    const body = await parseBody(c, memberLineBody);
    const { loaded, member } = await memberCart(c.env.DB, body.cart_id, body.user_cart_uuid, c.var);
    await applyLineChanges(c.env.DB, loaded, member, body.shop_id, [body], { mayMoveShop: false });
    return respond(c, body.cart_id);
  })
  .delete("/rest/cart/product/delete", async (c) => {
    const body = await parseBody(c, memberDeleteBody);
    const { member } = await memberCart(c.env.DB, body.cart_id, body.user_cart_uuid, c.var);
    const marks = body.ids.map((_, i) => `?${i + 2}`).join(", ");
    // Only the member's own lines: another member's line id simply matches nothing.
    const result = await c.env.DB.prepare(`DELETE FROM cart_details WHERE user_cart_id = ?1 AND id IN (${marks})`)
      .bind(member.id, ...body.ids)
      .run();
    if (result.meta.changes === 0) throw notFound("Cart line not found");
    return respond(c, body.cart_id);
  })
  .delete("/rest/cart/member/delete", async (c) => {
    const q = parseQuery(c, memberIdsQuery);
    const d1 = c.env.DB;
    // Leaving: the member's row and lines go; knowing the uuid is what allows it.
    await memberCart(d1, q.cart_id, q.ids[0], c.var);
    const marks = q.ids.map((_, i) => `?${i + 2}`).join(", ");
    await d1
      .prepare(`DELETE FROM user_carts WHERE cart_id = ?1 AND user_id IS NULL AND uuid IN (${marks})`)
      .bind(q.cart_id, ...q.ids)
      .run();
    return ok(c, null, "You left the group order");
  })
  .post("/rest/cart/status/:uuid", async (c) => {
    const body = await parseBody(c, memberStatusBody);
    const d1 = c.env.DB;
    const { member } = await memberCart(d1, body.cart_id, c.req.param("uuid"), c.var);
    const next = member.status === "choosing" ? "done" : "choosing";
    await d1.prepare("UPDATE user_carts SET status = ?1 WHERE id = ?2").bind(next, member.id).run();
    return ok(c, presentMemberOnly({ ...member, status: next }));
  });

async function respond(c: Context<ApiEnv>, cartId: number) {
  const loaded = await loadCart(c.env.DB, cartId, c.var);
  if (!loaded) throw invalidGroupError();
  return ok(c, presentCart(loaded, { currencyId: c.var.currencyId, rate: c.var.rate }));
}
