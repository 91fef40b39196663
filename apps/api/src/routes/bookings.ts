import type { reservationSchema } from "@tiffin/api-client";
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
import { batch, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, HttpError, notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { abortedAsUnchanged, abortUnlessChanged } from "../services/batch-mark";
import { checkSlot } from "../services/booking-rules";
import { shopClock } from "../services/market-clock";
import { notificationStatement } from "../services/notify";
import { flagOn, readSettings } from "../services/setting-flags";
import { loadShops } from "../services/shops";

/** Why a customer's booking was not written, when it was one of their limits (not the table being taken). */
async function refuseOverLimit(d1: D1Database, userId: number, start: string, end: string, limits: BookingLimits) {
  const mine = "SELECT COUNT(*) FROM user_bookings WHERE user_id = ?1 AND status <> 'canceled'";
  const counts = await statement<{ slot: number; day: number }>(
    d1,
    `SELECT (${mine} AND start_date < ?3 AND end_date > ?2) AS slot,
       (${mine} AND substr(start_date, 1, 10) = substr(?2, 1, 10)) AS day`,
    userId,
    start,
    end,
  ).first();
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

interface TableRow {
  id: number;
  name: string;
  chair_count: number;
  section_id: number;
  shop_id: number;
  area: string;
  img: string | null;
  booking_id: number | null;
  max_time: number | null;
}

const TABLE_SELECT = `SELECT t.id, t.name, t.chair_count, s.id AS section_id, s.shop_id, s.area, s.img, b.id AS booking_id, b.max_time
  FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id
  LEFT JOIN bookings b ON b.shop_id = s.shop_id AND b.active = 1`;

/**
 * A section as the Foodyman client reads it: its area is its name, also given as
 * `translation.title` (areas are not translated, so the locale is the request's).
 */
const presentSection = (s: { id: number; shop_id: number; area: string; img: string | null }, locale?: string) => ({
  id: s.id,
  shop_id: s.shop_id,
  area: s.area,
  img: s.img,
  ...(locale === undefined ? {} : { translation: { id: s.id, locale, title: s.area } }),
});

/** A table with its section (the section's translation when the request's locale is given). */
const presentTable = (t: TableRow, locale?: string) => ({
  id: t.id,
  name: t.name,
  chair_count: t.chair_count,
  shop_section_id: t.section_id,
  shop_section: presentSection({ id: t.section_id, shop_id: t.shop_id, area: t.area, img: t.img }, locale),
});

export interface BookingRow {
  id: number;
  user_id: number;
  booking_id: number | null;
  table_id: number;
  start_date: string;
  end_date: string;
  guest: number;
  note: string | null;
  status: z.input<typeof reservationSchema>["status"];
  created_at: string;
}

export async function presentBookings(
  d1: D1Database,
  rows: BookingRow[],
): Promise<z.input<typeof reservationSchema>[]> {
  if (rows.length === 0) return [];
  const results = await statement<TableRow>(
    d1,
    `${TABLE_SELECT} WHERE t.id IN (${rows.map((r) => r.table_id).join(",")})`,
  ).all();
  const tables = new Map(results.map((t) => [t.id, t]));
  return rows.map((r) => {
    const table = tables.get(r.table_id);
    return {
      id: r.id,
      booking_id: r.booking_id,
      table_id: r.table_id,
      table: table ? presentTable(table) : null,
      shop_id: table?.shop_id ?? null,
      start_date: r.start_date,
      end_date: r.end_date,
      guest: r.guest,
      note: r.note,
      status: r.status,
      created_at: r.created_at,
    };
  });
}

const alreadyCanceled = () => new HttpError(409, "ERROR_409", "This booking is already canceled");
const bookingBegun = () =>
  new HttpError(422, "ERROR_422", "This booking has already begun, so it can no longer be canceled");

/** One of the user's bookings with its shop's time zone; null when it is not theirs. */
async function ownBookingWithZone(d1: D1Database, id: number, userId: number) {
  const row = await statement<BookingRow & { time_zone: string }>(
    d1,
    `SELECT b.*, sh.time_zone FROM user_bookings b JOIN booking_tables t ON t.id = b.table_id
     JOIN shop_sections s ON s.id = t.shop_section_id JOIN shops sh ON sh.id = s.shop_id
     WHERE b.id = ?1 AND b.user_id = ?2`,
    id,
    userId,
  ).first();
  return row ? { ...row, time_zone: row.time_zone || "UTC" } : null;
}

/** Today's date (YYYY-MM-DD) where the table's shop is; the UTC date for an unknown table. */
async function todayAtTable(d1: D1Database, tableId: number): Promise<string> {
  const shop = await statement<{ time_zone: string }>(
    d1,
    `SELECT sh.time_zone FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id
     JOIN shops sh ON sh.id = s.shop_id WHERE t.id = ?1`,
    tableId,
  ).first();
  return shopClock(new Date(), shop?.time_zone ?? "UTC").date;
}

/** The page asked for, read with the route's query schema, and its LIMIT clause. */
function pageOf<S extends typeof pageQueryOpen>(c: Context<ApiEnv>, schema: S) {
  const q: z.infer<S> = parseQuery(c, schema);
  return { ...q, limit: `LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}` };
}

export const bookingRoutes = new Hono<ApiEnv>()
  .get("/rest/booking/shops/:id{[0-9]+}", async (c) => {
    const d1 = c.env.DB;
    await requireReservations(d1);
    const booking = await statement<{ id: number; max_time: number }>(
      d1,
      "SELECT id, max_time FROM bookings WHERE shop_id = ?1 AND active = 1",
      Number(c.req.param("id")),
    ).first();
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
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(d1, "SELECT COUNT(*) AS n FROM shop_sections WHERE shop_id = ?1", shop_id),
      statement<{ id: number; shop_id: number; area: string; img: string | null }>(
        d1,
        `SELECT id, shop_id, area, img FROM shop_sections WHERE shop_id = ?1 ORDER BY id ${page.limit}`,
        shop_id,
      ),
    ]);
    const data = rows.results.map((s) => presentSection(s, c.var.lang));
    return paginated(c, data, count.results[0]?.n ?? 0, page);
  })
  .get("/rest/booking/bookings", async (c) => {
    const page = pageOf(c, bookingSettingsQuery);
    const shopId = page.shop_id ?? null;
    const d1 = c.env.DB;
    await requireReservations(d1);
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(
        d1,
        "SELECT COUNT(*) AS n FROM bookings WHERE active = 1 AND (?1 IS NULL OR shop_id = ?1)",
        shopId,
      ),
      statement<{ id: number; shop_id: number; max_time: number; active: number }>(
        d1,
        `SELECT id, shop_id, max_time, active FROM bookings WHERE active = 1 AND (?1 IS NULL OR shop_id = ?1)
         ORDER BY id ${page.limit}`,
        shopId,
      ),
    ]);
    const data = rows.results.map((b) => ({ ...b, active: b.active === 1 }));
    return paginated(c, data, count.results[0]?.n ?? 0, page);
  })
  .get("/rest/booking/tables", async (c) => {
    // The Foodyman client asks for every table of its shop (shop_id, no section).
    const q = parseQuery(c, bookingTablesQuery);
    const section = q.shop_section_id ?? null;
    const shop = q.shop_id ?? null;
    const limit = `LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`;
    const where = "(?1 IS NULL OR t.shop_section_id = ?1) AND (?2 IS NULL OR s.shop_id = ?2)";
    const d1 = c.env.DB;
    await requireReservations(d1);
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(
        d1,
        `SELECT COUNT(*) AS n FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id WHERE ${where}`,
        section,
        shop,
      ),
      statement<TableRow>(d1, `${TABLE_SELECT} WHERE ${where} ORDER BY t.id ${limit}`, section, shop),
    ]);
    const data = rows.results.map((t) => presentTable(t, c.var.lang));
    return paginated(c, data, count.results[0]?.n ?? 0, q);
  })
  .get("/rest/booking/disable-dates/table/:id{[0-9]+}", async (c) => {
    const q = parseQuery(c, disableDatesQuery);
    const d1 = c.env.DB;
    await requireReservations(d1);
    const tableId = Number(c.req.param("id"));
    // Without date_from: from today, in the time zone of the table's shop.
    const from = q.date_from ?? (await todayAtTable(d1, tableId));
    const to = q.date_to ?? (q.date_from ? q.date_from : "9999-12-31");
    const results = await statement<{ start_date: string; end_date: string }>(
      d1,
      `SELECT start_date, end_date FROM user_bookings WHERE table_id = ?1 AND status <> 'canceled'
       AND start_date < ?3 AND end_date > ?2 ORDER BY start_date`,
      tableId,
      `${from} 00:00`,
      `${to} 24:00`,
    ).all();
    // A bare array, as the contract says.
    return c.json(results);
  })
  .post("/dashboard/user/my-bookings", async (c) => {
    const body = await parseBody(c, bookingCreateBody);
    const d1 = c.env.DB;
    await requireReservations(d1);
    const table = await statement<TableRow>(d1, `${TABLE_SELECT} WHERE t.id = ?1`, body.table_id).first();
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
    const now = new Date().toISOString();
    // The overlap check, the customer's limits and the insert are one statement, so neither two
    // requests for one table nor one customer's requests for many tables can race past them.
    const mine = "SELECT COUNT(*) FROM user_bookings WHERE user_id = ?1 AND status <> 'canceled'";
    const [inserted] = await batch(d1, [
      statement<BookingRow>(
        d1,
        `INSERT INTO user_bookings (user_id, booking_id, table_id, start_date, end_date, guest, note, status, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 'new', ?8
           WHERE NOT EXISTS (SELECT 1 FROM user_bookings WHERE table_id = ?3 AND status <> 'canceled'
             AND start_date < ?5 AND end_date > ?4)
           AND (${mine} AND start_date < ?5 AND end_date > ?4) < ?9
           AND (${mine} AND substr(start_date, 1, 10) = substr(?4, 1, 10)) < ?10
           RETURNING *`,
        currentUser(c).id,
        table.booking_id,
        table.id,
        start,
        end,
        body.guest,
        body.note ?? null,
        now,
        limits.perSlot,
        limits.perDay,
      ),
    ]);
    const row = inserted.results[0];
    if (!row) await refuseOverLimit(d1, currentUser(c).id, start, end, limits);
    if (!row)
      throw badRequest("ERROR_400", "This table is already booked at that time", {
        start_date: ["The table is taken."],
      });
    await batch(d1, [
      notificationStatement(d1, {
        userId: currentUser(c).id,
        type: "new_booking",
        title: "Table booked",
        body: `${table.name}, ${start}`,
        data: { id: row.id, type: "booking", status: "new" },
      }),
    ]);
    const [booking] = await presentBookings(d1, [row]);
    return ok(c, booking, "Table booked");
  })
  .get("/dashboard/user/my-bookings", async (c) => {
    const page = pageOf(c, pageQueryOpen);
    const d1 = c.env.DB;
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(d1, "SELECT COUNT(*) AS n FROM user_bookings WHERE user_id = ?1", currentUser(c).id),
      statement<BookingRow>(
        d1,
        `SELECT * FROM user_bookings WHERE user_id = ?1 ORDER BY id DESC ${page.limit}`,
        currentUser(c).id,
      ),
    ]);
    const data = await presentBookings(d1, rows.results);
    return paginated(c, data, count.results[0]?.n ?? 0, page);
  })
  .get("/dashboard/user/my-bookings/:id{[0-9]+}", async (c) => {
    const row = await statement<BookingRow>(
      c.env.DB,
      "SELECT * FROM user_bookings WHERE id = ?1 AND user_id = ?2",
      Number(c.req.param("id")),
      currentUser(c).id,
    ).first();
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
    try {
      // Canceled only if still as read: of two cancels at once, one wins and the other is told.
      await batch(d1, [
        statement(
          d1,
          "UPDATE user_bookings SET status = 'canceled' WHERE id = ?1 AND user_id = ?2 AND status = ?3",
          row.id,
          userId,
          row.status,
        ),
        abortUnlessChanged(d1),
        notificationStatement(d1, {
          userId,
          type: "booking_status",
          title: "Booking canceled",
          body: `You canceled your table booking for ${row.start_date}`,
          data: { id: row.id, type: "booking", status: "canceled" },
        }),
      ]);
    } catch (error) {
      if (abortedAsUnchanged(error)) throw alreadyCanceled();
      throw error;
    }
    const [booking] = await presentBookings(d1, [{ ...row, status: "canceled" }]);
    return ok(c, booking, "Booking canceled");
  });
