import { batch, batchWithReads, type Statement, statement } from "../db/statements";
import { notFound } from "../http/errors";
import { cartStatements, ensureCartStatements, type LoadedCart, type Locale, readCart } from "./cart-store";
import { ensureInviteStatement } from "./group-invite";

type Currency = { currencyId: number | null; rate: number };

/**
 * The owner's open cart, created for the shop when there is none (404 for a shop that does not
 * exist), read in the same D1 batch (plus any extra reads, e.g. the stocks a change touches).
 */
export async function ensureOwnCart<const E extends readonly Statement<unknown>[] = []>(
  d1: D1Database,
  ownerId: number,
  shopId: number,
  currency: Currency,
  group: boolean,
  locale: Locale,
  extra: E,
) {
  const [shops, , , carts, members, lines, ...extraResults] = await batch(d1, [
    statement<{ id: number }>(d1, "SELECT id FROM shops WHERE id = ?1", shopId),
    ...ensureCartStatements(d1, ownerId, shopId, currency, group),
    ...cartStatements(d1, { ownerId }, locale),
    ...extra,
  ]);
  if (shops.results.length === 0) throw notFound("Shop not found");
  const loaded = readCart([carts, members, lines]);
  if (!loaded) throw notFound("Cart not found");
  return { loaded, extra: extraResults };
}

/** Runs a cart's line writes and reads the cart back, in one batch; null when the cart is gone. */
export async function writeLinesAndRead(
  d1: D1Database,
  writes: readonly Statement<unknown>[],
  cartId: number,
  locale: Locale,
): Promise<LoadedCart | null> {
  const { reads } = await batchWithReads(d1, writes, cartStatements(d1, cartId, locale));
  return readCart(reads);
}

function marks(ids: readonly unknown[], first: number): string {
  return ids.map((_, i) => `?${i + first}`).join(", ");
}

/**
 * Deletes those of the ids that are the owner's open carts, in one batch; the ids of the group
 * carts among them (their members are told) and how many carts went.
 */
export async function deleteOwnCarts(d1: D1Database, ownerId: number, ids: readonly number[]) {
  const [groups, result] = await batch(d1, [
    statement<{ id: number }>(
      d1,
      `SELECT id FROM carts WHERE owner_id = ?1 AND ordered_at IS NULL AND is_group = 1 AND id IN (${marks(ids, 2)})`,
      ownerId,
      ...ids,
    ),
    statement(
      d1,
      `DELETE FROM carts WHERE owner_id = ?1 AND ordered_at IS NULL AND id IN (${marks(ids, 2)})`,
      ownerId,
      ...ids,
    ),
  ]);
  return { groupIds: groups.results.map((row) => row.id), deleted: result.meta.changes };
}

/** Deletes those of the line ids that are in the owner's open cart (members' lines included); how many went. */
export async function deleteOwnCartLines(d1: D1Database, ownerId: number, ids: readonly number[]): Promise<number> {
  const result = await statement(
    d1,
    `DELETE FROM cart_details WHERE id IN (${marks(ids, 2)}) AND user_cart_id IN (SELECT uc.id FROM user_carts uc
     JOIN carts ca ON ca.id = uc.cart_id WHERE ca.owner_id = ?1 AND ca.ordered_at IS NULL)`,
    ownerId,
    ...ids,
  ).run();
  return result.meta.changes;
}

/** Makes the cart a group cart of the shop with an invite token, in one batch. */
export async function openGroupCart(d1: D1Database, cartId: number, shopId: number): Promise<void> {
  await batch(d1, [
    statement(
      d1,
      "UPDATE carts SET is_group = 1, shop_id = ?1, updated_at = ?2 WHERE id = ?3",
      shopId,
      new Date().toISOString(),
      cartId,
    ),
    ensureInviteStatement(d1, cartId),
  ]);
}

/** The owner's open cart's group flag, or null when the cart is not the owner's open cart. */
export async function ownOpenCart(d1: D1Database, cartId: number, ownerId: number) {
  return statement<{ is_group: number }>(
    d1,
    "SELECT is_group FROM carts WHERE id = ?1 AND owner_id = ?2 AND ordered_at IS NULL",
    cartId,
    ownerId,
  ).first();
}

/**
 * Turns group mode on (with an invite token) or off, in one batch: leaving it sends the guests
 * away with their lines and voids the share link.
 */
export async function setGroupMode(d1: D1Database, cartId: number, on: boolean): Promise<void> {
  const now = new Date().toISOString();
  await batch(d1, [
    statement(d1, "UPDATE carts SET is_group = ?1, updated_at = ?2 WHERE id = ?3", on ? 1 : 0, now, cartId),
    on
      ? ensureInviteStatement(d1, cartId)
      : statement(d1, "UPDATE carts SET invite_token = NULL WHERE id = ?1", cartId),
    ...(on ? [] : [statement(d1, "DELETE FROM user_carts WHERE cart_id = ?1 AND user_id IS NULL", cartId)]),
  ]);
}

/** The user's own open group cart and their member row in it, or null. */
export async function ownGroupCartMember(d1: D1Database, userId: number) {
  return statement<{ id: number; member_id: number }>(
    d1,
    `SELECT c.id, m.id AS member_id FROM carts c JOIN user_carts m ON m.cart_id = c.id AND m.user_id = ?1
     WHERE c.owner_id = ?1 AND c.ordered_at IS NULL AND c.is_group = 1`,
    userId,
  ).first();
}

/** The current guests of the cart among the uuids (their ids are `?first` on, after the cart's `?1`). */
function guestsAmong(uuids: readonly string[], first: number): string {
  return `SELECT id FROM user_carts WHERE cart_id = ?1 AND user_id IS NULL AND kicked_at IS NULL
     AND uuid IN (${marks(uuids, first)})`;
}

/** The ids of the cart's current guests among the uuids. */
export async function guestIds(d1: D1Database, cartId: number, uuids: readonly string[]): Promise<number[]> {
  const found = await statement<{ id: number }>(d1, guestsAmong(uuids, 2), cartId, ...uuids).all();
  return found.map((m) => m.id);
}

/**
 * Kicks the guests named, in one batch: a kicked member keeps its row (marked) so its next call
 * can be told why; its lines go. Every uuid must be a current guest of this cart, or nothing
 * happens: the guard is inside each statement, so a list mixing in someone else's member removes
 * no one. How many members were marked.
 */
export async function kickGuests(d1: D1Database, cartId: number, uuids: readonly string[]): Promise<number> {
  const all = (first: number) => `(SELECT COUNT(*) FROM (${guestsAmong(uuids, first)})) = ${uuids.length}`;
  const [, kicked] = await batch(d1, [
    statement(
      d1,
      `DELETE FROM cart_details WHERE user_cart_id IN (${guestsAmong(uuids, 2)}) AND ${all(2)}`,
      cartId,
      ...uuids,
    ),
    statement(
      d1,
      `UPDATE user_carts SET kicked_at = ?2 WHERE id IN (${guestsAmong(uuids, 3)}) AND ${all(3)}`,
      cartId,
      new Date().toISOString(),
      ...uuids,
    ),
  ]);
  return kicked.meta.changes;
}
