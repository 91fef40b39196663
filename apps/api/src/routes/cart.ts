import {
  calculateBody,
  idsInput,
  insertProductBody,
  memberIdsQuery,
  openCartBody,
  singleLineBody,
} from "@tiffin/api-client";
import type { Context } from "hono";
import { Hono } from "hono";
import { batch, batchWithReads, type Statement, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody, parseQuery, readQuery } from "../http/validate";
import { calculateCart } from "../services/calculate";
import { type LineChange, planLineChanges, readStockFacts, stockFactsStatements } from "../services/cart-lines";
import { groupOffError, oneShopError } from "../services/cart-messages";
import { presentCart } from "../services/cart-presenter";
import { cartStatements, ensureCartStatements, loadCart, openCartIdOf, readCart } from "../services/cart-store";
import { rateFor } from "../services/currency-rate";
import { ensureInviteStatement } from "../services/group-invite";
import { groupChanged, subscribeToGroup } from "../services/group-live";
import { flagOn, readSettings } from "../services/setting-flags";

type C = Context<ApiEnv>;

async function display(c: C, currencyId: number | null | undefined) {
  return currencyId ? rateFor(c.env.DB, currencyId, c.var.rate) : { currencyId: c.var.currencyId, rate: c.var.rate };
}

/**
 * The signed-in user's open cart, created for the shop when there is none (404 for a shop that
 * does not exist), read in the same D1 batch (plus any extra reads, e.g. the stocks a change touches).
 */
async function ownCart<const E extends readonly Statement<unknown>[] = []>(
  c: C,
  shopId: number,
  currency: { currencyId: number | null; rate: number },
  group: boolean,
  extra: E,
) {
  const d1 = c.env.DB;
  const ownerId = currentUser(c).id;
  const [shops, , , carts, members, lines, ...extraResults] = await batch(d1, [
    statement<{ id: number }>(d1, "SELECT id FROM shops WHERE id = ?1", shopId),
    ...ensureCartStatements(d1, ownerId, shopId, currency, group),
    ...cartStatements(d1, { ownerId }, c.var),
    ...extra,
  ]);
  if (shops.results.length === 0) throw notFound("Shop not found");
  const loaded = readCart([carts, members, lines]);
  if (!loaded) throw notFound("Cart not found");
  return { loaded, extra: extraResults };
}

/** Writes a line change and reads the cart back, in one batch. */
async function changeLines(
  c: C,
  body: { shop_id: number },
  changes: LineChange[],
  currency: { currencyId: number | null; rate: number },
) {
  const d1 = c.env.DB;
  const { loaded, extra } = await ownCart(c, body.shop_id, currency, false, stockFactsStatements(d1, changes));
  const member = ownerMember(loaded, currentUser(c).id);
  const writes = planLineChanges(d1, loaded, member, body.shop_id, changes, readStockFacts(extra), {
    mayMoveShop: true,
  });
  const { reads } = await batchWithReads(d1, writes, cartStatements(d1, loaded.cart.id, c.var));
  const after = readCart(reads);
  if (!after) throw notFound("Cart not found");
  // The line statements only write into a cart of the stocks' shop: a concurrent request that
  // gave the cart to another shop first leaves this one refused, with nothing written.
  if (after.cart.shop_id !== body.shop_id) throw oneShopError();
  if (after.cart.is_group === 1) await groupChanged(c, after.cart.id);
  return ok(c, presentCart(after, currency));
}

function ownerMember(loaded: NonNullable<Awaited<ReturnType<typeof loadCart>>>, userId: number) {
  const member = loaded.members.find((m) => m.user_id === userId);
  if (!member) throw notFound("Cart not found");
  return member;
}

async function respondCart(
  c: C,
  cartId: number,
  currency: { currencyId: number | null; rate: number },
  announce = false,
) {
  const loaded = await loadCart(c.env.DB, cartId, c.var);
  if (!loaded) throw notFound("Cart not found");
  if (announce && loaded.cart.is_group === 1) await groupChanged(c, cartId);
  return ok(c, presentCart(loaded, currency));
}

