import { z } from "zod";
import { pageQuery, pageQueryOpen, queryInt } from "./fields";

export const blogsQuery = pageQuery
  .extend({
    type: z.enum(["blog", "notification"], { message: "The type must be blog or notification." }).optional(),
  })
  .passthrough();
export type BlogsQuery = z.input<typeof blogsQuery>;

export const receiptsQuery = pageQuery
  .extend({ shop_id: queryInt("shop id").optional(), category_id: queryInt("category id").optional() })
  .passthrough();
export type ReceiptsQuery = z.input<typeof receiptsQuery>;

/** `type=all_about`: the about page and its sections; another type: that page; none: every page. */
export const pagesQuery = pageQuery
  .extend({
    type: z
      .string()
      .regex(/^[a-z_-]{1,40}$/, "The type is invalid.")
      .optional(),
  })
  .passthrough();
export type PagesQuery = z.input<typeof pagesQuery>;

export const couponCheckBody = z.object({
  coupon: z.string({ message: "Required" }).trim().min(1, "Required").max(64),
  shop_id: z.coerce.number({ message: "Required" }).int("Required").positive("Required"),
});
export type CouponCheckBody = z.input<typeof couponCheckBody>;

export const contentRequests = {
  "GET /rest/blogs/paginate": { query: blogsQuery },
  "GET /rest/receipts/paginate": { query: receiptsQuery },
  "GET /rest/careers/paginate": { query: pageQueryOpen },
  "GET /rest/faqs/paginate": { query: pageQueryOpen },
  "GET /rest/pages/paginate": { query: pagesQuery },
  "POST /rest/coupons/check": { body: couponCheckBody },
} as const;
