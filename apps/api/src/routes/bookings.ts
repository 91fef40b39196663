import {
  bookingCreateBody,
  bookingSettingsQuery,
  bookingTablesQuery,
  disableDatesQuery,
  pageQueryOpen,
  shopSectionsQuery,
} from "@tiffin/api-client";
import { type BookingLimits, bookingLimitsFrom, bookingRulesFrom, clockIn, minutesStamp } from "@tiffin/core";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, HttpError, notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { checkSlot } from "../services/booking-rules";
import {
  activeShopBooking,
  cancelOwnBooking,
  customerBookingCounts,
  findOwnBooking,
  findTable,
  insertBooking,
  notifyBooked,
  ownBookingWithZone,
  pageShopBookings,
  pageShopSections,
  pageTables,
  pageUserBookings,
  presentBookings,
  presentSection,
  presentTable,
  tableTimeZone,
  takenSlots,
} from "../services/bookings";
import { shopClock } from "../services/market-clock";
import { flagOn, readSettings } from "../services/setting-flags";
import { loadShops } from "../services/shops";

/** Why a customer's booking was not written, when it was one of their limits (not the table being taken). */
async function refuseOverLimit(d1: D1Database, userId: number, start: string, end: string, limits: BookingLimits) {
  const counts = await customerBookingCounts(d1, userId, start, end);
  if ((counts?.slot ?? 0) >= limits.perSlot) {
    throw badRequest("ERROR_257", `You may hold at most ${limits.perSlot} booking(s) at one time`, {
      start_date: ["You already have a booking at that time."],
    });
  }
  if ((counts?.day ?? 0) >= limits.perDay) {
    throw badRequest("ERROR_258", `You may hold at most ${limits.perDay} booking(s) on one day`, {
      start_date: ["You have reached the day's bookings."],
    });
  }
}

async function requireReservations(d1: D1Database) {
  const { reservation_enable_for_user } = await readSettings(d1, ["reservation_enable_for_user"]);
  if (!flagOn(reservation_enable_for_user)) throw badRequest("ERROR_400", "Reservations are turned off");
}

const alreadyCanceled = () => new HttpError(409, "ERROR_409", "This booking is already canceled");
const bookingBegun = () =>
  new HttpError(422, "ERROR_422", "This booking has already begun, so it can no longer be canceled");

/** Today's date (YYYY-MM-DD) where the table's shop is; the UTC date for an unknown table. */
async function todayAtTable(d1: D1Database, tableId: number): Promise<string> {
  return shopClock(new Date(), (await tableTimeZone(d1, tableId)) ?? "UTC").date;
}

/** The page asked for, read with the route's query schema, and the rows it spans. */
function pageOf<S extends typeof pageQueryOpen>(c: Context<ApiEnv>, schema: S) {
  const q: z.infer<S> = parseQuery(c, schema);
  return { ...q, rows: { limit: q.perPage, offset: (q.page - 1) * q.perPage } };
}

