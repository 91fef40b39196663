import { z } from "zod";
import { cartStockSchema } from "./cart";
import { locationSchema } from "./location";
import { shopSchema } from "./shop";

export const orderStatusSchema = z.enum(["new", "accepted", "cooking", "ready", "on_a_way", "delivered", "canceled"]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

const orderLineSchema = z.object({
  id: z.number().int(),
  stock: cartStockSchema,
  quantity: z.number().int(),
  origin_price: z.number(),
  total_price: z.number(),
  tax: z.number(),
  discount: z.number(),
  /** Who added the line, for a group order. */
  member_name: z.string().nullable(),
});

export const orderDetailSchema = orderLineSchema.extend({ addons: z.array(orderLineSchema) });

export const transactionSchema = z.object({
  id: z.number().int(),
  price: z.number(),
  status: z.enum(["progress", "paid", "canceled", "rejected"]),
  created_at: z.string(),
  payment_system: z.object({ tag: z.string() }),
  /** Money given back for this payment (on an order's transaction): to the wallet or through the provider. */
  refund: z
    .object({ status: z.enum(["pending", "succeeded", "failed"]), price: z.number() })
    .nullable()
    .optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const refundStatusSchema = z.enum(["pending", "approved", "rejected"]);

export const orderRefundSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  cause: z.string(),
  answer: z.string().nullable(),
  status: refundStatusSchema,
  created_at: z.string(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  user_id: z.number().int(),
  shop_id: z.number().int(),
  status: orderStatusSchema,
  delivery_type: z.enum(["delivery", "pickup"]),
  delivery_date: z.string(),
  delivery_time: z.string(),
  location: locationSchema.nullable(),
  address: z.record(z.string(), z.string().nullable()).nullable(),
  km: z.number(),
  total_price: z.number(),
  origin_price: z.number(),
  tax: z.number(),
  shop_tax: z.number(),
  service_fee: z.number(),
  delivery_fee: z.number(),
  total_discount: z.number(),
  coupon_price: z.number(),
  tips: z.number(),
  rate: z.number(),
  note: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  details: z.array(orderDetailSchema),
  shop: shopSchema.nullable(),
  currency: z
    .object({ id: z.number().int(), symbol: z.string(), title: z.string(), position: z.string(), rate: z.number() })
    .nullable(),
  user: z
    .object({
      id: z.number().int(),
      uuid: z.string(),
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
      img: z.string().nullable(),
    })
    .nullable(),
  deliveryman: z.null(),
  transaction: transactionSchema.nullable(),
  review: z
    .object({
      id: z.number().int(),
      order_id: z.number().int(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  order_refunds: z.array(orderRefundSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const refundListItemSchema = orderRefundSchema.extend({
  updated_at: z.string(),
  order: z.object({ id: z.number().int(), status: orderStatusSchema, total_price: z.number() }),
});

/** One `status` event of an order's live stream (GET /dashboard/user/orders/{id}/live). */
export const orderStatusEventSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  status_changed_at: z.string(),
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;
