import { z } from "zod";
import { pageQuery, pageQueryOpen, queryInt, queryNumber, queryPerPage } from "./fields";

/** A shop's categories: up to 100 on a page by default. */
export const shopCategoriesQuery = pageQuery.extend({ perPage: queryPerPage(100) });
export type ShopCategoriesQuery = z.input<typeof shopCategoriesQuery>;

export const shopProductsPageQuery = pageQuery
  .extend({ category_id: queryInt("category id").optional() })
  .passthrough();
export type ShopProductsPageQuery = z.input<typeof shopProductsPageQuery>;

/**
 * A shop's whole menu. `stocks=omit` leaves out each product's `stocks` (its extras and addons):
 * a list shows one price per product, its `stock`, and a menu's stocks are most of its size.
 */
export const shopMenuQuery = z
  .object({ stocks: z.enum(["omit"], { message: "The stocks must be omit." }).optional() })
  .passthrough();
export type ShopMenuQuery = z.input<typeof shopMenuQuery>;

export const categoriesQuery = pageQuery
  .extend({
    type: z.enum(["main", "shop", "receipt"], { message: "The type must be main, shop or receipt." }).optional(),
  })
  .passthrough();
export type CategoriesQuery = z.input<typeof categoriesQuery>;

/** Brands and branches, optionally of one shop. */
export const byShopPageQuery = pageQuery.extend({ shop_id: queryInt("shop id").optional() }).passthrough();
export type ByShopPageQuery = z.input<typeof byShopPageQuery>;

export const deliveryZoneCheckQuery = z
  .object({
    address: z.object(
      { latitude: queryNumber("latitude"), longitude: queryNumber("longitude") },
      { message: "The address is required." },
    ),
  })
  .passthrough();
export type DeliveryZoneCheckQuery = z.input<typeof deliveryZoneCheckQuery>;

export const catalogueRequests = {
  "GET /rest/categories/sub-shop/:id{[0-9]+}": { query: pageQueryOpen },
  "GET /rest/shops/:id/categories": { query: shopCategoriesQuery },
  "GET /rest/shops/:id/products": { query: shopMenuQuery },
  "GET /rest/shops/:id/products/paginate": { query: shopProductsPageQuery },
  "GET /rest/shops/:id/products/recommended/paginate": { query: pageQueryOpen },
  "GET /rest/shops/:id/reviews": { query: pageQueryOpen },
  "GET /rest/categories/paginate": { query: categoriesQuery },
  "GET /rest/brands/paginate": { query: byShopPageQuery },
  "GET /rest/branches": { query: byShopPageQuery },
  "GET /rest/banners/paginate": { query: pageQueryOpen },
  "GET /rest/banners-ads": { query: pageQueryOpen },
  "GET /rest/stories/paginate": { query: pageQueryOpen },
  "GET /rest/shop/delivery-zone/check/distance": { query: deliveryZoneCheckQuery },
  "GET /rest/shop/:id/delivery-zone/check/distance": { query: deliveryZoneCheckQuery },
} as const;
