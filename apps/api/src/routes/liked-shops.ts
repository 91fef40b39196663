import { likedShopsBody, MAX_LIKED_SHOPS } from "@tiffin/api-client";
import { Hono } from "hono";
import { batch, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { notFound } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody } from "../http/validate";

/** At most this many liked shops are kept per user (the storefront's cookie holds as many). */
export { MAX_LIKED_SHOPS };

async function likedIds(d1: D1Database, userId: number): Promise<number[]> {
  const results = await statement<{ shop_id: number }>(
    d1,
    "SELECT shop_id FROM liked_shops WHERE user_id = ?1 ORDER BY created_at DESC, shop_id DESC LIMIT ?2",
    userId,
    MAX_LIKED_SHOPS,
  ).all();
  return results.map((row) => row.shop_id);
}

/** The signed-in user's liked shops: ids, newest first. */
export const likedShopRoutes = new Hono<ApiEnv>()
  .get("/dashboard/user/liked-shops", async (c) => ok(c, await likedIds(c.env.DB, currentUser(c).id)))
  // Adds shops (a visitor's cookie on sign-in, or one heart); unknown shops are skipped.
  .post("/dashboard/user/liked-shops", async (c) => {
    const { shop_ids } = await parseBody(c, likedShopsBody);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const now = Date.now();
    // The first id of the list is the newest, as in the cookie.
    const inserts = shop_ids.map((shopId, index) =>
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
    return ok(c, await likedIds(d1, userId));
  })
  .delete("/dashboard/user/liked-shops/:shopId", async (c) => {
    const shopId = Number(c.req.param("shopId"));
    if (!Number.isInteger(shopId) || shopId <= 0) throw notFound();
    const d1 = c.env.DB;
    await statement(d1, "DELETE FROM liked_shops WHERE user_id = ?1 AND shop_id = ?2", currentUser(c).id, shopId).run();
    return ok(c, await likedIds(d1, currentUser(c).id));
  });
