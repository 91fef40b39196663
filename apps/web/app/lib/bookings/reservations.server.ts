import { type AppLoadContext, data } from "@remix-run/cloudflare";
import {
  type ApiClient,
  ApiError,
  bookingTables,
  disabledDates,
  getBookingShop,
  getMyBooking,
  getSettings,
  paginateBookingShops,
  type Reservation,
  settingsToMap,
  shopSections,
} from "@tiffin/api-client";
import {
  bookingDates,
  bookingLimitsFrom,
  bookingRulesFrom,
  bookingSlots,
  clockIn,
  type ShopSchedule,
} from "@tiffin/core";
import { apiFor } from "../api.server";
import { orElse } from "../catalogue/catalogue.server";
import type { BookingTexts } from "../i18n/booking-bundles";
import { fillText } from "../i18n/content-bundles";
import { requireSignedIn } from "../require-user.server";
import { orSignOut } from "../session-user.server";

/** How many days ahead a table can be booked. */
export const BOOKING_DAYS = 14;

export interface ReservationQuery {
  shop: number | null;
  section: number | null;
  table: number | null;
  guests: number;
  date: string | null;
}

const id = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The page's choices from its query string; anything malformed is as if not chosen. */
export function readReservationQuery(params: URLSearchParams): ReservationQuery {
  const guests = Number(params.get("guests"));
  const date = params.get("date");
  return {
    shop: id(params.get("shop")),
    section: id(params.get("section")),
    table: id(params.get("table")),
    guests: Number.isSafeInteger(guests) && guests > 0 && guests <= 100 ? guests : 2,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
  };
}

const hidden = () => data(null, { status: 404, statusText: "Not Found" });

/** A signed-in reader's api-client, when the settings turn a service on; otherwise the 404 page. */
export async function requireService(
  request: Request,
  context: AppLoadContext,
  flag: "reservation_enable_for_user" | "active_parcel",
): Promise<{ api: ApiClient; settings: Record<string, string> }> {
  await requireSignedIn(request, context);
  const api = apiFor(request, context);
  const settings = settingsToMap(await orElse(getSettings(api), []));
  if (settings[flag] !== "1" && settings[flag] !== "true") throw hidden();
  return { api, settings };
}

const name = (shop: { id: number; translation: { title?: string | null } | null }) =>
  shop.translation?.title ?? `#${shop.id}`;

/**
 * Everything the booking form shows for the chosen restaurant, zone, table, guests and date:
 * each choice falls back on the first that fits, and the free start times come from the shared
 * rules of @tiffin/core, judged on the shop's clock with the table's booked ranges taken out.
 */
export async function reservationForm(api: ApiClient, settings: Record<string, string>, q: ReservationQuery) {
  const shops = (await paginateBookingShops(api, { perPage: 50 })).data.map((s) => ({ id: s.id, name: name(s) }));
  const shopId = shops.find((s) => s.id === q.shop)?.id ?? shops[0]?.id ?? null;
  if (shopId === null) return { shops, shopId, sections: [], tables: [], dates: [], slots: [], ...empty(q) };
  const [shop, sectionPage] = await Promise.all([
    getBookingShop(api, shopId),
    shopSections(api, { shop_id: shopId, perPage: 50 }),
  ]);
  const sections = sectionPage.data.map((s) => ({ id: s.id, name: s.area }));
  const sectionId = sections.find((s) => s.id === q.section)?.id ?? sections[0]?.id ?? null;
  const tables =
    sectionId === null
      ? []
      : (await bookingTables(api, { shop_section_id: sectionId, perPage: 50 })).data.map((t) => ({
          id: t.id,
          name: t.name,
          seats: t.chair_count,
        }));
  const table =
    tables.find((t) => t.id === q.table && t.seats >= q.guests) ?? tables.find((t) => t.seats >= q.guests) ?? null;
  const schedule: ShopSchedule = {
    shop_working_days: shop.booking_shop_working_days,
    shop_closed_date: shop.booking_shop_closed_date,
  };
  const clock = clockIn(new Date(), shop.time_zone);
  const dates = table ? bookingDates(schedule, clock.date, BOOKING_DAYS) : [];
  const date = q.date && dates.includes(q.date) ? q.date : (dates[0] ?? null);
  const closedDay = q.date !== null && q.date !== date;
  const taken = table && date ? await disabledDates(api, table.id, { date_from: date, date_to: date }) : [];
  const rules = bookingRulesFrom(settings, shop.booking.max_time);
  const slots = table && date ? bookingSlots(schedule, date, rules, `${clock.date} ${clock.time}`, taken) : [];
  return {
    shops,
    shopId,
    shopName: name(shop),
    bookingId: shop.booking.id,
    sections,
    sectionId,
    tables,
    tableId: table?.id ?? null,
    /** When no table of the zone seats the guests: how many the largest one seats. */
    largestTable: table === null && tables.length > 0 ? Math.max(...tables.map((t) => t.seats)) : null,
    guests: q.guests,
    dates,
    date,
    closedDay,
    slots,
  };
}

function empty(q: ReservationQuery) {
  return {
    shopName: "",
    bookingId: null,
    sectionId: null,
    tableId: null,
    largestTable: null,
    guests: q.guests,
    date: null,
    closedDay: false,
  };
}

/** The signed-in user's booking; anyone else's (or none) is the 404 page. */
export async function ownBooking(api: ApiClient, value: string | undefined): Promise<Reservation> {
  const bookingId = id(value ?? null);
  if (bookingId === null) throw hidden();
  try {
    return await orSignOut(getMyBooking(api, bookingId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw hidden();
    throw error;
  }
}

/**
 * The reader's sentence for a booking the API refused (400), or null when it is not one of the
 * refusals the form knows: the table taken, the customer's limits (with the settings' counts,
 * read through core's `bookingLimitsFrom` as the API does) and too many guests for the table.
 */
export function bookingRefusal(
  error: ApiError,
  texts: BookingTexts["reservations"],
  settings: Record<string, string>,
): string | null {
  const limits = bookingLimitsFrom(settings);
  switch (error.statusCode) {
    case "ERROR_257":
      return fillText(texts.limitPerSlot, { count: limits.perSlot });
    case "ERROR_258":
      return fillText(texts.limitPerDay, { count: limits.perDay });
    case "ERROR_259":
      return texts.guestsOverTable;
  }
  if (error.params?.start_date?.includes("The table is taken.")) return texts.taken;
  return null;
}

/** The reader's sentence for a cancel the API refused: already canceled (409) or begun (422). */
export function cancelRefusal(error: ApiError, texts: BookingTexts["reservations"]): string {
  if (error.status === 409) return texts.alreadyCanceled;
  if (error.status === 422) return texts.alreadyBegun;
  return texts.cancelFailed;
}
