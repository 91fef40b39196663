import { statement } from "../db/statements";

/** A customer's own order and its shop, for a chat about it; null for anyone else's order. */
export async function customerOrderShop(d1: D1Database, orderId: number, userId: number) {
  return statement<{ id: number; shop_id: number }>(
    d1,
    "SELECT id, shop_id FROM orders WHERE id = ?1 AND user_id = ?2",
    orderId,
    userId,
  ).first();
}
