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
  "POST /rest/coupons/check": { body: couponCheckBody },
} as const;
