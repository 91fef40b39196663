import { batch, statement } from "../db/statements";
import type { OrderRow } from "./order-presenter";

/** A page of a user's orders (of the statuses named, else all) and their total, in one round trip. */
export async function pageUserOrders(
  d1: D1Database,
  userId: number,
  statuses: readonly string[],
  sort: "asc" | "desc",
  page: { limit: number; offset: number },
) {
  const filter = statuses.length ? `AND status IN (${statuses.map((_, i) => `?${i + 2}`).join(", ")})` : "";
  const order = sort === "asc" ? "ASC" : "DESC";
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, `SELECT COUNT(*) AS n FROM orders WHERE user_id = ?1 ${filter}`, userId, ...statuses),
    statement<OrderRow>(
      d1,
      `SELECT * FROM orders WHERE user_id = ?1 ${filter} ORDER BY id ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
      userId,
      ...statuses,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

/** Stores the review of an order; false when the order already has one. */
export async function insertOrderReview(
  d1: D1Database,
  orderId: number,
  userId: number,
  rating: number,
  comment: string | null,
): Promise<boolean> {
  const inserted = await statement(
    d1,
    `INSERT INTO order_reviews (order_id, user_id, rating, comment, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (order_id) DO NOTHING`,
    orderId,
    userId,
    rating,
    comment,
    new Date().toISOString(),
  ).run();
  return inserted.meta.changes > 0;
}

interface RefundRequestRow {
  id: number;
  order_id: number;
  cause: string;
  answer: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  total_price: number;
  rate: number;
  order_status: string;
}

/** A page of a user's refund requests with their orders, and their total, in one round trip. */
export async function pageUserRefunds(d1: D1Database, userId: number, page: { limit: number; offset: number }) {
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(d1, "SELECT COUNT(*) AS n FROM order_refunds WHERE user_id = ?1", userId),
    statement<RefundRequestRow>(
      d1,
      `SELECT r.id, r.order_id, r.cause, r.answer, r.status, r.created_at, r.updated_at, o.total_price, o.rate, o.status AS order_status
         FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE r.user_id = ?1
         ORDER BY r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      userId,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

/** Asks for a refund of an order; null when one is already pending. */
export async function insertRefundRequest(d1: D1Database, orderId: number, userId: number, cause: string) {
  const now = new Date().toISOString();
  return statement<{
    id: number;
    order_id: number;
    cause: string;
    answer: string | null;
    status: string;
    created_at: string;
    updated_at: string;
  }>(
    d1,
    `INSERT INTO order_refunds (order_id, user_id, cause, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, 'pending', ?4, ?4) ON CONFLICT DO NOTHING RETURNING id, order_id, cause, answer, status, created_at, updated_at`,
    orderId,
    userId,
    cause,
    now,
  ).first();
}
