import { statement } from "../db/statements";
import { groupOffError, invalidGroupError, kickedError } from "./cart-messages";
import { type Locale, loadCart, memberByUuid } from "./cart-store";
import { flagOn, readSettings } from "./setting-flags";

/**
 * The group cart a member acts on: 400 "invalid group order" for an unknown cart, uuid or a
 * cart that is no longer a group; "kicked" for a member the owner removed.
 */
export async function memberCart(d1: D1Database, cartId: number, uuid: string | undefined, locale: Locale) {
  await requireGroupOrders(d1);
  const member = uuid ? await memberByUuid(d1, uuid) : null;
  if (!member || member.cart_id !== cartId) throw invalidGroupError();
  if (member.kicked_at) throw kickedError();
  const loaded = await loadCart(d1, cartId, locale);
  if (loaded?.cart.is_group !== 1) throw invalidGroupError();
  return { loaded, member };
}

export async function requireGroupOrders(d1: D1Database) {
  const { group_order } = await readSettings(d1, ["group_order"]);
  if (!flagOn(group_order)) throw groupOffError();
}

/** Adds a guest member, only while the cart is still an open group with that same token; whether it was added. */
export async function insertGuestMember(
  d1: D1Database,
  cartId: number,
  name: string,
  uuid: string,
  inviteToken: string | null,
): Promise<boolean> {
  const inserted = await statement(
    d1,
    `INSERT INTO user_carts (cart_id, user_id, name, uuid, created_at)
     SELECT id, NULL, ?2, ?3, ?4 FROM carts
     WHERE id = ?1 AND is_group = 1 AND ordered_at IS NULL AND invite_token = ?5`,
    cartId,
    name,
    uuid,
    new Date().toISOString(),
    inviteToken,
  ).run();
  return inserted.meta.changes > 0;
}

/** Deletes those of the line ids that are the member's own; how many went. */
export async function deleteMemberLines(d1: D1Database, memberId: number, ids: readonly number[]): Promise<number> {
  const marks = ids.map((_, i) => `?${i + 2}`).join(", ");
  const result = await statement(
    d1,
    `DELETE FROM cart_details WHERE user_cart_id = ?1 AND id IN (${marks})`,
    memberId,
    ...ids,
  ).run();
  return result.meta.changes;
}

/** A guest member leaves: their row goes, and their lines with it (ON DELETE CASCADE). */
export async function deleteGuestMember(d1: D1Database, memberId: number, cartId: number): Promise<void> {
  await statement(
    d1,
    "DELETE FROM user_carts WHERE id = ?1 AND cart_id = ?2 AND user_id IS NULL",
    memberId,
    cartId,
  ).run();
}

export async function setMemberStatus(d1: D1Database, memberId: number, status: "choosing" | "done"): Promise<void> {
  await statement(d1, "UPDATE user_carts SET status = ?1 WHERE id = ?2", status, memberId).run();
}
