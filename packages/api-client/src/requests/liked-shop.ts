import { z } from "zod";

/** At most this many liked shops are kept per user (the storefront's cookie holds as many). */
export const MAX_LIKED_SHOPS = 50;

export const likedShopsBody = z.object({ shop_ids: z.array(z.number().int().positive()).max(MAX_LIKED_SHOPS) });
export type LikedShopsBody = z.input<typeof likedShopsBody>;

export const likedShopRequests = {
  "POST /dashboard/user/liked-shops": { body: likedShopsBody },
} as const;
