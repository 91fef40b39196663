import {
  createOrderBody,
  orderRefundBody,
  orderReviewBody,
  ordersPageQuery,
  pageQuery,
  statusChangeQuery,
} from "@tiffin/api-client";
import { Hono } from "hono";
import { batch, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { toMajor } from "../http/money";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { startOrderProgress } from "../order-progress/start";
import { announceStatus, watchOrder } from "../order-progress/watch";
import { announceGroupChange } from "../services/group-live";
import { cancelOrder, statusCannotChange } from "../services/order-cancel";
import { createOrder } from "../services/order-create";
import { type OrderRow, ownOrder, presentOrderRows, presentOrders } from "../services/order-presenter";

const orderId = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound("Order not found");
  return id;
};

export const orderRoutes = new Hono<ApiEnv>()
  .post("/dashboard/user/orders", async (c) => {
    const body = await parseBody(c, createOrderBody);
    const created = await createOrder(c.env.DB, currentUser(c).id, body, c.var);
    if (!created.replayed) {
      await startOrderProgress(c.env, created.order.id, created.settings);
      // A group cart's members learn the owner checked out (their next read says the group is over).
      await announceGroupChange(c.env, body.cart_id);
    }
    const [order] = presentOrderRows([created.order], created.related, c.var);
    return ok(c, order, "Order created");
  })
  .get("/dashboard/user/orders/paginate", async (c) => {
    const q = parseQuery(c, ordersPageQuery);
    const wanted = q.statuses ?? (q.status ? [q.status] : []);
    const filter = wanted.length ? `AND status IN (${wanted.map((_, i) => `?${i + 2}`).join(", ")})` : "";
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const order = q.sort === "asc" ? "ASC" : "DESC";
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(d1, `SELECT COUNT(*) AS n FROM orders WHERE user_id = ?1 ${filter}`, userId, ...wanted),
      statement<OrderRow>(
        d1,
        `SELECT * FROM orders WHERE user_id = ?1 ${filter} ORDER BY id ${order} LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
        userId,
        ...wanted,
      ),
    ]);
    const total = count.results[0]?.n ?? 0;
    const orders = await presentOrders(d1, rows.results, c.var);
    return paginated(c, orders, total, q);
  })
  .get("/dashboard/user/orders/:id{[0-9]+}", async (c) => {
    const row = await ownOrder(c.env.DB, currentUser(c).id, orderId(c.req.param("id")));
    if (!row) throw notFound("Order not found");
    const [order] = await presentOrders(c.env.DB, [row], c.var);
    return ok(c, order);
  })
  .get("/dashboard/user/orders/:id{[0-9]+}/live", async (c) => {
    const row = await ownOrder(c.env.DB, currentUser(c).id, orderId(c.req.param("id")));
    if (!row) throw notFound("Order not found");
    return watchOrder(c.env, row.id, c.req.raw.signal);
  })
  .post("/dashboard/user/orders/:id{[0-9]+}/status/change", async (c) => {
    const { status } = parseQuery(c, statusChangeQuery);
    const id = orderId(c.req.param("id"));
    // Customers may only cancel; every other move belongs to the shop.
    if (status !== "canceled") {
      if (!(await ownOrder(c.env.DB, currentUser(c).id, id))) throw notFound("Order not found");
      throw statusCannotChange();
    }
    await cancelOrder(c.env, new URL(c.req.url).origin, currentUser(c).id, id, c.var.devTools);
    await announceStatus(c.env, id);
    const row = await ownOrder(c.env.DB, currentUser(c).id, id);
    const [order] = await presentOrders(c.env.DB, row ? [row] : [], c.var);
    return ok(c, order, "Order canceled");
  })
  .post("/dashboard/user/orders/review/:id{[0-9]+}", async (c) => {
    const body = await parseBody(c, orderReviewBody);
    const d1 = c.env.DB;
    const row = await ownOrder(d1, currentUser(c).id, orderId(c.req.param("id")));
    if (!row) throw notFound("Order not found");
    if (row.status !== "delivered") throw badRequest("ERROR_400", "Only a delivered order can be reviewed");
    const inserted = await statement(
      d1,
      `INSERT INTO order_reviews (order_id, user_id, rating, comment, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (order_id) DO NOTHING`,
      row.id,
      currentUser(c).id,
      body.rating,
      body.comment ?? null,
      new Date().toISOString(),
    ).run();
    if (inserted.meta.changes === 0) throw badRequest("ERROR_400", "This order was already reviewed");
    const [order] = await presentOrders(d1, [row], c.var);
    return ok(c, order, "Thank you for your review");
  })
  .get("/dashboard/user/order-refunds/paginate", async (c) => {
    const q = parseQuery(c, pageQuery);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    type Row = {
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
    };
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(d1, "SELECT COUNT(*) AS n FROM order_refunds WHERE user_id = ?1", userId),
      statement<Row>(
        d1,
        `SELECT r.id, r.order_id, r.cause, r.answer, r.status, r.created_at, r.updated_at, o.total_price, o.rate, o.status AS order_status
           FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE r.user_id = ?1
           ORDER BY r.id DESC LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
        userId,
      ),
    ]);
    const data = rows.results.map((r) => ({
      id: r.id,
      order_id: r.order_id,
      cause: r.cause,
      answer: r.answer,
      status: r.status,
      order: { id: r.order_id, status: r.order_status, total_price: toMajor(r.total_price, r.rate) },
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
    return paginated(c, data, count.results[0]?.n ?? 0, q);
  })
  .post("/dashboard/user/order-refunds", async (c) => {
    const body = await parseBody(c, orderRefundBody);
    const d1 = c.env.DB;
    const row = await ownOrder(d1, currentUser(c).id, body.order_id);
    if (!row) throw notFound("Order not found");
    if (row.status === "canceled") throw badRequest("ERROR_400", "A canceled order cannot be refunded");
    const now = new Date().toISOString();
    const inserted = await statement(
      d1,
      `INSERT INTO order_refunds (order_id, user_id, cause, status, created_at, updated_at)
         VALUES (?1, ?2, ?3, 'pending', ?4, ?4) ON CONFLICT DO NOTHING RETURNING id, order_id, cause, answer, status, created_at, updated_at`,
      row.id,
      currentUser(c).id,
      body.cause,
      now,
    ).first();
    if (!inserted) throw badRequest("ERROR_400", "A refund for this order is already pending");
    return ok(c, inserted, "Refund requested");
  });
