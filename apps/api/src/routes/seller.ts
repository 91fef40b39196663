import {
  sellerBookingStatusBody,
  sellerBookingsQuery,
  sellerOrderStatusBody,
  sellerOrdersQuery,
  sellerOrderUpdatesQuery,
  sellerParcelStatusBody,
  sellerParcelsQuery,
  sellerRefundAnswerBody,
  sellerRefundRejectBody,
  sellerRefundsQuery,
  sellerShopOpenBody,
  sellerStockBody,
  sellerStocksQuery,
} from "@tiffin/api-client";
import { bookingMoves, parcelMoves, shopOrderMoves } from "@tiffin/core";
import { type Context, Hono } from "hono";
import { batch, type Param, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser, type SignedInUser } from "../http/auth";
import { notFound } from "../http/errors";
import { toMajor } from "../http/money";
import { ok, okPage, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { statusTitle } from "../order-progress/steps";
import { announceStatus } from "../order-progress/watch";
import { abortedAsUnchanged, abortUnlessChanged, dropMark, marked, markIfChanged } from "../services/batch-mark";
import { type BookingRow, presentBookings } from "../services/bookings";
import { notificationStatement } from "../services/notify";
import { cancelPayableFrom, changedMeanwhile, statusCannotChange } from "../services/order-cancel";
import { type OrderRow, presentOrders } from "../services/order-presenter";
import { type ParcelRow, presentParcels } from "../services/parcels";
import { refundOnCancelStatements, sendPayableRefunds } from "../services/refunds";
import { assertRunsShop, requireStaff, runsParcels, runsShop } from "../services/shop-staff";

/**
 * The shop staff's console API, `/dashboard/seller/…` (apps/api/docs/seller.md). Every route is
 * for staff only (403 for a customer) and sees only the shops the staff member runs (404 for
 * anything of another shop's, as if it did not exist).
 */

const idOf = (raw: string | undefined, what: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(`${what} not found`);
  return id;
};

type StaffOrderRow = OrderRow & {
  status_changed_at: string;
  preparation_minutes: number | null;
  status_reason: string | null;
};

const pageClause = (q: { page: number; perPage: number }) => `LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`;

/**
 * One page of a staff list and the count of the whole list, read together: `select` is the
 * SELECT … FROM … JOIN part, `where` its conditions, both bound to `params`.
 */
async function staffPage<Row>(
  d1: D1Database,
  q: { page: number; perPage: number },
  list: { select: string; where: string; order: string },
  ...params: Param[]
): Promise<{ rows: Row[]; total: number }> {
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, `SELECT COUNT(*) AS n FROM (${list.select} ${list.where})`, ...params),
    statement<Row>(d1, `${list.select} ${list.where} ORDER BY ${list.order} ${pageClause(q)}`, ...params),
  ]);
  return { rows: rows.results, total: count.results[0]?.n ?? 0 };
}

/** Orders as the customer's pages present them, plus what the console needs to act on them. */
async function presentStaffOrders(c: Context<ApiEnv>, rows: StaffOrderRow[]) {
  const orders = await presentOrders(c.env.DB, rows, c.var);
  return orders.map((order, i) => {
    const row = rows[i] as StaffOrderRow;
    return {
      ...order,
      status_changed_at: row.status_changed_at,
      next_statuses: shopOrderMoves(row.status, row.delivery_type),
      preparation_minutes: row.preparation_minutes,
      status_reason: row.status_reason,
    };
  });
}

/**
 * One row of `select` by its id, only when the staff member runs its shop (`shopColumn`);
 * otherwise a 404 naming `what`, as if it did not exist.
 */
async function staffRow<T>(
  d1: D1Database,
  user: SignedInUser,
  query: { select: string; idColumn: string; shopColumn: string; what: string },
  id: number,
): Promise<T> {
  const row = await statement<T>(
    d1,
    `${query.select} WHERE ${query.idColumn} = ?1 AND ${runsShop(user, query.shopColumn, "?2")}`,
    id,
    user.id,
  ).first();
  if (!row) throw notFound(`${query.what} not found`);
  return row;
}

const staffOrder = (d1: D1Database, user: SignedInUser, id: number) =>
  staffRow<StaffOrderRow>(
    d1,
    user,
    { select: "SELECT * FROM orders", idColumn: "id", shopColumn: "shop_id", what: "Order" },
    id,
  );

