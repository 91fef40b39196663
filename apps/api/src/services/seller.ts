import { batch, type Param, statement } from "../db/statements";
import type { SignedInUser } from "../http/auth";
import { notFound } from "../http/errors";
import { abortUnlessChanged, batchUnlessUnchanged, dropMark, marked, markIfChanged } from "./batch-mark";
import type { BookingRow } from "./bookings";
import { notificationStatement } from "./notify";
import type { OrderRow } from "./order-presenter";
import type { ParcelRow } from "./parcels";
import { refundOnCancelStatements } from "./refunds";
import { runsParcels, runsShop } from "./shop-staff";

/*
 * The statements of the shop staff's console (routes/seller.ts, docs/seller.md). Every read is
 * scoped to the shops the staff member runs; every status move is guarded by the status it was
 * read in and goes in one batch with its notification.
 */

type Page = { page: number; perPage: number };

export type StaffOrderRow = OrderRow & {
  status_changed_at: string;
  preparation_minutes: number | null;
  status_reason: string | null;
};

/**
 * One page of a staff list and the count of the whole list, read together: `select` is the
 * SELECT … FROM … JOIN part, `where` its conditions, both bound to `params`.
 */
async function staffPage<Row>(
  d1: D1Database,
  q: Page,
  list: { select: string; where: string; order: string },
  ...params: Param[]
): Promise<{ rows: Row[]; total: number }> {
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, `SELECT COUNT(*) AS n FROM (${list.select} ${list.where})`, ...params),
    statement<Row>(
      d1,
      `${list.select} ${list.where} ORDER BY ${list.order} LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
      ...params,
    ),
  ]);
  return { rows: rows.results, total: count.results[0]?.n ?? 0 };
}

/** `AND column = ?3` when a shop is named (the caller has checked the staff member runs it). */
function shopFilter(shopId: number | undefined, column: string) {
  if (shopId === undefined) return { sql: "", params: [] as Param[] };
  return { sql: `AND ${column} = ?3`, params: [shopId] as Param[] };
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

export const staffOrder = (d1: D1Database, user: SignedInUser, id: number) =>
  staffRow<StaffOrderRow>(
    d1,
    user,
    { select: "SELECT * FROM orders", idColumn: "id", shopColumn: "shop_id", what: "Order" },
    id,
  );

export type RefundRow = {
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

export const staffRefund = (d1: D1Database, user: SignedInUser, id: number) =>
  staffRow<RefundRow>(
    d1,
    user,
    { select: REFUND_SELECT, idColumn: "r.id", shopColumn: "o.shop_id", what: "Refund" },
    id,
  );

export type StaffBookingRow = BookingRow & { shop_id: number; firstname: string | null; lastname: string | null };

const BOOKING_SELECT = `SELECT b.*, s.shop_id, u.firstname, u.lastname FROM user_bookings b
  JOIN booking_tables t ON t.id = b.table_id JOIN shop_sections s ON s.id = t.shop_section_id
  JOIN users u ON u.id = b.user_id`;

export const staffBooking = (d1: D1Database, user: SignedInUser, id: number) =>
  staffRow<StaffBookingRow>(
    d1,
    user,
    { select: BOOKING_SELECT, idColumn: "b.id", shopColumn: "s.shop_id", what: "Booking" },
    id,
  );

export async function staffParcel(d1: D1Database, user: SignedInUser, id: number): Promise<ParcelRow> {
  const row = runsParcels(user)
    ? await statement<ParcelRow>(d1, "SELECT * FROM parcel_orders WHERE id = ?1", id).first()
    : null;
  if (!row) throw notFound("Parcel not found");
  return row;
}

export type StockRow = {
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

export type ShopRow = {
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

/** The shops the staff member runs, with their count of new orders. */
export async function staffShops(d1: D1Database, user: SignedInUser, lang: string) {
  return statement<ShopRow>(
    d1,
    `${shopSelect(lang)} WHERE ${runsShop(user, "s.id", "?1")} ORDER BY s.id`,
    user.id,
  ).all();
}

/** Opens or closes the shop and reads it back, in one batch; null when the shop is gone. */
export async function setShopOpen(d1: D1Database, shopId: number, open: boolean, lang: string) {
  const [, rows] = await batch(d1, [
    statement(d1, "UPDATE shops SET open = ?1 WHERE id = ?2", open ? 1 : 0, shopId),
    statement<ShopRow>(d1, `${shopSelect(lang)} WHERE s.id = ?1`, shopId),
  ]);
  return rows.results[0] ?? null;
}

/** A page of the orders of the staff member's shops (of one status and shop when named). */
export function pageStaffOrders(
  d1: D1Database,
  user: SignedInUser,
  filter: { status: string | null; shopId: number | undefined },
  q: Page,
) {
  const shop = shopFilter(filter.shopId, "shop_id");
  const where = `WHERE ${runsShop(user, "shop_id", "?1")} AND (?2 IS NULL OR status = ?2) ${shop.sql}`;
  return staffPage<StaffOrderRow>(
    d1,
    q,
    { select: "SELECT * FROM orders", where, order: "id DESC" },
    user.id,
    filter.status,
    ...shop.params,
  );
}

/** Up to 50 orders of the staff member's shops changed since the cursor, oldest change first. */
export async function staffOrdersUpdatedSince(
  d1: D1Database,
  user: SignedInUser,
  since: string,
  shopId: number | undefined,
) {
  const shop = shopFilter(shopId, "shop_id");
  return statement<StaffOrderRow>(
    d1,
    `SELECT * FROM orders WHERE ${runsShop(user, "shop_id", "?1")} AND updated_at > ?2 ${shop.sql}
       ORDER BY updated_at, id LIMIT 50`,
    user.id,
    since,
    ...shop.params,
  ).all();
}

/**
 * Moves an order from the status it was read in, with the customer's notification, in one batch;
 * false when the order had moved meanwhile (nothing written).
 */
export async function setStaffOrderStatus(
  d1: D1Database,
  move: { id: number; userId: number; from: string; to: string; preparationMinutes: number | null },
  notice: { title: string; body: string },
  now: Date,
): Promise<boolean> {
  return batchUnlessUnchanged(d1, [
    statement(
      d1,
      `UPDATE orders SET status = ?1, status_changed_at = ?2, updated_at = ?2, preparation_minutes = ?3
         WHERE id = ?4 AND status = ?5`,
      move.to,
      now.toISOString(),
      move.preparationMinutes,
      move.id,
      move.from,
    ),
    abortUnlessChanged(d1),
    notificationStatement(
      d1,
      {
        userId: move.userId,
        type: "status_changed",
        title: notice.title,
        body: notice.body,
        data: { id: move.id, type: "order", status: move.to },
        orderId: move.id,
      },
      now,
    ),
  ]);
}

/** A page of the refund requests of the staff member's shops (of one status and shop when named). */
export function pageStaffRefunds(
  d1: D1Database,
  user: SignedInUser,
  filter: { status: string | null; shopId: number | undefined },
  q: Page,
) {
  const shop = shopFilter(filter.shopId, "o.shop_id");
  const where = `WHERE ${runsShop(user, "o.shop_id", "?1")} AND (?2 IS NULL OR r.status = ?2) ${shop.sql}`;
  return staffPage<RefundRow>(
    d1,
    q,
    { select: REFUND_SELECT, where, order: "r.id DESC" },
    user.id,
    filter.status,
    ...shop.params,
  );
}

/**
 * Approves a pending refund request in one batch: the answer, the order's payment given back once
 * (its transaction is then no longer paid, and a second refund of it finds nothing to give,
 * refunds.ts) and the customer's notification. false when the request was no longer pending.
 */
export async function approveRefund(
  d1: D1Database,
  refund: { id: number; order_id: number; user_id: number },
  answer: string | null,
): Promise<boolean> {
  const now = new Date().toISOString();
  const mark = crypto.randomUUID();
  const payable = { type: "order" as const, id: refund.order_id };
  const results = await batch(d1, [
    statement(
      d1,
      "UPDATE order_refunds SET status = 'approved', answer = ?1, updated_at = ?2 WHERE id = ?3 AND status = 'pending'",
      answer,
      now,
      refund.id,
    ),
    markIfChanged(d1, mark),
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
  return (results[0]?.meta.changes ?? 0) > 0;
}

/** Declines a pending refund request with the customer's notification, in one batch; false when no longer pending. */
export async function rejectRefund(
  d1: D1Database,
  refund: { id: number; order_id: number; user_id: number },
  answer: string,
): Promise<boolean> {
  const now = new Date();
  return batchUnlessUnchanged(d1, [
    statement(
      d1,
      "UPDATE order_refunds SET status = 'rejected', answer = ?1, updated_at = ?2 WHERE id = ?3 AND status = 'pending'",
      answer,
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
        body: `Your refund for order #${refund.order_id} was declined: ${answer}`,
        data: { id: refund.order_id, type: "order", status: "rejected" },
        orderId: refund.order_id,
      },
      now,
    ),
  ]);
}

