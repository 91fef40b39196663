import type { reservationSchema } from "@tiffin/api-client";
import type { z } from "zod";
import { batch, statement } from "../db/statements";
import { abortUnlessChanged, batchUnlessUnchanged } from "./batch-mark";
import { notificationStatement } from "./notify";

export type Page = { limit: number; offset: number };

export interface TableRow {
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
export const presentSection = (
  s: { id: number; shop_id: number; area: string; img: string | null },
  locale?: string,
) => ({
  id: s.id,
  shop_id: s.shop_id,
  area: s.area,
  img: s.img,
  ...(locale === undefined ? {} : { translation: { id: s.id, locale, title: s.area } }),
});

/** A table with its section (the section's translation when the request's locale is given). */
export const presentTable = (t: TableRow, locale?: string) => ({
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

/** One of the user's bookings with its shop's time zone; null when it is not theirs. */
export async function ownBookingWithZone(d1: D1Database, id: number, userId: number) {
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

/** The time zone of the table's shop, or null for an unknown table. */
export async function tableTimeZone(d1: D1Database, tableId: number): Promise<string | null> {
  const shop = await statement<{ time_zone: string }>(
    d1,
    `SELECT sh.time_zone FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id
     JOIN shops sh ON sh.id = s.shop_id WHERE t.id = ?1`,
    tableId,
  ).first();
  return shop?.time_zone ?? null;
}

/** The customer's live bookings overlapping the slot, and on the slot's day. */
export async function customerBookingCounts(d1: D1Database, userId: number, start: string, end: string) {
  const mine = "SELECT COUNT(*) FROM user_bookings WHERE user_id = ?1 AND status <> 'canceled'";
  return statement<{ slot: number; day: number }>(
    d1,
    `SELECT (${mine} AND start_date < ?3 AND end_date > ?2) AS slot,
       (${mine} AND substr(start_date, 1, 10) = substr(?2, 1, 10)) AS day`,
    userId,
    start,
    end,
  ).first();
}

/** A shop's active booking settings, or null. */
export async function activeShopBooking(d1: D1Database, shopId: number) {
  return statement<{ id: number; max_time: number }>(
    d1,
    "SELECT id, max_time FROM bookings WHERE shop_id = ?1 AND active = 1",
    shopId,
  ).first();
}

/** A page of a shop's sections and their total, in one round trip. */
export async function pageShopSections(d1: D1Database, shopId: number, page: Page) {
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, "SELECT COUNT(*) AS n FROM shop_sections WHERE shop_id = ?1", shopId),
    statement<{ id: number; shop_id: number; area: string; img: string | null }>(
      d1,
      `SELECT id, shop_id, area, img FROM shop_sections WHERE shop_id = ?1 ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`,
      shopId,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

/** A page of the active booking settings (of one shop when named) and their total, in one round trip. */
export async function pageShopBookings(d1: D1Database, shopId: number | null, page: Page) {
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(
      d1,
      "SELECT COUNT(*) AS n FROM bookings WHERE active = 1 AND (?1 IS NULL OR shop_id = ?1)",
      shopId,
    ),
    statement<{ id: number; shop_id: number; max_time: number; active: number }>(
      d1,
      `SELECT id, shop_id, max_time, active FROM bookings WHERE active = 1 AND (?1 IS NULL OR shop_id = ?1)
       ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`,
      shopId,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

/** A page of tables (of one section and/or shop when named) and their total, in one round trip. */
export async function pageTables(d1: D1Database, sectionId: number | null, shopId: number | null, page: Page) {
  const where = "(?1 IS NULL OR t.shop_section_id = ?1) AND (?2 IS NULL OR s.shop_id = ?2)";
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(
      d1,
      `SELECT COUNT(*) AS n FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id WHERE ${where}`,
      sectionId,
      shopId,
    ),
    statement<TableRow>(
      d1,
      `${TABLE_SELECT} WHERE ${where} ORDER BY t.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      sectionId,
      shopId,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

/** The live bookings of a table overlapping [from, to) ("YYYY-MM-DD HH:mm" stamps). */
export async function takenSlots(d1: D1Database, tableId: number, from: string, to: string) {
  return statement<{ start_date: string; end_date: string }>(
    d1,
    `SELECT start_date, end_date FROM user_bookings WHERE table_id = ?1 AND status <> 'canceled'
     AND start_date < ?3 AND end_date > ?2 ORDER BY start_date`,
    tableId,
    from,
    to,
  ).all();
}

/** A table with its section and its shop's active booking settings, or null. */
export async function findTable(d1: D1Database, tableId: number) {
  return statement<TableRow>(d1, `${TABLE_SELECT} WHERE t.id = ?1`, tableId).first();
}

/**
 * Books the table: the overlap check, the customer's limits and the insert are one statement, so
 * neither two requests for one table nor one customer's requests for many tables can race past
 * them. The row, or null when a check refused it.
 */
export async function insertBooking(
  d1: D1Database,
  booking: {
    userId: number;
    bookingId: number;
    tableId: number;
    start: string;
    end: string;
    guest: number;
    note: string | null;
  },
  limits: { perSlot: number; perDay: number },
): Promise<BookingRow | null> {
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
      booking.userId,
      booking.bookingId,
      booking.tableId,
      booking.start,
      booking.end,
      booking.guest,
      booking.note,
      new Date().toISOString(),
      limits.perSlot,
      limits.perDay,
    ),
  ]);
  return inserted.results[0] ?? null;
}

/** Tells the customer the table is booked. */
export async function notifyBooked(d1: D1Database, userId: number, row: BookingRow, tableName: string) {
  await batch(d1, [
    notificationStatement(d1, {
      userId,
      type: "new_booking",
      title: "Table booked",
      body: `${tableName}, ${row.start_date}`,
      data: { id: row.id, type: "booking", status: "new" },
    }),
  ]);
}

/** A page of the customer's bookings, newest first, and their total, in one round trip. */
export async function pageUserBookings(d1: D1Database, userId: number, page: Page) {
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, "SELECT COUNT(*) AS n FROM user_bookings WHERE user_id = ?1", userId),
    statement<BookingRow>(
      d1,
      `SELECT * FROM user_bookings WHERE user_id = ?1 ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      userId,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

/** One of the customer's bookings, or null. */
export async function findOwnBooking(d1: D1Database, id: number, userId: number) {
  return statement<BookingRow>(d1, "SELECT * FROM user_bookings WHERE id = ?1 AND user_id = ?2", id, userId).first();
}

/**
 * Cancels the customer's booking only if its status is still as read, with its notification, in
 * one batch: of two cancels at once, one wins. false when the booking had already changed.
 */
export async function cancelOwnBooking(
  d1: D1Database,
  userId: number,
  row: { id: number; status: string; start_date: string },
): Promise<boolean> {
  return batchUnlessUnchanged(d1, [
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
}
