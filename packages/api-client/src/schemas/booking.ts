import { z } from "zod";
import { closedDateSchema, shopSchema, workingDaySchema } from "./shop";

export const shopSectionSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  area: z.string(),
  img: z.string().nullable(),
  /** The area's name as a translation (`title` is `area`: a section's name is not translated). */
  translation: z.object({ id: z.number().int(), locale: z.string(), title: z.string() }).optional(),
});

export const bookingTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  chair_count: z.number().int(),
  shop_section_id: z.number().int(),
  shop_section: shopSectionSchema,
});

export const bookingShopSchema = shopSchema.extend({
  booking: z.object({ id: z.number().int(), max_time: z.number().int() }),
  booking_shop_working_days: z.array(workingDaySchema),
  booking_shop_closed_date: z.array(closedDateSchema),
});

/** A shop's booking settings: the longest stay in minutes and whether tables can be booked. */
export const bookingSettingSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  max_time: z.number().int(),
  active: z.boolean(),
});

export const disabledSlotSchema = z.object({ start_date: z.string(), end_date: z.string() });

export const reservationSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int().nullable(),
  table_id: z.number().int(),
  table: bookingTableSchema.nullable(),
  shop_id: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  guest: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(["new", "accepted", "canceled"]),
  created_at: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;
