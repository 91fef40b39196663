import { z } from "zod";
import { translationSchema } from "./translation";

const id = z.number().int();

/** The small shop object inside a product, banner, branch or story. */
export const shopMiniSchema = z.object({
  id,
  uuid: z.string(),
  slug: z.string(),
  logo_img: z.string().nullable(),
  translation: z.object({ title: z.string() }).nullable(),
});

export const extraSchema = z.object({
  id,
  extra_group_id: id,
  value: z.string(),
  group: z.object({ id, type: z.enum(["text", "color", "image"]), translation: translationSchema.nullable() }),
});

const stockMoney = {
  price: z.number(),
  discount: z.number(),
  tax: z.number(),
  total_price: z.number(),
};

export const stockAddonSchema = z.object({
  id,
  stock_id: id,
  addon_id: id,
  product: z.object({
    id,
    uuid: z.string(),
    img: z.string().nullable(),
    translation: translationSchema.nullable(),
    stock: z.object({ id, quantity: z.number().int(), ...stockMoney }).nullable(),
  }),
});

/** One stock per combination of extras; total_price = max(price - discount + tax, 0). */
export const stockSchema = z.object({
  id,
  product_id: id,
  quantity: z.number().int(),
  ...stockMoney,
  addon: z.boolean(),
  extras: z.array(extraSchema),
  addons: z.array(stockAddonSchema),
});
export type Stock = z.infer<typeof stockSchema>;

export const productSchema = z.object({
  id,
  uuid: z.string(),
  shop_id: id,
  shop: shopMiniSchema.extend({ type: z.string(), open: z.boolean(), translation: translationSchema.nullable() }),
  category_id: id.nullable(),
  brand_id: id.nullable(),
  img: z.string().nullable(),
  tax: z.number(),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
  interval: z.number(),
  vegetarian: z.boolean(),
  kcal: z.number().nullable(),
  addon: z.boolean(),
  is_recommended: z.boolean(),
  translation: translationSchema.nullable(),
  locales: z.array(z.string()),
  unit: z.object({ id: id.nullable(), translation: translationSchema.nullable() }).nullable(),
  stocks: z.array(stockSchema),
  /** The first stock's money, for clients that show one price per product (Laravel's `stock`). */
  stock: z.object({ id, quantity: z.number().int(), ...stockMoney, bonus: z.null() }).nullable(),
  sold_count: z.number().int(),
  rating_avg: z.number().nullable(),
  reviews_count: z.number().int(),
  rating_percent: z.number(),
});
export type Product = z.infer<typeof productSchema>;

/** A search hit: the product plus its price (the first stock's price, or 0). */
export const productSearchHitSchema = productSchema.extend({ price: z.number() });
export type ProductSearchHit = z.infer<typeof productSearchHitSchema>;

export const categorySchema = z.object({
  id,
  uuid: z.string(),
  type: z.enum(["main", "shop", "receipt"]),
  parent_id: id.nullable(),
  img: z.string().nullable(),
  position: z.number().int(),
  translation: translationSchema.nullable(),
  locales: z.array(z.string()),
});
export type Category = z.infer<typeof categorySchema>;

export const shopProductsSchema = z.object({
  recommended: z.array(productSchema),
  all: z.array(categorySchema.extend({ products: z.array(productSchema) })),
});
export type ShopProducts = z.infer<typeof shopProductsSchema>;

/**
 * A product as a list shows it: everything but its `stocks` (each stock's extras and addons),
 * priced by `stock`, its first stock. What `shops/{id}/products?stocks=omit` answers; a host that
 * ignores `stocks=omit` answers whole products, which read as this too.
 */
export const listedProductSchema = productSchema.omit({ stocks: true });
export type ListedProduct = z.infer<typeof listedProductSchema>;

/** A shop's menu of listed products (`shops/{id}/products?stocks=omit`). */
export const shopMenuListSchema = z.object({
  recommended: z.array(listedProductSchema),
  all: z.array(categorySchema.extend({ products: z.array(listedProductSchema) })),
});
export type ShopMenuList = z.infer<typeof shopMenuListSchema>;

export const avgPricesSchema = z.object({ min: z.number(), max: z.number(), avg: z.number() });
