import { z } from "zod";
import { MAX_LIST, pageQuery, queryFlag, queryInt, queryNumber } from "./fields";

/** `x[0]=min&x[1]=max`, either end optional (read as a list when both are there). */
const range = (field: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? { 0: value[0], 1: value[1] } : value),
    z.object({ 0: queryNumber(field).optional(), 1: queryNumber(field).optional() }),
  );

const addressQuery = z.object({ latitude: queryNumber("latitude"), longitude: queryNumber("longitude") });

export const shopsPageQuery = pageQuery.extend({
  type: z.enum(["restaurant", "shop"], { message: "The type must be restaurant or shop." }).optional(),
  address: addressQuery.optional(),
  open: queryFlag("open").optional(),
  category_id: queryInt("category id").optional(),
  search: z.string().max(100).optional(),
  take: z.array(queryInt("take")).max(MAX_LIST, `The take may not have more than ${MAX_LIST} items.`).optional(),
  free_delivery: queryFlag("free delivery").optional(),
  deals: queryFlag("deals").optional(),
  has_discount: queryFlag("has discount").optional(),
  prices: range("price").optional(),
  rating: range("rating").optional(),
  order_by: z
    .enum(["new", "old", "best_sale", "low_sale", "high_rating", "low_rating", "trust_you"], {
      message: "The order by is invalid.",
    })
    .optional(),
});
export type ShopsPageQuery = z.input<typeof shopsPageQuery>;

export const shopSearchQuery = pageQuery.extend({
  search: z.string({ message: "Required" }).trim().min(1, "Required").max(100),
  address: addressQuery.optional(),
  open: queryFlag("open").optional(),
});
export type ShopSearchQuery = z.input<typeof shopSearchQuery>;

export const shopRequests = {
  "GET /rest/shops/paginate": { query: shopsPageQuery },
  "GET /rest/booking/shops/paginate": { query: shopsPageQuery },
  "GET /rest/shops/recommended": { query: shopsPageQuery },
  "GET /rest/shops/search": { query: shopSearchQuery },
} as const;
