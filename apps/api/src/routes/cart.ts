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
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody, parseQuery, readQuery } from "../http/validate";
import { calculateCart } from "../services/calculate";
import { type LineChange, planLineChanges, readStockFacts, stockFactsStatements } from "../services/cart-lines";
import { groupOffError, oneShopError } from "../services/cart-messages";
import {
  deleteOwnCartLines,
  deleteOwnCarts,
  ensureOwnCart,
  guestIds,
  kickGuests,
  openGroupCart,
  ownGroupCartMember,
  ownOpenCart,
  setGroupMode,
  writeLinesAndRead,
} from "../services/cart-owner";
import { presentCart } from "../services/cart-presenter";
import { loadCart, openCartIdOf } from "../services/cart-store";
import { rateFor } from "../services/currency-rate";
import { groupChanged, subscribeToGroup } from "../services/group-live";
import { flagOn, readSettings } from "../services/setting-flags";

type C = Context<ApiEnv>;

async function display(c: C, currencyId: number | null | undefined) {
  return currencyId ? rateFor(c.env.DB, currencyId, c.var.rate) : { currencyId: c.var.currencyId, rate: c.var.rate };
}

/** Writes a line change and reads the cart back, in one batch. */
async function changeLines(
  c: C,
  body: { shop_id: number },
  changes: LineChange[],
  currency: { currencyId: number | null; rate: number },
) {
  const d1 = c.env.DB;
  const { loaded, extra } = await ensureOwnCart(
    d1,
    currentUser(c).id,
    body.shop_id,
    currency,
    false,
    c.var,
    stockFactsStatements(d1, changes),
  );
  const member = ownerMember(loaded, currentUser(c).id);
  const writes = planLineChanges(d1, loaded, member, body.shop_id, changes, readStockFacts(extra), {
    mayMoveShop: true,
  });
  const after = await writeLinesAndRead(d1, writes, loaded.cart.id, c.var);
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
    // The owner's group carts among them: their members are told the group is gone.
    const { groupIds, deleted } = await deleteOwnCarts(c.env.DB, currentUser(c).id, ids);
    if (deleted === 0) throw notFound("Cart not found");
    for (const id of groupIds) await groupChanged(c, id);
    return ok(c, null, "Cart deleted");
  })
  .delete("/dashboard/user/cart/product/delete", async (c) => {
    const { ids } = await readIds(c);
    // The owner may remove any line of the open cart, members' lines included.
    const removed = await deleteOwnCartLines(c.env.DB, currentUser(c).id, ids);
    if (removed === 0) throw notFound("Cart line not found");
    const cartId = await openCartIdOf(c.env.DB, currentUser(c).id);
    return cartId === null ? ok(c, null) : respondCart(c, cartId, await display(c, null), true);
  })
  .post("/dashboard/user/cart/open", async (c) => {
    const body = await parseBody(c, openCartBody);
    if (!(await groupOrdersOn(c.env.DB))) throw groupOffError();
    const currency = await display(c, body.currency_id);
    const { loaded } = await ensureOwnCart(c.env.DB, currentUser(c).id, body.shop_id, currency, true, c.var, []);
    if (loaded.cart.shop_id !== body.shop_id) {
      if (loaded.lines.length > 0)
        throw badRequest("ERROR_400", "You can only add items from one restaurant to your shopping cart");
    }
    await openGroupCart(c.env.DB, loaded.cart.id, body.shop_id);
    return respondCart(c, loaded.cart.id, currency);
  })
  .post("/dashboard/user/cart/set-group/:id{[0-9]+}", async (c) => {
    const cartId = Number(c.req.param("id"));
    const d1 = c.env.DB;
    const cart = await ownOpenCart(d1, cartId, currentUser(c).id);
    if (!cart) throw notFound("Cart not found");
    const turningOn = cart.is_group === 0;
    if (turningOn && !(await groupOrdersOn(d1))) throw groupOffError();
    // Leaving group mode sends the guests away with their lines and voids the share link.
    await setGroupMode(d1, cartId, turningOn);
    if (!turningOn) await groupChanged(c, cartId);
    return respondCart(c, cartId, await display(c, null));
  })
  .get("/dashboard/user/cart/live", async (c) => {
    // The owner listens to its own open group cart, authorised by its session.
    const row = await ownGroupCartMember(c.env.DB, currentUser(c).id);
    if (!row) throw notFound("Cart not found");
    return subscribeToGroup(c.env, c.req.raw, row.id, row.member_id);
  })
  .delete("/dashboard/user/cart/member/delete", async (c) => {
    const q = parseQuery(c, memberIdsQuery);
    const d1 = c.env.DB;
    const owned = await ownOpenCart(d1, q.cart_id, currentUser(c).id);
    if (!owned) throw notFound("Cart not found");
    const uuids = [...new Set(q.ids)];
    // Every uuid named must be a current guest of this cart, or nothing happens (kickGuests).
    const found = await guestIds(d1, q.cart_id, uuids);
    if (found.length !== uuids.length) throw notFound("Member not found");
    const kicked = await kickGuests(d1, q.cart_id, uuids);
    if (kicked === 0) throw notFound("Member not found");
    await groupChanged(c, q.cart_id, found);
    return respondCart(c, q.cart_id, await display(c, null));
  })
  .post("/dashboard/user/cart/calculate/:id{[0-9]+}", async (c) => {
    const body = await parseBody(c, calculateBody);
    const result = await calculateCart(c, Number(c.req.param("id")), body);
    return ok(c, result);
  });
