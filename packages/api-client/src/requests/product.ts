import { z } from "zod";
import { pageQuery, queryFlag, queryInt, queryNumber } from "./fields";

/** The columns a product list may be sorted by. */
export const PRODUCT_SORT_COLUMNS = [
  "id",
  "created_at",
  "price",
  "sold_count",
  "rating",
  "rating_avg",
  "kcal",
] as const;
export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];

export const productsPageQuery = pageQuery.extend({
  shop_id: queryInt("shop id").optional(),
  category_id: queryInt("category id").optional(),
  brand_id: queryInt("brand id").optional(),
  search: z.string().max(100).optional(),
  price_from: queryNumber("price from").optional(),
  price_to: queryNumber("price to").optional(),
  vegetarian: queryFlag("vegetarian").optional(),
  column: z.enum(PRODUCT_SORT_COLUMNS, { message: "The column is invalid." }).optional(),
});
export type ProductsPageQuery = z.input<typeof productsPageQuery>;

export const productSearchQuery = pageQuery.extend({
  search: z.string({ message: "Required" }).trim().min(1, "Required").max(100),
  shop_id: queryInt("shop id").optional(),
  address: z.object({ latitude: queryNumber("latitude"), longitude: queryNumber("longitude") }).optional(),
});
export type ProductSearchQuery = z.input<typeof productSearchQuery>;

export const avgPricesQuery = z.object({ shop_id: queryInt("shop id").optional() }).passthrough();
export type AvgPricesQuery = z.input<typeof avgPricesQuery>;

export const productRequests = {
  "GET /rest/products/paginate": { query: productsPageQuery },
  "GET /rest/products/search": { query: productSearchQuery },
  "GET /rest/products/most-sold": { query: productsPageQuery },
  "GET /rest/products/discount": { query: productsPageQuery },
  "GET /rest/products-avg-prices": { query: avgPricesQuery },
} as const;
