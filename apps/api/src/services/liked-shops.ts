import { MAX_LIKED_SHOPS } from "@tiffin/api-client";
import { batch, statement } from "../db/statements";

/** A user's liked shop ids, newest first (at most MAX_LIKED_SHOPS). */
export async function likedIds(d1: D1Database, userId: number): Promise<number[]> {
  const results = await statement<{ shop_id: number }>(
    d1,
    "SELECT shop_id FROM liked_shops WHERE user_id = ?1 ORDER BY created_at DESC, shop_id DESC LIMIT ?2",
    userId,
    MAX_LIKED_SHOPS,
  ).all();
  return results.map((row) => row.shop_id);
}

/** Likes the shops in one batch, the first id the newest (as in the cookie); unknown shops are skipped. */
export async function addLikedShops(d1: D1Database, userId: number, shopIds: readonly number[]): Promise<void> {
  const now = Date.now();
  const inserts = shopIds.map((shopId, index) =>
    statement(
      d1,
      `INSERT INTO liked_shops (user_id, shop_id, created_at) SELECT ?1, id, ?3 FROM shops WHERE id = ?2
         ON CONFLICT (user_id, shop_id) DO NOTHING`,
      userId,
      shopId,
      new Date(now - index).toISOString(),
    ),
  );
  if (inserts.length > 0) await batch(d1, inserts);
}

export async function removeLikedShop(d1: D1Database, userId: number, shopId: number): Promise<void> {
  await statement(d1, "DELETE FROM liked_shops WHERE user_id = ?1 AND shop_id = ?2", userId, shopId).run();
}