/** `AND shop_id = ?n` when the query names one of the staff member's shops (404 for another's). */
async function shopFilter(c: Context<ApiEnv>, shopId: number | undefined, column: string, param: string) {
  if (shopId === undefined) return { sql: "", params: [] as Param[] };
  await assertRunsShop(c.env.DB, currentUser(c), shopId);
  return { sql: `AND ${column} = ${param}`, params: [shopId] as Param[] };
}

type RefundRow = {
  id: number;
  order_id: number;
  shop_id: number;
  user_id: number;
  cause: string;
  answer: string | null;
  status: "pending" | "approved" | "rejected";
  created_at: string;
  updated_at: string;
  order_status: StaffOrderRow["status"];
  total_price: number;
  rate: number;
  payment_tag: string | null;
  firstname: string | null;
  lastname: string | null;
};

const REFUND_SELECT = `SELECT r.id, r.order_id, o.shop_id, r.user_id, r.cause, r.answer, r.status, r.created_at,
    r.updated_at, o.status AS order_status, o.total_price, o.rate, u.firstname, u.lastname,
    (SELECT p.tag FROM transactions t JOIN payments p ON p.id = t.payment_id
      WHERE t.payable_type = 'order' AND t.payable_id = o.id ORDER BY t.status = 'paid' DESC, t.id DESC LIMIT 1) AS payment_tag
  FROM order_refunds r JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = r.user_id`;

const presentRefund = (r: RefundRow) => ({
  id: r.id,
  order_id: r.order_id,
  shop_id: r.shop_id,
  cause: r.cause,
  answer: r.answer,
  status: r.status,
  created_at: r.created_at,
  updated_at: r.updated_at,
  order: {
    id: r.order_id,
    status: r.order_status,
    total_price: toMajor(r.total_price, r.rate),
    payment_tag: r.payment_tag,
  },
  user: { firstname: r.firstname, lastname: r.lastname },
});

const staffRefund = (d1: D1Database, user: SignedInUser, id: number) =>
  staffRow<RefundRow>(
    d1,
    user,
    { select: REFUND_SELECT, idColumn: "r.id", shopColumn: "o.shop_id", what: "Refund" },
    id,
  );

type StaffBookingRow = BookingRow & { shop_id: number; firstname: string | null; lastname: string | null };

const BOOKING_SELECT = `SELECT b.*, s.shop_id, u.firstname, u.lastname FROM user_bookings b
  JOIN booking_tables t ON t.id = b.table_id JOIN shop_sections s ON s.id = t.shop_section_id
  JOIN users u ON u.id = b.user_id`;

async function presentStaffBookings(d1: D1Database, rows: StaffBookingRow[]) {
  const shown = await presentBookings(d1, rows);
  return shown.map((b, i) => {
    const row = rows[i] as StaffBookingRow;
    return {
      ...b,
      user: { firstname: row.firstname, lastname: row.lastname },
      next_statuses: bookingMoves(row.status),
    };
  });
}

const staffBooking = (d1: D1Database, user: SignedInUser, id: number) =>
  staffRow<StaffBookingRow>(
    d1,
    user,
    { select: BOOKING_SELECT, idColumn: "b.id", shopColumn: "s.shop_id", what: "Booking" },
    id,
  );

async function presentStaffParcels(d1: D1Database, rows: ParcelRow[]) {
  const shown = await presentParcels(d1, rows);
  return shown.map((p, i) => ({ ...p, next_statuses: parcelMoves((rows[i] as ParcelRow).status) }));
}

async function staffParcel(d1: D1Database, user: SignedInUser, id: number): Promise<ParcelRow> {
  const row = runsParcels(user)
    ? await statement<ParcelRow>(d1, "SELECT * FROM parcel_orders WHERE id = ?1", id).first()
    : null;
  if (!row) throw notFound("Parcel not found");
  return row;
}

type StockRow = {
  id: number;
  shop_id: number;
  product_id: number;
  product_title: string | null;
  extras: string | null;
  price: number;
  quantity: number;
};

const stockSelect = (lang: string) => `SELECT st.id, p.shop_id, st.product_id, st.price, st.quantity,
    COALESCE((SELECT title FROM product_translations WHERE product_id = p.id AND locale = '${lang}'),
      (SELECT title FROM product_translations WHERE product_id = p.id ORDER BY locale = 'en' DESC, id LIMIT 1)) AS product_title,
    (SELECT group_concat(v.value, '|') FROM stock_extras se JOIN extra_values v ON v.id = se.extra_value_id
      WHERE se.stock_id = st.id) AS extras
  FROM stocks st JOIN products p ON p.id = st.product_id`;

