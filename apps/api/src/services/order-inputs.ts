import { z } from "zod";
import { idField } from "./cart-inputs";
import { locationInput } from "./location";

const addressObject = z.object({
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
    address: z.union([addressObject, z.string().max(300)]).nullish(),
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

export type CreateOrderBody = z.infer<typeof createOrderBody>;
