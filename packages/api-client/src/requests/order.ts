import { z } from "zod";
import { idField, locationInput, pageQuery } from "./fields";

const statuses = ["new", "accepted", "cooking", "ready", "on_a_way", "delivered", "canceled"] as const;

export const ordersPageQuery = pageQuery.extend({
  status: z.enum(statuses, { message: "The status is invalid." }).optional(),
  statuses: z
    .array(z.enum(statuses, { message: "The status is invalid." }))
    .max(statuses.length, `The statuses may not have more than ${statuses.length} items.`)
    .optional(),
});
export type OrdersPageQuery = z.input<typeof ordersPageQuery>;

export const orderReviewBody = z.object({
  rating: z.coerce
    .number()
    .int("The rating must be an integer.")
    .min(1, "The rating must be 1 to 5.")
    .max(5, "The rating must be 1 to 5."),
  comment: z.string().trim().max(1000).nullish(),
});
export type OrderReviewBody = z.input<typeof orderReviewBody>;

export const orderRefundBody = z.object({
  order_id: idField("order id"),
  cause: z.string().trim().min(1, "Required").max(1000),
});
export type OrderRefundBody = z.input<typeof orderRefundBody>;

/** `?status=canceled` of a customer's status change (only cancelling is allowed). */
export const statusChangeQuery = z.object({ status: z.string().optional() });
export type StatusChangeQuery = z.input<typeof statusChangeQuery>;

const orderAddress = z.object({
  address: z.string().max(300).nullish(),
  office: z.string().max(60).nullish(),
  house: z.string().max(60).nullish(),
  floor: z.string().max(60).nullish(),
});

export const createOrderBody = z
  .object({
    cart_id: idField("cart id"),
    shop_id: idField("shop id"),
    currency_id: idField("currency id").nullish(),
    rate: z.coerce.number().optional(),
    delivery_type: z.enum(["delivery", "pickup"], { message: "The delivery type must be delivery or pickup." }),
    delivery_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "The delivery date must be YYYY-MM-DD."),
    delivery_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The delivery time must be HH:mm."),
    location: locationInput.nullish(),
    address: z.union([orderAddress, z.string().max(300)]).nullish(),
    address_id: idField("address id").nullish(),
    coupon: z.string().trim().max(64).nullish(),
    note: z.string().max(1000).nullish(),
    phone: z.string().max(30).nullish(),
    username: z.string().max(100).nullish(),
    payment_id: idField("payment id").nullish(),
    tips: z.coerce.number().min(0).max(100_000).nullish(),
    /** The same key sent again (double click, retry) answers the order it already made. */
    idempotency_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, "The idempotency key must be 8 to 64 letters, digits, - or _.")
      .nullish(),
  })
  .refine((b) => b.delivery_type === "pickup" || b.location, {
    message: "The location is required for delivery.",
    path: ["location"],
  });

/** The order request as a client builds it, and as the server reads it. */
export type CreateOrderBody = z.input<typeof createOrderBody>;
export type CreateOrder = z.infer<typeof createOrderBody>;
/** The order request as a client sends it: the delivery point as `[latitude, longitude]`. */
export type CreateOrderWire = Omit<CreateOrder, "location"> & { location?: [number, number] | null };

export const orderRequests = {
  "POST /dashboard/user/orders": { body: createOrderBody },
  "GET /dashboard/user/orders/paginate": { query: ordersPageQuery },
  "POST /dashboard/user/orders/:id{[0-9]+}/status/change": { query: statusChangeQuery },
  "POST /dashboard/user/orders/review/:id{[0-9]+}": { body: orderReviewBody },
  "GET /dashboard/user/order-refunds/paginate": { query: pageQuery },
  "POST /dashboard/user/order-refunds": { body: orderRefundBody },
} as const;
