import { z } from "zod";
import type { ApiClient } from "../client";
import type {
  BookingCreateBody,
  bookingTablesQuery,
  disableDatesQuery,
  pageQueryOpen,
  QueryInput,
  shopSectionsQuery,
} from "../requests";
import {
  bookingSettingSchema,
  bookingShopSchema,
  bookingTableSchema,
  disabledSlotSchema,
  reservationSchema,
  shopSectionSchema,
} from "../schemas/booking";
import { envelope, paginated } from "../schemas/envelope";

export const bookingShopResponse = envelope(bookingShopSchema);
export const shopSectionsResponse = paginated(shopSectionSchema);
export const bookingTablesResponse = paginated(bookingTableSchema);
export const bookingSettingsResponse = paginated(bookingSettingSchema);
export const disabledSlotsResponse = z.array(disabledSlotSchema);
export const reservationResponse = envelope(reservationSchema);
export const reservationsPageResponse = paginated(reservationSchema);

export async function getBookingShop(client: ApiClient, shopId: number) {
  return (await client.request(`rest/booking/shops/${shopId}`, { schema: bookingShopResponse })).data;
}

export function shopSections(client: ApiClient, query: QueryInput<typeof shopSectionsQuery>) {
  return client.request("rest/booking/shop-sections", { query: { ...query }, schema: shopSectionsResponse });
}

export function bookingTables(client: ApiClient, query: QueryInput<typeof bookingTablesQuery>) {
  return client.request("rest/booking/tables", { query: { ...query }, schema: bookingTablesResponse });
}

/** Taken slots of a table between two dates (a bare array). */
export function disabledDates(client: ApiClient, tableId: number, query: QueryInput<typeof disableDatesQuery>) {
  return client.request(`rest/booking/disable-dates/table/${tableId}`, {
    query: { ...query },
    schema: disabledSlotsResponse,
  });
}

export async function bookTable(client: ApiClient, body: BookingCreateBody) {
  return (await client.request("dashboard/user/my-bookings", { method: "POST", body, schema: reservationResponse }))
    .data;
}

export function myBookings(client: ApiClient, query: QueryInput<typeof pageQueryOpen> = {}) {
  return client.request("dashboard/user/my-bookings", { query: { ...query }, schema: reservationsPageResponse });
}

export async function getMyBooking(client: ApiClient, id: number) {
  return (await client.request(`dashboard/user/my-bookings/${id}`, { schema: reservationResponse })).data;
}

/** Cancels one of the user's bookings before it begins (409 when already canceled, 422 once begun). */
export async function cancelMyBooking(client: ApiClient, id: number) {
  return (
    await client.request(`dashboard/user/my-bookings/${id}/cancel`, { method: "POST", schema: reservationResponse })
  ).data;
}
