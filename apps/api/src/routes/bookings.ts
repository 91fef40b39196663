import type { reservationSchema } from "@tiffin/api-client";
import {
  bookingCreateBody,
  bookingTablesQuery,
  disableDatesQuery,
  pageQueryOpen,
  shopSectionsQuery,
} from "@tiffin/api-client";
import { bookingRulesFrom, minutesStamp } from "@tiffin/core";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { batch, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { checkSlot } from "../services/booking-rules";
import { notificationStatement } from "../services/notify";
import { flagOn, readSettings } from "../services/setting-flags";
import { loadShops } from "../services/shops";

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

const presentTable = (t: TableRow) => ({
  id: t.id,
  name: t.name,
  chair_count: t.chair_count,
  shop_section_id: t.section_id,
  shop_section: { id: t.section_id, shop_id: t.shop_id, area: t.area, img: t.img },
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
      statement(
        d1,
        `SELECT id, shop_id, area, img FROM shop_sections WHERE shop_id = ?1 ORDER BY id ${page.limit}`,
        shop_id,
      ),
    ]);
    return paginated(c, rows?.results ?? [], count.results[0]?.n ?? 0, page);
  })
  .get("/rest/booking/tables", async (c) => {
    const page = pageOf(c, bookingTablesQuery);
    const { shop_section_id } = page;
    const d1 = c.env.DB;
    await requireReservations(d1);
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(
        d1,
        "SELECT COUNT(*) AS n FROM booking_tables WHERE shop_section_id = ?1",
        shop_section_id,
      ),
      statement<TableRow>(
        d1,
        `${TABLE_SELECT} WHERE t.shop_section_id = ?1 ORDER BY t.id ${page.limit}`,
        shop_section_id,
      ),
    ]);
    const data = rows.results.map(presentTable);
    return paginated(c, data, count.results[0]?.n ?? 0, page);
  })
  .get("/rest/booking/disable-dates/table/:id{[0-9]+}", async (c) => {
    const q = parseQuery(c, disableDatesQuery);
    await requireReservations(c.env.DB);
    const to = q.date_to ?? q.date_from;
    const results = await statement<{ start_date: string; end_date: string }>(
      c.env.DB,
      `SELECT start_date, end_date FROM user_bookings WHERE table_id = ?1 AND status <> 'canceled'
       AND start_date < ?3 AND end_date > ?2 ORDER BY start_date`,
      Number(c.req.param("id")),
      `${q.date_from} 00:00`,
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
      throw badRequest("ERROR_400", `This table seats ${table.chair_count}`, {
        guest: ["Too many guests for this table."],
      });
    }
    const settings = await readSettings(d1, [
      "reservation_time_durations",
      "reservation_before_time",
      "min_reservation_time",
    ]);
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
    // The overlap check and the insert are one statement, so two requests cannot both win a slot.
    const [inserted] = await batch(d1, [
      statement<BookingRow>(
        d1,
        `INSERT INTO user_bookings (user_id, booking_id, table_id, start_date, end_date, guest, note, status, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 'new', ?8
           WHERE NOT EXISTS (SELECT 1 FROM user_bookings WHERE table_id = ?3 AND status <> 'canceled'
             AND start_date < ?5 AND end_date > ?4)
           RETURNING *`,
        currentUser(c).id,
        table.booking_id,
        table.id,
        start,
        end,
        body.guest,
        body.note ?? null,
        now,
      ),
    ]);
    const row = inserted.results[0];
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
  });
