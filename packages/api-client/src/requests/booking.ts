import { z } from "zod";
import { idField, pageQuery, pageQueryOpen } from "./fields";

const stamp = (field: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, `The ${field} must be YYYY-MM-DD HH:mm.`);

export const bookingCreateBody = z.object({
  table_id: idField("table id"),
  booking_id: idField("booking id").nullish(),
  start_date: stamp("start date"),
  end_date: stamp("end date").nullish(),
  guest: z.coerce.number().int("The guest must be an integer.").min(1, "The guest must be at least 1.").max(100),
  note: z.string().max(1000).nullish(),
});
export type BookingCreateBody = z.input<typeof bookingCreateBody>;

/** Without `date_from` the dates are read from today in the table's shop's time zone. */
export const disableDatesQuery = z.object({
  date_from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "The date from must be YYYY-MM-DD.")
    .optional(),
  date_to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "The date to must be YYYY-MM-DD.")
    .optional(),
});
export type DisableDatesQuery = z.input<typeof disableDatesQuery>;

export const shopSectionsQuery = pageQuery.extend({ shop_id: idField("shop id") }).passthrough();
export type ShopSectionsQuery = z.input<typeof shopSectionsQuery>;

/** The tables of one section, or without a section every table of the shop (one of the two). */
export const bookingTablesQuery = pageQuery
  .extend({ shop_section_id: idField("shop section id").optional(), shop_id: idField("shop id").optional() })
  .passthrough()
  .refine((q) => q.shop_section_id !== undefined || q.shop_id !== undefined, {
    message: "The shop id or the shop section id is required.",
    path: ["shop_id"],
  });
export type BookingTablesQuery = z.input<typeof bookingTablesQuery>;

/** The shops' booking settings (`GET /rest/booking/bookings`), of one shop when `shop_id` is given. */
export const bookingSettingsQuery = pageQuery.extend({ shop_id: idField("shop id").optional() }).passthrough();
export type BookingSettingsQuery = z.input<typeof bookingSettingsQuery>;

export const bookingRequests = {
  "GET /rest/booking/bookings": { query: bookingSettingsQuery },
  "GET /rest/booking/shop-sections": { query: shopSectionsQuery },
  "GET /rest/booking/tables": { query: bookingTablesQuery },
  "GET /rest/booking/disable-dates/table/:id{[0-9]+}": { query: disableDatesQuery },
  "POST /dashboard/user/my-bookings": { body: bookingCreateBody },
  "GET /dashboard/user/my-bookings": { query: pageQueryOpen },
} as const;
