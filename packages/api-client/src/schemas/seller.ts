import { z } from "zod";
import { reservationSchema } from "./booking";
import { orderSchema, orderStatusSchema, refundStatusSchema } from "./order";
import { parcelSchema } from "./parcel";

/** A shop the signed-in staff member runs (the console's shop picker). */
export const sellerShopSchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  type: z.string(),
  title: z.string(),
  logo_img: z.string().nullable(),
  /** Closed for now by its staff (`POST shops/{id}/open`). */
  open: z.boolean(),
  /** The shop's IANA time zone: its hours, slots and booking days are its wall clock there. */
  time_zone: z.string(),
  /** Orders waiting for the shop (status new). */
  new_orders: z.number().int(),
});
export type SellerShop = z.infer<typeof sellerShopSchema>;

/**
 * An order as its shop sees it: the customer's order (lines, addons, note, delivery or pickup,
 * slot, transaction) with what the console needs to act on it. The customer's data is only what
 * the order carries: its delivery address and contact phone, and the customer's name.
 */
export const sellerOrderSchema = orderSchema.extend({
  status_changed_at: z.string(),
  /** The statuses the shop may move it to now (core's shopOrderMoves); empty when final. */
  next_statuses: z.array(orderStatusSchema),
  preparation_minutes: z.number().int().nullable(),
  /** Why the shop rejected or canceled it. */
  status_reason: z.string().nullable(),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

/** `GET orders/updates`: orders changed since the cursor, and the cursor for the next call. */
export const sellerOrderUpdatesSchema = z.object({
  cursor: z.string(),
  orders: z.array(sellerOrderSchema),
});
export type SellerOrderUpdates = z.infer<typeof sellerOrderUpdatesSchema>;

export const sellerRefundSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  shop_id: z.number().int(),
  cause: z.string(),
  answer: z.string().nullable(),
  status: refundStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  order: z.object({
    id: z.number().int(),
    status: orderStatusSchema,
    total_price: z.number(),
    /** How it was paid (wallet, cash, a provider), null when never paid. */
    payment_tag: z.string().nullable(),
  }),
  user: z.object({ firstname: z.string().nullable(), lastname: z.string().nullable() }),
});
export type SellerRefund = z.infer<typeof sellerRefundSchema>;

export const sellerBookingSchema = reservationSchema.extend({
  user: z.object({ firstname: z.string().nullable(), lastname: z.string().nullable() }),
  next_statuses: z.array(z.enum(["accepted", "canceled"])),
});
export type SellerBooking = z.infer<typeof sellerBookingSchema>;

export const sellerParcelSchema = parcelSchema.extend({
  next_statuses: z.array(parcelSchema.shape.status),
});
export type SellerParcel = z.infer<typeof sellerParcelSchema>;

export const sellerStockSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  product_id: z.number().int(),
  product_title: z.string(),
  /** The stock's extras, e.g. "Large", or empty. */
  extras: z.array(z.string()),
  price: z.number(),
  quantity: z.number().int(),
  sold_out: z.boolean(),
});
export type SellerStock = z.infer<typeof sellerStockSchema>;
