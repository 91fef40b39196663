import { likedShopsBody, MAX_LIKED_SHOPS } from "@tiffin/api-client";
import { Hono } from "hono";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { notFound } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody } from "../http/validate";
import { addLikedShops, likedIds, removeLikedShop } from "../services/liked-shops";

/** At most this many liked shops are kept per user (the storefront's cookie holds as many). */
export { MAX_LIKED_SHOPS };

/** The signed-in user's liked shops: ids, newest first. */
export const likedShopRoutes = new Hono<ApiEnv>()
  .get("/dashboard/user/liked-shops", async (c) => ok(c, await likedIds(c.env.DB, currentUser(c).id)))
  // Adds shops (a visitor's cookie on sign-in, or one heart); unknown shops are skipped.
  .post("/dashboard/user/liked-shops", async (c) => {
    const { shop_ids } = await parseBody(c, likedShopsBody);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    await addLikedShops(d1, userId, shop_ids);
    return ok(c, await likedIds(d1, userId));
  })
  .delete("/dashboard/user/liked-shops/:shopId", async (c) => {
    const shopId = Number(c.req.param("shopId"));
    if (!Number.isInteger(shopId) || shopId <= 0) throw notFound();
    const d1 = c.env.DB;
    await removeLikedShop(d1, currentUser(c).id, shopId);
    return ok(c, await likedIds(d1, currentUser(c).id));
  });