export const bookingRoutes = new Hono<ApiEnv>()
  .get("/rest/booking/shops/:id{[0-9]+}", async (c) => {
    const d1 = c.env.DB;
    await requireReservations(d1);
    const booking = await activeShopBooking(d1, Number(c.req.param("id")));
    const [shop] = booking ? await loadShops(d1, [Number(c.req.param("id"))], c.var) : [];
    if (!booking || !shop) throw notFound("Shop not found");
    return ok(c, {
      ...shop,
      booking: { id: booking.id, max_time: booking.max_time },
      booking_shop_working_days: shop.shop_working_days,
      booking_shop_closed_date: shop.shop_closed_date,
    });
  })
  .get("/rest/booking/shop-sections", async (c) => {
    const page = pageOf(c, shopSectionsQuery);
    const { shop_id } = page;
    const d1 = c.env.DB;
    await requireReservations(d1);
    const { total, rows } = await pageShopSections(d1, shop_id, page.rows);
    const data = rows.map((s) => presentSection(s, c.var.lang));
    return paginated(c, data, total, page);
  })
  .get("/rest/booking/bookings", async (c) => {
    const page = pageOf(c, bookingSettingsQuery);
    const shopId = page.shop_id ?? null;
    const d1 = c.env.DB;
    await requireReservations(d1);
    const { total, rows } = await pageShopBookings(d1, shopId, page.rows);
    const data = rows.map((b) => ({ ...b, active: b.active === 1 }));
    return paginated(c, data, total, page);
  })
  .get("/rest/booking/tables", async (c) => {
    // The Foodyman client asks for every table of its shop (shop_id, no section).
    const q = parseQuery(c, bookingTablesQuery);
    const section = q.shop_section_id ?? null;
    const shop = q.shop_id ?? null;
    const d1 = c.env.DB;
    await requireReservations(d1);
    const { total, rows } = await pageTables(d1, section, shop, { limit: q.perPage, offset: (q.page - 1) * q.perPage });
    const data = rows.map((t) => presentTable(t, c.var.lang));
    return paginated(c, data, total, q);
  })
  .get("/rest/booking/disable-dates/table/:id{[0-9]+}", async (c) => {
    const q = parseQuery(c, disableDatesQuery);
    const d1 = c.env.DB;
    await requireReservations(d1);
    const tableId = Number(c.req.param("id"));
    // Without date_from: from today, in the time zone of the table's shop.
    const from = q.date_from ?? (await todayAtTable(d1, tableId));
    const to = q.date_to ?? (q.date_from ? q.date_from : "9999-12-31");
    const results = await takenSlots(d1, tableId, `${from} 00:00`, `${to} 24:00`);
    // A bare array, as the contract says.
    return c.json(results);
  })
  .post("/dashboard/user/my-bookings", async (c) => {
    const body = await parseBody(c, bookingCreateBody);
    const d1 = c.env.DB;
    await requireReservations(d1);
    const table = await findTable(d1, body.table_id);
    if (!table || table.booking_id === null) throw notFound("Table not found");
    if (body.booking_id && body.booking_id !== table.booking_id) {
      throw badRequest("ERROR_400", "The booking does not belong to this table's shop", {
        booking_id: ["The booking id is invalid."],
      });
    }
    if (body.guest > table.chair_count) {
      throw badRequest("ERROR_259", `This table seats ${table.chair_count}`, {
        guest: ["Too many guests for this table."],
      });
    }
    const settings = await readSettings(d1, [
      "reservation_time_durations",
      "reservation_before_time",
      "min_reservation_time",
      "booking_limit_per_slot",
      "booking_limit_per_day",
    ]);
    const limits = bookingLimitsFrom(settings);
    const [shop] = await loadShops(d1, [table.shop_id], c.var);
    if (!shop) throw notFound("Shop not found");
    const [from, to] = checkSlot(
      body.start_date,
      body.end_date,
      shop,
      bookingRulesFrom(settings, table.max_time),
      new Date(),
    );
    const start = minutesStamp(from);
    const end = minutesStamp(to);
    // The overlap check, the customer's limits and the insert are one statement (insertBooking).
    const row = await insertBooking(
      d1,
      {
        userId: currentUser(c).id,
        bookingId: table.booking_id,
        tableId: table.id,
        start,
        end,
        guest: body.guest,
        note: body.note ?? null,
      },
      limits,
    );
    if (!row) await refuseOverLimit(d1, currentUser(c).id, start, end, limits);
    if (!row)
      throw badRequest("ERROR_400", "This table is already booked at that time", {
        start_date: ["The table is taken."],
      });
    await notifyBooked(d1, currentUser(c).id, row, table.name);
    const [booking] = await presentBookings(d1, [row]);
    return ok(c, booking, "Table booked");
  })
  .get("/dashboard/user/my-bookings", async (c) => {
    const page = pageOf(c, pageQueryOpen);
    const d1 = c.env.DB;
    const { total, rows } = await pageUserBookings(d1, currentUser(c).id, page.rows);
    const data = await presentBookings(d1, rows);
    return paginated(c, data, total, page);
  })
  .get("/dashboard/user/my-bookings/:id{[0-9]+}", async (c) => {
    const row = await findOwnBooking(c.env.DB, Number(c.req.param("id")), currentUser(c).id);
    if (!row) throw notFound("Booking not found");
    const [booking] = await presentBookings(c.env.DB, [row]);
    return ok(c, booking);
  })
  .post("/dashboard/user/my-bookings/:id{[0-9]+}/cancel", async (c) => {
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const row = await ownBookingWithZone(d1, Number(c.req.param("id")), userId);
    if (!row) throw notFound("Booking not found");
    if (row.status === "canceled") throw alreadyCanceled();
    // Start times are the shop's wall clock ("YYYY-MM-DD HH:mm"), so "now" is read there too.
    const clock = clockIn(new Date(), row.time_zone);
    if (row.start_date <= `${clock.date} ${clock.time}`) throw bookingBegun();
    // Canceled only if still as read: of two cancels at once, one wins and the other is told.
    if (!(await cancelOwnBooking(d1, userId, row))) throw alreadyCanceled();
    const [booking] = await presentBookings(d1, [{ ...row, status: "canceled" }]);
    return ok(c, booking, "Booking canceled");
  });
