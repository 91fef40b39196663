import { z } from "zod";
import { idField, pageQuery, queryInt } from "./fields";

/**
 * Requests of the shop staff's console, `/dashboard/seller/…` (apps/api/docs/seller.md). Every
 * list may be narrowed to one of the staff member's shops with `shop_id`.
 */
const shopFilter = { shop_id: queryInt("shop id").optional() };

const orderStatuses = ["new", "accepted", "cooking", "ready", "on_a_way", "delivered", "canceled"] as const;
const parcelStatuses = ["new", "accepted", "ready", "on_a_way", "delivered", "canceled"] as const;

export const sellerOrdersQuery = pageQuery.extend({
  ...shopFilter,
  status: z.enum(orderStatuses, { message: "The status is invalid." }).optional(),
});
export type SellerOrdersQuery = z.input<typeof sellerOrdersQuery>;

/** Orders changed after `since` (the cursor the previous answer gave; none: the last minute). */
export const sellerOrderUpdatesQuery = z.object({
  ...shopFilter,
  since: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, "The since must be a time the last answer gave.")
    .optional(),
});
export type SellerOrderUpdatesQuery = z.input<typeof sellerOrderUpdatesQuery>;

const reason = z.string().trim().max(500, "The reason may not be longer than 500 characters.").nullish();

export const sellerOrderStatusBody = z.object({
  status: z.enum(orderStatuses, { message: "The status is invalid." }),
  /** With `accepted`: how long the shop expects to prepare the order. */
  preparation_minutes: z.coerce
    .number({ message: "The preparation time must be a number of minutes." })
    .int("The preparation time must be a number of minutes.")
    .min(1, "The preparation time must be 1 to 240 minutes.")
    .max(240, "The preparation time must be 1 to 240 minutes.")
    .nullish(),
  /** With `canceled`: why the shop rejects or cancels the order (told to the customer). */
  reason,
});
export type SellerOrderStatusBody = z.input<typeof sellerOrderStatusBody>;

export const sellerRefundsQuery = pageQuery.extend({
  ...shopFilter,
  status: z.enum(["pending", "approved", "rejected"], { message: "The status is invalid." }).optional(),
});
export type SellerRefundsQuery = z.input<typeof sellerRefundsQuery>;

export const sellerRefundAnswerBody = z.object({
  answer: z.string().trim().max(500, "The answer may not be longer than 500 characters.").nullish(),
});
export type SellerRefundAnswerBody = z.input<typeof sellerRefundAnswerBody>;

/** Rejecting a refund request says why. */
export const sellerRefundRejectBody = z.object({
  answer: z
    .string({ message: "Required" })
    .trim()
    .min(1, "Required")
    .max(500, "The answer may not be longer than 500 characters."),
});
export type SellerRefundRejectBody = z.input<typeof sellerRefundRejectBody>;

export const sellerBookingsQuery = pageQuery.extend({
  ...shopFilter,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "The date must be YYYY-MM-DD."),
});
export type SellerBookingsQuery = z.input<typeof sellerBookingsQuery>;

export const sellerBookingStatusBody = z.object({
  status: z.enum(["accepted", "canceled"], { message: "The status is invalid." }),
});
export type SellerBookingStatusBody = z.input<typeof sellerBookingStatusBody>;

export const sellerParcelsQuery = pageQuery.extend({
  status: z.enum(parcelStatuses, { message: "The status is invalid." }).optional(),
});
export type SellerParcelsQuery = z.input<typeof sellerParcelsQuery>;

export const sellerParcelStatusBody = z.object({
  status: z.enum(parcelStatuses, { message: "The status is invalid." }),
});
export type SellerParcelStatusBody = z.input<typeof sellerParcelStatusBody>;

export const sellerStocksQuery = pageQuery.extend({ shop_id: idField("shop id") });
export type SellerStocksQuery = z.input<typeof sellerStocksQuery>;

/** A stock sold out (`quantity: 0`) or back on sale with so many. */
export const sellerStockBody = z.object({
  quantity: z.coerce
    .number({ message: "The quantity must be a whole number." })
    .int("The quantity must be a whole number.")
    .min(0, "The quantity must be 0 or more.")
    .max(1_000_000, "The quantity may not be greater than 1000000."),
});
export type SellerStockBody = z.input<typeof sellerStockBody>;

/** A shop closed for now (`open: false`) or open again. */
export const sellerShopOpenBody = z.object({
  open: z.boolean({ message: "The open field must be true or false." }),
});
export type SellerShopOpenBody = z.input<typeof sellerShopOpenBody>;

export const sellerRequests = {
  "GET /dashboard/seller/orders/paginate": { query: sellerOrdersQuery },
  "GET /dashboard/seller/orders/updates": { query: sellerOrderUpdatesQuery },
  "POST /dashboard/seller/orders/:id{[0-9]+}/status": { body: sellerOrderStatusBody },
  "GET /dashboard/seller/order-refunds/paginate": { query: sellerRefundsQuery },
  "POST /dashboard/seller/order-refunds/:id{[0-9]+}/approve": { body: sellerRefundAnswerBody },
  "POST /dashboard/seller/order-refunds/:id{[0-9]+}/reject": { body: sellerRefundRejectBody },
  "GET /dashboard/seller/bookings": { query: sellerBookingsQuery },
  "POST /dashboard/seller/bookings/:id{[0-9]+}/status": { body: sellerBookingStatusBody },
  "GET /dashboard/seller/parcel-orders/paginate": { query: sellerParcelsQuery },
  "POST /dashboard/seller/parcel-orders/:id{[0-9]+}/status": { body: sellerParcelStatusBody },
  "GET /dashboard/seller/stocks/paginate": { query: sellerStocksQuery },
  "POST /dashboard/seller/stocks/:id{[0-9]+}": { body: sellerStockBody },
  "POST /dashboard/seller/shops/:id{[0-9]+}/open": { body: sellerShopOpenBody },
} as const;
