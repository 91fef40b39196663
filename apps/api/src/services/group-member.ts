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
