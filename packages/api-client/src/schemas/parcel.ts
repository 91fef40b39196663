import { z } from "zod";
import { transactionSchema } from "./order";

export const parcelTypeSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  img: z.string().nullable(),
  max_g: z.number().int(),
  max_range: z.number(),
  price: z.number(),
  price_per_km: z.number(),
  options: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type ParcelType = z.infer<typeof parcelTypeSchema>;

export const parcelPriceSchema = z.object({ price: z.number(), km: z.number() });

export const parcelAddressSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  house: z.string().nullish(),
  stage: z.string().nullish(),
  room: z.string().nullish(),
});

export const parcelSchema = z.object({
  id: z.number().int(),
  status: z.enum(["new", "accepted", "ready", "on_a_way", "delivered", "canceled"]),
  type: parcelTypeSchema.nullable(),
  total_price: z.number(),
  km: z.number(),
  currency_id: z.number().int().nullable(),
  rate: z.number(),
  phone_from: z.string(),
  username_from: z.string(),
  address_from: parcelAddressSchema,
  phone_to: z.string(),
  username_to: z.string(),
  address_to: parcelAddressSchema,
  delivery_date: z.string(),
  delivery_time: z.string(),
  note: z.string().nullable(),
  description: z.string().nullable(),
  instruction: z.string().nullable(),
  notify: z.boolean(),
  transaction: transactionSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Parcel = z.infer<typeof parcelSchema>;