const presentStock = (r: StockRow, rate: number) => ({
  id: r.id,
  shop_id: r.shop_id,
  product_id: r.product_id,
  product_title: r.product_title ?? `#${r.product_id}`,
  extras: r.extras ? r.extras.split("|") : [],
  price: toMajor(r.price, rate),
  quantity: r.quantity,
  sold_out: r.quantity <= 0,
});

/** A language code as the locale middleware read it (letters only, so it can sit in SQL). */
const langOf = (c: Context<ApiEnv>) => (/^[a-z]{2}(-[A-Za-z]{2})?$/.test(c.var.lang) ? c.var.lang : "en");

type ShopRow = {
  id: number;
  slug: string | null;
  type: string;
  logo_img: string | null;
  open: number;
  time_zone: string | null;
  title: string | null;
  new_orders: number;
};

const shopSelect = (lang: string) => `SELECT s.id, s.slug, s.type, s.logo_img, s.open, s.time_zone,
    COALESCE((SELECT title FROM shop_translations WHERE shop_id = s.id AND locale = '${lang}'),
      (SELECT title FROM shop_translations WHERE shop_id = s.id ORDER BY locale = 'en' DESC, id LIMIT 1)) AS title,
    (SELECT COUNT(*) FROM orders o WHERE o.shop_id = s.id AND o.status = 'new') AS new_orders
  FROM shops s`;

const presentShop = (r: ShopRow) => ({
  id: r.id,
  slug: r.slug,
  type: r.type,
  title: r.title ?? `#${r.id}`,
  logo_img: r.logo_img,
  open: r.open === 1,
  time_zone: r.time_zone || "UTC",
  new_orders: r.new_orders,
});