/** A page of one day's bookings at the staff member's shops (of one shop when named). */
export function pageStaffBookings(
  d1: D1Database,
  user: SignedInUser,
  filter: { date: string; shopId: number | undefined },
  q: Page,
) {
  const shop = shopFilter(filter.shopId, "s.shop_id");
  const where = `WHERE ${runsShop(user, "s.shop_id", "?1")} AND substr(b.start_date, 1, 10) = ?2 ${shop.sql}`;
  return staffPage<StaffBookingRow>(
    d1,
    q,
    { select: BOOKING_SELECT, where, order: "b.start_date, b.id" },
    user.id,
    filter.date,
    ...shop.params,
  );
}

/**
 * Confirms or cancels a booking from the status it was read in, with the customer's notification,
 * in one batch; false when it had moved meanwhile.
 */
export async function setStaffBookingStatus(
  d1: D1Database,
  row: { id: number; user_id: number; status: string; start_date: string },
  status: string,
): Promise<boolean> {
  const now = new Date();
  const confirmed = status === "accepted";
  return batchUnlessUnchanged(d1, [
    statement(d1, "UPDATE user_bookings SET status = ?1 WHERE id = ?2 AND status = ?3", status, row.id, row.status),
    abortUnlessChanged(d1),
    notificationStatement(
      d1,
      {
        userId: row.user_id,
        type: "booking_status",
        title: confirmed ? "Booking confirmed" : "Booking canceled",
        body: `Your table booking for ${row.start_date} was ${confirmed ? "confirmed" : "canceled by the shop"}`,
        data: { id: row.id, type: "booking", status },
      },
      now,
    ),
  ]);
}

