import { z } from "zod";
import type { lineSchema } from "../requests/cart";

export const cartStockSchema = z.object({
  id: z.number().int(),
  price: z.number(),
  quantity: z.number().int(),
  discount: z.number(),
  tax: z.number(),
  total_price: z.number(),
  addon: z.boolean(),
  product: z.object({
    id: z.number().int(),
    uuid: z.string(),
    shop_id: z.number().int(),
    img: z.string().nullable(),
    tax: z.number(),
    translation: z.object({ id: z.number().int(), locale: z.string(), title: z.string() }).nullable(),
    /** The product's unit (a cart's lines; an order's lines leave it out). */
    unit: z
      .object({
        id: z.number().int(),
        translation: z.object({ id: z.number().int(), locale: z.string(), title: z.string() }).nullable(),
      })
      .nullable()
      .optional(),
  }),
});
export type CartStock = z.infer<typeof cartStockSchema>;

export const cartLineSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  /** (stock price + tax) × quantity */
  price: z.number(),
  discount: z.number(),
  bonus: z.boolean(),
  parent_id: z.number().int().nullable(),
  stock: cartStockSchema,
});

export const cartDetailSchema = cartLineSchema.extend({ addons: z.array(cartLineSchema) });
export type CartDetail = z.infer<typeof cartDetailSchema>;

export const memberStatusSchema = z.enum(["choosing", "done"]);

export const groupMemberSchema = z.object({
  id: z.number().int(),
  cart_id: z.number().int(),
  name: z.string(),
  uuid: z.string(),
  status: memberStatusSchema,
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const userCartSchema = groupMemberSchema.extend({
  /** Only the owner and the member itself see a member's uuid (its credential). */
  uuid: z.string().nullable(),
  user_id: z.number().int().nullable(),
  cartDetails: z.array(cartDetailSchema),
});
export type UserCart = z.infer<typeof userCartSchema>;

export const cartSchema = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  shop_id: z.number().int(),
  total_price: z.number(),
  currency_id: z.number().int().nullable(),
  rate: z.number(),
  group: z.boolean(),
  user_carts: z.array(userCartSchema),
  /** The owner's view of a group cart: the token its share link carries. */
  invite_token: z.string().nullable().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartTotalsSchema = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      stock_id: z.number().int(),
      parent_id: z.number().int().nullable(),
      quantity: z.number().int(),
      price: z.number(),
      tax: z.number(),
      discount: z.number(),
      total_price: z.number(),
    }),
  ),
  price: z.number(),
  total_discount: z.number(),
  total_tax: z.number(),
  total_shop_tax: z.number(),
  delivery_fee: z.number(),
  service_fee: z.number(),
  tips: z.number(),
  coupon_price: z.number(),
  rate: z.number(),
  total_price: z.number(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

/** What insert-product and POST /rest/cart take for one line. */
/** One cart line as the API reads it. */
export type CartLineInput = z.infer<typeof lineSchema>;