export const sellerRoutes = new Hono<ApiEnv>()
  .use("/dashboard/seller/*", requireStaff)
  .get("/dashboard/seller/shops", async (c) => {
    const user = currentUser(c);
    const rows = await statement<ShopRow>(
      c.env.DB,
      `${shopSelect(langOf(c))} WHERE ${runsShop(user, "s.id", "?1")} ORDER BY s.id`,
      user.id,
    ).all();
    return ok(c, rows.map(presentShop));
  })
  .post("/dashboard/seller/shops/:id{[0-9]+}/open", async (c) => {
    const body = await parseBody(c, sellerShopOpenBody);
    const user = currentUser(c);
    const id = idOf(c.req.param("id"), "Shop");
    await assertRunsShop(c.env.DB, user, id);
    const d1 = c.env.DB;
    // A write to shops bumps the catalogue version (migration 0024): every cached page and
    // catalogue answer that showed the shop is out of date at once.
    const [, rows] = await batch(d1, [
      statement(d1, "UPDATE shops SET open = ?1 WHERE id = ?2", body.open ? 1 : 0, id),
      statement<ShopRow>(d1, `${shopSelect(langOf(c))} WHERE s.id = ?1`, id),
    ]);
    const row = rows.results[0];
    if (!row) throw notFound("Shop not found");
    return ok(c, presentShop(row), body.open ? "The shop is open" : "The shop is closed for now");
  })
  .get("/dashboard/seller/orders/paginate", async (c) => {
    const q = parseQuery(c, sellerOrdersQuery);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const shop = await shopFilter(c, q.shop_id, "shop_id", "?3");
    const where = `WHERE ${runsShop(user, "shop_id", "?1")} AND (?2 IS NULL OR status = ?2) ${shop.sql}`;
    const params: Param[] = [user.id, q.status ?? null, ...shop.params];
    const page = await staffPage<StaffOrderRow>(
      d1,
      q,
      { select: "SELECT * FROM orders", where, order: "id DESC" },
      ...params,
    );
    return paginated(c, await presentStaffOrders(c, page.rows), page.total, q);
  })
  .get("/dashboard/seller/orders/updates", async (c) => {
    const q = parseQuery(c, sellerOrderUpdatesQuery);
    const user = currentUser(c);
    const shop = await shopFilter(c, q.shop_id, "shop_id", "?3");
    const since = q.since ?? new Date(Date.now() - 60_000).toISOString();
    const rows = await statement<StaffOrderRow>(
      c.env.DB,
      `SELECT * FROM orders WHERE ${runsShop(user, "shop_id", "?1")} AND updated_at > ?2 ${shop.sql}
         ORDER BY updated_at, id LIMIT 50`,
      user.id,
      since,
      ...shop.params,
    ).all();
    const cursor = rows.at(-1)?.updated_at ?? since;
    return ok(c, { cursor, orders: await presentStaffOrders(c, rows) });
  })
  .get("/dashboard/seller/orders/:id{[0-9]+}", async (c) => {
    const row = await staffOrder(c.env.DB, currentUser(c), idOf(c.req.param("id"), "Order"));
    const [order] = await presentStaffOrders(c, [row]);
    return ok(c, order);
  })
  .post("/dashboard/seller/orders/:id{[0-9]+}/status", async (c) => {
    const body = await parseBody(c, sellerOrderStatusBody);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const id = idOf(c.req.param("id"), "Order");
    const row = await staffOrder(d1, user, id);
    if (!shopOrderMoves(row.status, row.delivery_type).includes(body.status)) throw statusCannotChange();
    const reread = async () => (await staffOrder(d1, user, id)).status;
    if (body.status === "canceled") {
      const done = await cancelPayableFrom(
        c.env,
        new URL(c.req.url).origin,
        { type: "order", id, userId: row.user_id },
        row.status,
        { kind: "shop", reason: body.reason?.trim() || null },
        c.var.devTools,
      );
      if (!done) throw changedMeanwhile("order", await reread());
    } else {
      const now = new Date();
      const minutes = body.status === "accepted" ? (body.preparation_minutes ?? null) : row.preparation_minutes;
      const title = statusTitle(body.status);
      const text =
        body.status === "accepted" && minutes
          ? `Order #${id}: ${title}, ready in about ${minutes} min`
          : `Order #${id}: ${title}`;
      try {
        await batch(d1, [
          statement(
            d1,
            `UPDATE orders SET status = ?1, status_changed_at = ?2, updated_at = ?2, preparation_minutes = ?3
               WHERE id = ?4 AND status = ?5`,
            body.status,
            now.toISOString(),
            minutes,
            id,
            row.status,
          ),
          abortUnlessChanged(d1),
          notificationStatement(
            d1,
            {
              userId: row.user_id,
              type: "status_changed",
              title,
              body: text,
              data: { id, type: "order", status: body.status },
              orderId: id,
            },
            now,
          ),
        ]);
      } catch (error) {
        if (abortedAsUnchanged(error)) throw changedMeanwhile("order", await reread());
        throw error;
      }
    }
    // The customer's open order page hears it at once (the order's live stream).
    await announceStatus(c.env, id);
    const [order] = await presentStaffOrders(c, [await staffOrder(d1, user, id)]);
    return ok(c, order, body.status === "canceled" ? "Order canceled" : "Order status changed");
  })
  .get("/dashboard/seller/order-refunds/paginate", async (c) => {
    const q = parseQuery(c, sellerRefundsQuery);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const shop = await shopFilter(c, q.shop_id, "o.shop_id", "?3");
    const where = `WHERE ${runsShop(user, "o.shop_id", "?1")} AND (?2 IS NULL OR r.status = ?2) ${shop.sql}`;
    const params: Param[] = [user.id, q.status ?? null, ...shop.params];
    const page = await staffPage<RefundRow>(d1, q, { select: REFUND_SELECT, where, order: "r.id DESC" }, ...params);
    return paginated(c, page.rows.map(presentRefund), page.total, q);
  })
  .post("/dashboard/seller/order-refunds/:id{[0-9]+}/approve", async (c) => {
    const body = await parseBody(c, sellerRefundAnswerBody);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const refund = await staffRefund(d1, user, idOf(c.req.param("id"), "Refund"));
    if (refund.status !== "pending") throw changedMeanwhile("refund request", refund.status);
    const now = new Date().toISOString();
    const mark = crypto.randomUUID();
    const payable = { type: "order" as const, id: refund.order_id };
    const results = await batch(d1, [
      statement(
        d1,
        "UPDATE order_refunds SET status = 'approved', answer = ?1, updated_at = ?2 WHERE id = ?3 AND status = 'pending'",
        body.answer?.trim() || null,
        now,
        refund.id,
      ),
      markIfChanged(d1, mark),
      // The order's payment given back once: its transaction is then no longer paid, and a
      // second refund of it finds nothing to give (refunds.ts).
      ...refundOnCancelStatements(d1, payable, mark, now),
      statement(
        d1,
        `INSERT INTO notifications (user_id, type, title, body, data, order_id, created_at)
           SELECT ?2, 'order_refunded', 'Refund approved', ?3, json_object('id', CAST(?4 AS INTEGER), 'type', 'order',
             'status', 'approved'), ?4, ?5 WHERE ${marked("?1")}`,
        mark,
        refund.user_id,
        `Your refund for order #${refund.order_id} was approved`,
        refund.order_id,
        now,
      ),
      dropMark(d1, mark),
    ]);
    if ((results[0]?.meta.changes ?? 0) === 0) {
      throw changedMeanwhile("refund request", (await staffRefund(d1, user, refund.id)).status);
    }
    await sendPayableRefunds(c.env, new URL(c.req.url).origin, payable, c.var.devTools);
    return ok(c, presentRefund(await staffRefund(d1, user, refund.id)), "Refund approved");
  })
  .post("/dashboard/seller/order-refunds/:id{[0-9]+}/reject", async (c) => {
    const body = await parseBody(c, sellerRefundRejectBody);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const refund = await staffRefund(d1, user, idOf(c.req.param("id"), "Refund"));
    if (refund.status !== "pending") throw changedMeanwhile("refund request", refund.status);
    const now = new Date();
    try {
      await batch(d1, [
        statement(
          d1,
          "UPDATE order_refunds SET status = 'rejected', answer = ?1, updated_at = ?2 WHERE id = ?3 AND status = 'pending'",
          body.answer,
          now.toISOString(),
          refund.id,
        ),
        abortUnlessChanged(d1),
        notificationStatement(
          d1,
          {
            userId: refund.user_id,
            type: "order_refunded",
            title: "Refund declined",
            body: `Your refund for order #${refund.order_id} was declined: ${body.answer}`,
            data: { id: refund.order_id, type: "order", status: "rejected" },
            orderId: refund.order_id,
          },
          now,
        ),
      ]);
    } catch (error) {
      if (abortedAsUnchanged(error)) {
        throw changedMeanwhile("refund request", (await staffRefund(d1, user, refund.id)).status);
      }
      throw error;
    }
    return ok(c, presentRefund(await staffRefund(d1, user, refund.id)), "Refund declined");
  })
  .get("/dashboard/seller/bookings", async (c) => {
    const q = parseQuery(c, sellerBookingsQuery);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const shop = await shopFilter(c, q.shop_id, "s.shop_id", "?3");
    const where = `WHERE ${runsShop(user, "s.shop_id", "?1")} AND substr(b.start_date, 1, 10) = ?2 ${shop.sql}`;
    const params: Param[] = [user.id, q.date, ...shop.params];
    const page = await staffPage<StaffBookingRow>(
      d1,
      q,
      { select: BOOKING_SELECT, where, order: "b.start_date, b.id" },
      ...params,
    );
    return okPage(c, await presentStaffBookings(d1, page.rows), page.total, q);
  })
  .post("/dashboard/seller/bookings/:id{[0-9]+}/status", async (c) => {
    const body = await parseBody(c, sellerBookingStatusBody);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const row = await staffBooking(d1, user, idOf(c.req.param("id"), "Booking"));
    if (!bookingMoves(row.status).includes(body.status)) throw statusCannotChange();
    const now = new Date();
    const confirmed = body.status === "accepted";
    try {
      await batch(d1, [
        statement(
          d1,
          "UPDATE user_bookings SET status = ?1 WHERE id = ?2 AND status = ?3",
          body.status,
          row.id,
          row.status,
        ),
        abortUnlessChanged(d1),
        notificationStatement(
          d1,
          {
            userId: row.user_id,
            type: "booking_status",
            title: confirmed ? "Booking confirmed" : "Booking canceled",
            body: `Your table booking for ${row.start_date} was ${confirmed ? "confirmed" : "canceled by the shop"}`,
            data: { id: row.id, type: "booking", status: body.status },
          },
          now,
        ),
      ]);
    } catch (error) {
      if (abortedAsUnchanged(error)) throw changedMeanwhile("booking", (await staffBooking(d1, user, row.id)).status);
      throw error;
    }
    const [booking] = await presentStaffBookings(d1, [await staffBooking(d1, user, row.id)]);
    return ok(c, booking, confirmed ? "Booking confirmed" : "Booking canceled");
  })
  .get("/dashboard/seller/parcel-orders/paginate", async (c) => {
    const q = parseQuery(c, sellerParcelsQuery);
    const user = currentUser(c);
    const d1 = c.env.DB;
    // A manager runs no parcels: her list is empty.
    const where = `WHERE ?1 = 1 AND (?2 IS NULL OR status = ?2)`;
    const params: Param[] = [runsParcels(user) ? 1 : 0, q.status ?? null];
    const page = await staffPage<ParcelRow>(
      d1,
      q,
      { select: "SELECT * FROM parcel_orders", where, order: "id DESC" },
      ...params,
    );
    return paginated(c, await presentStaffParcels(d1, page.rows), page.total, q);
  })
  .post("/dashboard/seller/parcel-orders/:id{[0-9]+}/status", async (c) => {
    const body = await parseBody(c, sellerParcelStatusBody);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const row = await staffParcel(d1, user, idOf(c.req.param("id"), "Parcel"));
    if (!parcelMoves(row.status).includes(body.status)) throw statusCannotChange();
    const reread = async () => (await staffParcel(d1, user, row.id)).status;
    if (body.status === "canceled") {
      const done = await cancelPayableFrom(
        c.env,
        new URL(c.req.url).origin,
        { type: "parcel", id: row.id, userId: row.user_id },
        row.status,
        { kind: "shop", reason: null },
        c.var.devTools,
      );
      if (!done) throw changedMeanwhile("parcel", await reread());
    } else {
      const now = new Date();
      const title = statusTitle(body.status);
      try {
        await batch(d1, [
          statement(
            d1,
            "UPDATE parcel_orders SET status = ?1, updated_at = ?2 WHERE id = ?3 AND status = ?4",
            body.status,
            now.toISOString(),
            row.id,
            row.status,
          ),
          abortUnlessChanged(d1),
          notificationStatement(
            d1,
            {
              userId: row.user_id,
              type: "status_changed",
              title: title.replace("Your order", "Your parcel").replace("Order", "Parcel"),
              body: `Parcel #${row.id}: ${title.replace("Your order", "your parcel").replace("Order", "parcel")}`,
              data: { id: row.id, type: "parcel", status: body.status },
              parcelId: row.id,
            },
            now,
          ),
        ]);
      } catch (error) {
        if (abortedAsUnchanged(error)) throw changedMeanwhile("parcel", await reread());
        throw error;
      }
    }
    const [parcel] = await presentStaffParcels(d1, [await staffParcel(d1, user, row.id)]);
    return ok(c, parcel, body.status === "canceled" ? "Parcel canceled" : "Parcel status changed");
  })
  .get("/dashboard/seller/stocks/paginate", async (c) => {
    const q = parseQuery(c, sellerStocksQuery);
    const user = currentUser(c);
    const d1 = c.env.DB;
    await assertRunsShop(d1, user, q.shop_id);
    const page = await staffPage<StockRow>(
      d1,
      q,
      { select: stockSelect(langOf(c)), where: "WHERE p.shop_id = ?1", order: "p.id, st.id" },
      q.shop_id,
    );
    return paginated(
      c,
      page.rows.map((r) => presentStock(r, c.var.rate)),
      page.total,
      q,
    );
  })
  .post("/dashboard/seller/stocks/:id{[0-9]+}", async (c) => {
    const body = await parseBody(c, sellerStockBody);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const id = idOf(c.req.param("id"), "Stock");
    const owned = await statement<{ id: number }>(
      d1,
      `SELECT st.id FROM stocks st JOIN products p ON p.id = st.product_id WHERE st.id = ?1 AND ${runsShop(user, "p.shop_id", "?2")}`,
      id,
      user.id,
    ).first();
    if (!owned) throw notFound("Stock not found");
    // A write to stocks bumps the catalogue version (migration 0024), so the storefront's cached
    // menus show "Out of stock" (or the stock back) at once.
    const [, rows] = await batch(d1, [
      statement(d1, "UPDATE stocks SET quantity = ?1 WHERE id = ?2", body.quantity, id),
      statement<StockRow>(d1, `${stockSelect(langOf(c))} WHERE st.id = ?1`, id),
    ]);
    const row = rows.results[0];
    if (!row) throw notFound("Stock not found");
    return ok(c, presentStock(row, c.var.rate), body.quantity === 0 ? "Marked sold out" : "Back in stock");
  });
