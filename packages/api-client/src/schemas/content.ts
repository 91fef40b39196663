import { z } from "zod";
import { translationSchema } from "./translation";

const id = z.number().int();

export const blogSchema = z.object({
  id,
  uuid: z.string(),
  type: z.enum(["blog", "notification"]),
  img: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  translation: translationSchema.extend({ short_desc: z.string().nullable() }).nullable(),
  locales: z.array(z.string()),
});
export type Blog = z.infer<typeof blogSchema>;

/** A recipe's ingredients or steps: an HTML list in `title`, the plain texts in `list`. */
export const recipeTextSchema = z.object({ id, locale: z.string(), title: z.string(), list: z.array(z.string()) });

export const receiptSchema = z.object({
  id,
  shop_id: id.nullable(),
  category_id: id.nullable(),
  img: z.string().nullable(),
  active_time: z.number().int(),
  total_time: z.number().int(),
  calories: z.number().int(),
  servings: z.number().int(),
  translation: translationSchema.nullable(),
  /** `title` is the HTML list (as the Foodyman clients show it), `list` its plain texts. */
  ingredients: recipeTextSchema.nullable(),
  instructions: recipeTextSchema.nullable(),
  /** Nutrition facts besides `calories` (none are kept: an empty list). */
  nutritions: z.array(
    z.object({
      id,
      weight: z.string(),
      percentage: z.string(),
      translation: z.object({ id, locale: z.string(), title: z.string() }).nullable(),
    }),
  ),
  locales: z.array(z.string()),
  created_at: z.string(),
  /** Only on one recipe: its shop (null when the shop is not approved). */
  shop: z
    .object({
      id,
      uuid: z.string(),
      slug: z.string(),
      logo_img: z.string().nullable(),
      translation: z.object({ id, locale: z.string(), title: z.string() }).nullable(),
    })
    .nullable()
    .optional(),
  /** Only on one recipe: the products it needs, each a stock of the recipe's shop. */
  stocks: z
    .array(
      z.object({
        id,
        quantity: z.number().int().positive(),
        /** The product's least quantity per order. */
        min_quantity: z.number().int(),
        price: z.number(),
        in_stock: z.boolean(),
        product: z.object({
          id,
          uuid: z.string(),
          shop_id: id,
          img: z.string().nullable(),
          title: z.string(),
          translation: z.object({ id, locale: z.string(), title: z.string() }).nullable(),
        }),
      }),
    )
    .optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const careerSchema = z.object({
  id,
  category_id: id.nullable(),
  location: z.string().nullable(),
  translation: translationSchema.nullable(),
  locales: z.array(z.string()),
  created_at: z.string(),
});

export const faqSchema = z.object({
  id,
  uuid: z.string(),
  type: z.string(),
  translation: z.object({ id, locale: z.string(), question: z.string(), answer: z.string() }).nullable(),
  created_at: z.string(),
});

export const pageSchema = z.object({
  id,
  type: z.string(),
  img: z.string().nullable(),
  translation: translationSchema.nullable(),
  locales: z.array(z.string()),
  created_at: z.string(),
});

/** The UI text bundle of a locale: flattened keys ("ns.key") to texts. */
export const uiTextsSchema = z.record(z.string(), z.string());

export const referralSchema = z.object({
  id,
  price_from: z.number(),
  price_to: z.number(),
  img: z.string().nullable(),
  expired_at: z.string().nullable(),
  translation: translationSchema.extend({ faq: z.string().nullable() }).nullable(),
});

export const paymentMethodSchema = z.object({ id, tag: z.string(), active: z.boolean(), sandbox: z.boolean() });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const couponSchema = z.object({
  id,
  shop_id: id.nullable(),
  name: z.string(),
  type: z.enum(["fix", "percent"]),
  for: z.enum(["total_price", "delivery_fee"]),
  price: z.number(),
  qty: z.number().int(),
  expired_at: z.string(),
});
