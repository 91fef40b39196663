import { z } from "zod";
import { translationSchema } from "./translation";

export const weekdaySchema = z.enum(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
export type Weekday = z.infer<typeof weekdaySchema>;

export const workingDaySchema = z.object({
  day: weekdaySchema,
  from: z.string().regex(/^\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{2}-\d{2}$/),
  disabled: z.boolean(),
});
export type WorkingDay = z.infer<typeof workingDaySchema>;

export const closedDateSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

export const shopTagSchema = z.object({
  id: z.number().int(),
  img: z.string().nullable(),
  translation: translationSchema.nullable(),
});

export const shopSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  type: z.enum(["restaurant", "shop"]),
  translation: translationSchema.nullable(),
  locales: z.array(z.string()),
  logo_img: z.string().nullable(),
  background_img: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(shopTagSchema),
  price: z.number(),
  price_per_km: z.number(),
  tax: z.number(),
  service_fee: z.number(),
  min_amount: z.number(),
  open: z.boolean(),
  status: z.string(),
  /** IANA zone of the shop's working hours. */
  time_zone: z.string().default("Europe/London"),
  is_recommended: z.boolean(),
  delivery_time: z.object({ from: z.number(), to: z.number(), type: z.enum(["minute", "hour", "day"]) }),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  rating_avg: z.number().nullable(),
  reviews_count: z.number().int(),
  products_count: z.number().int(),
  discounts_count: z.number().int(),
  bonus: z.unknown().nullable(),
  discount: z.unknown().nullable(),
  shop_payments: z.array(z.object({ payment: z.object({ id: z.number().int(), tag: z.string() }) })),
  shop_working_days: z.array(workingDaySchema),
  shop_closed_date: z.array(closedDateSchema),
});
export type Shop = z.infer<typeof shopSchema>;