/** A page of parcel orders (of one status when named); empty for staff who run no parcels. */
export function pageStaffParcels(d1: D1Database, user: SignedInUser, status: string | null, q: Page) {
  return staffPage<ParcelRow>(
    d1,
    q,
    { select: "SELECT * FROM parcel_orders", where: "WHERE ?1 = 1 AND (?2 IS NULL OR status = ?2)", order: "id DESC" },
    runsParcels(user) ? 1 : 0,
    status,
  );
}

/**
 * Moves a parcel from the status it was read in, with the customer's notification, in one batch;
 * false when it had moved meanwhile.
 */
export async function setStaffParcelStatus(
  d1: D1Database,
  row: { id: number; user_id: number; status: string },
  status: string,
  notice: { title: string; body: string },
): Promise<boolean> {
  const now = new Date();
  return batchUnlessUnchanged(d1, [
    statement(
      d1,
      "UPDATE parcel_orders SET status = ?1, updated_at = ?2 WHERE id = ?3 AND status = ?4",
      status,
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
        title: notice.title,
        body: notice.body,
        data: { id: row.id, type: "parcel", status },
        parcelId: row.id,
      },
      now,
    ),
  ]);
}

/** A page of a shop's stocks with their product titles and extras. */
export function pageShopStocks(d1: D1Database, shopId: number, lang: string, q: Page) {
  return staffPage<StockRow>(
    d1,
    q,
    { select: stockSelect(lang), where: "WHERE p.shop_id = ?1", order: "p.id, st.id" },
    shopId,
  );
}

/** Whether the stock belongs to a shop the staff member runs. */
export async function staffRunsStock(d1: D1Database, user: SignedInUser, stockId: number): Promise<boolean> {
  const owned = await statement<{ id: number }>(
    d1,
    `SELECT st.id FROM stocks st JOIN products p ON p.id = st.product_id WHERE st.id = ?1 AND ${runsShop(user, "p.shop_id", "?2")}`,
    stockId,
    user.id,
  ).first();
  return owned !== null;
}

/** Sets a stock's quantity and reads it back, in one batch; null when the stock is gone. */
export async function setStockQuantity(d1: D1Database, stockId: number, quantity: number, lang: string) {
  const [, rows] = await batch(d1, [
    statement(d1, "UPDATE stocks SET quantity = ?1 WHERE id = ?2", quantity, stockId),
    statement<StockRow>(d1, `${stockSelect(lang)} WHERE st.id = ?1`, stockId),
  ]);
  return rows.results[0] ?? null;
}