async function groupOrdersOn(d1: D1Database) {
  const settings = await readSettings(d1, ["group_order"]);
  return flagOn(settings.group_order);
}

/** Ids from a JSON body `{ids:[...]}` or from the query `ids[]=`. */
async function readIds(c: C) {
  const fromQuery = readQuery(c).ids;
  if (fromQuery !== undefined) return parseQuery(c, idsInput);
  return parseBody(c, idsInput);
}

export const cartRoutes = new Hono<ApiEnv>()
  .post("/dashboard/user/cart/insert-product", async (c) => {
    const body = await parseBody(c, insertProductBody);
    return changeLines(c, body, body.products, await display(c, body.currency_id));
  })
  .post("/dashboard/user/cart", async (c) => {
    const body = await parseBody(c, singleLineBody);
    // A named cart must be the user's own open cart (not someone else's, nor none at all).
    if (body.cart_id && (await openCartIdOf(c.env.DB, currentUser(c).id)) !== body.cart_id) {
      throw notFound("Cart not found");
    }
    return changeLines(c, body, [body], await display(c, body.currency_id));
  })
  .get("/dashboard/user/cart", async (c) => {
    const id = await openCartIdOf(c.env.DB, currentUser(c).id);
    if (id === null) throw notFound("Cart not found");
    return respondCart(c, id, await display(c, null));
  })
  .delete("/dashboard/user/cart/delete", async (c) => {
    const { ids } = await readIds(c);
    const marks = ids.map((_, i) => `?${i + 2}`).join(", ");
    const d1 = c.env.DB;
    const owner = currentUser(c).id;
    // The owner's group carts among them: their members are told the group is gone.
    const [groups, result] = await batch(d1, [
      statement<{ id: number }>(
        d1,
        `SELECT id FROM carts WHERE owner_id = ?1 AND ordered_at IS NULL AND is_group = 1 AND id IN (${marks})`,
        owner,
        ...ids,
      ),
      statement(d1, `DELETE FROM carts WHERE owner_id = ?1 AND ordered_at IS NULL AND id IN (${marks})`, owner, ...ids),
    ]);
    if (result.meta.changes === 0) throw notFound("Cart not found");
    for (const row of groups.results) await groupChanged(c, row.id);
    return ok(c, null, "Cart deleted");
  })
  .delete("/dashboard/user/cart/product/delete", async (c) => {
    const { ids } = await readIds(c);
    const marks = ids.map((_, i) => `?${i + 2}`).join(", ");
    // The owner may remove any line of the open cart, members' lines included.
    const result = await statement(
      c.env.DB,
      `DELETE FROM cart_details WHERE id IN (${marks}) AND user_cart_id IN (SELECT uc.id FROM user_carts uc
       JOIN carts ca ON ca.id = uc.cart_id WHERE ca.owner_id = ?1 AND ca.ordered_at IS NULL)`,
      currentUser(c).id,
      ...ids,
    ).run();
    if (result.meta.changes === 0) throw notFound("Cart line not found");
    const cartId = await openCartIdOf(c.env.DB, currentUser(c).id);
    return cartId === null ? ok(c, null) : respondCart(c, cartId, await display(c, null), true);
  })
  .post("/dashboard/user/cart/open", async (c) => {
    const body = await parseBody(c, openCartBody);
    if (!(await groupOrdersOn(c.env.DB))) throw groupOffError();
    const currency = await display(c, body.currency_id);
    const { loaded } = await ownCart(c, body.shop_id, currency, true, []);
    if (loaded.cart.shop_id !== body.shop_id) {
      if (loaded.lines.length > 0)
        throw badRequest("ERROR_400", "You can only add items from one restaurant to your shopping cart");
    }
    await batch(c.env.DB, [
      statement(
        c.env.DB,
        "UPDATE carts SET is_group = 1, shop_id = ?1, updated_at = ?2 WHERE id = ?3",
        body.shop_id,
        new Date().toISOString(),
        loaded.cart.id,
      ),
      ensureInviteStatement(c.env.DB, loaded.cart.id),
    ]);
    return respondCart(c, loaded.cart.id, currency);
  })
  .post("/dashboard/user/cart/set-group/:id{[0-9]+}", async (c) => {
    const cartId = Number(c.req.param("id"));
    const d1 = c.env.DB;
    const cart = await statement<{ is_group: number }>(
      d1,
      "SELECT is_group FROM carts WHERE id = ?1 AND owner_id = ?2 AND ordered_at IS NULL",
      cartId,
      currentUser(c).id,
    ).first();
    if (!cart) throw notFound("Cart not found");
    const turningOn = cart.is_group === 0;
    if (turningOn && !(await groupOrdersOn(d1))) throw groupOffError();
    const now = new Date().toISOString();
    // Leaving group mode sends the guests away with their lines and voids the share link.
    await batch(d1, [
      statement(d1, "UPDATE carts SET is_group = ?1, updated_at = ?2 WHERE id = ?3", turningOn ? 1 : 0, now, cartId),
      turningOn
        ? ensureInviteStatement(d1, cartId)
        : statement(d1, "UPDATE carts SET invite_token = NULL WHERE id = ?1", cartId),
      ...(turningOn ? [] : [statement(d1, "DELETE FROM user_carts WHERE cart_id = ?1 AND user_id IS NULL", cartId)]),
    ]);
    if (!turningOn) await groupChanged(c, cartId);
    return respondCart(c, cartId, await display(c, null));
  })
  .get("/dashboard/user/cart/live", async (c) => {
    // The owner listens to its own open group cart, authorised by its session.
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const row = await statement<{ id: number; member_id: number }>(
      d1,
      `SELECT c.id, m.id AS member_id FROM carts c JOIN user_carts m ON m.cart_id = c.id AND m.user_id = ?1
       WHERE c.owner_id = ?1 AND c.ordered_at IS NULL AND c.is_group = 1`,
      userId,
    ).first();
    if (!row) throw notFound("Cart not found");
    return subscribeToGroup(c.env, c.req.raw, row.id, row.member_id);
  })
  .delete("/dashboard/user/cart/member/delete", async (c) => {
    const q = parseQuery(c, memberIdsQuery);
    const d1 = c.env.DB;
    const owned = await statement(
      d1,
      "SELECT id FROM carts WHERE id = ?1 AND owner_id = ?2 AND ordered_at IS NULL",
      q.cart_id,
      currentUser(c).id,
    ).first();
    if (!owned) throw notFound("Cart not found");
    const uuids = [...new Set(q.ids)];
    const members = (first: number) =>
      `SELECT id FROM user_carts WHERE cart_id = ?1 AND user_id IS NULL AND kicked_at IS NULL
       AND uuid IN (${uuids.map((_, i) => `?${i + first}`).join(", ")})`;
    // Every uuid named must be a current guest of this cart, or nothing happens: the guard is
    // inside each statement, so a list mixing in someone else's member removes no one.
    const all = (first: number) => `(SELECT COUNT(*) FROM (${members(first)})) = ${uuids.length}`;
    const found = await statement<{ id: number }>(d1, members(2), q.cart_id, ...uuids).all();
    if (found.length !== uuids.length) throw notFound("Member not found");
    // A kicked member keeps its row (marked) so its next call can be told why; its lines go.
    const [, kicked] = await batch(d1, [
      statement(
        d1,
        `DELETE FROM cart_details WHERE user_cart_id IN (${members(2)}) AND ${all(2)}`,
        q.cart_id,
        ...uuids,
      ),
      statement(
        d1,
        `UPDATE user_carts SET kicked_at = ?2 WHERE id IN (${members(3)}) AND ${all(3)}`,
        q.cart_id,
        new Date().toISOString(),
        ...uuids,
      ),
    ]);
    if (kicked.meta.changes === 0) throw notFound("Member not found");
    await groupChanged(
      c,
      q.cart_id,
      found.map((m) => m.id),
    );
    return respondCart(c, q.cart_id, await display(c, null));
  })
  .post("/dashboard/user/cart/calculate/:id{[0-9]+}", async (c) => {
    const body = await parseBody(c, calculateBody);
    const result = await calculateCart(c, Number(c.req.param("id")), body);
    return ok(c, result);
  });
