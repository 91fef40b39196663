import {
  createOrderBody,
  orderRefundBody,
  orderReviewBody,
  ordersPageQuery,
  pageQuery,
  statusChangeQuery,
} from "@tiffin/api-client";
import { Hono } from "hono";
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
import { ownOrder, presentedOrderStatements, presentOrderRows, presentOrders } from "../services/order-presenter";
import { insertOrderReview, insertRefundRequest, pageUserOrders, pageUserRefunds } from "../services/orders";

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
      // Only a group's cart has members listening; waking its object for any other cart costs a call.
      if (created.group) await announceGroupChange(c.env, body.cart_id);
    }
    const [order] = presentOrderRows([created.order], created.related, c.var);
    return ok(c, order, "Order created");
  })
  .get("/dashboard/user/orders/paginate", async (c) => {
    const q = parseQuery(c, ordersPageQuery);
    const wanted = q.statuses ?? (q.status ? [q.status] : []);
    const d1 = c.env.DB;
    const { total, rows } = await pageUserOrders(d1, currentUser(c).id, wanted, q.sort === "asc" ? "asc" : "desc", {
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    const orders = await presentOrders(d1, rows, c.var);
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
    const userId = currentUser(c).id;
    // The answer's order is read in the cancel's own batch, after its writes.
    const [orderRows, ...related] = await cancelOrder(
      c.env,
      new URL(c.req.url).origin,
      userId,
      id,
      c.var.devTools,
      (row) => presentedOrderStatements(c.env.DB, { id, userId, shopId: row.shop_id ?? 0 }, c.var),
    );
    await announceStatus(c.env, id);
    const [order] = presentOrderRows(orderRows.results, related, c.var);
    return ok(c, order, "Order canceled");
  })
  .post("/dashboard/user/orders/review/:id{[0-9]+}", async (c) => {
    const body = await parseBody(c, orderReviewBody);
    const d1 = c.env.DB;
    const row = await ownOrder(d1, currentUser(c).id, orderId(c.req.param("id")));
    if (!row) throw notFound("Order not found");
    if (row.status !== "delivered") throw badRequest("ERROR_400", "Only a delivered order can be reviewed");
    const reviewed = await insertOrderReview(d1, row.id, currentUser(c).id, body.rating, body.comment ?? null);
    if (!reviewed) throw badRequest("ERROR_400", "This order was already reviewed");
    const [order] = await presentOrders(d1, [row], c.var);
    return ok(c, order, "Thank you for your review");
  })
  .get("/dashboard/user/order-refunds/paginate", async (c) => {
    const q = parseQuery(c, pageQuery);
    const { total, rows } = await pageUserRefunds(c.env.DB, currentUser(c).id, {
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    const data = rows.map((r) => ({
      id: r.id,
      order_id: r.order_id,
      cause: r.cause,
      answer: r.answer,
      status: r.status,
      order: { id: r.order_id, status: r.order_status, total_price: toMajor(r.total_price, r.rate) },
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
    return paginated(c, data, total, q);
  })
  .post("/dashboard/user/order-refunds", async (c) => {
    const body = await parseBody(c, orderRefundBody);
    const d1 = c.env.DB;
    const row = await ownOrder(d1, currentUser(c).id, body.order_id);
    if (!row) throw notFound("Order not found");
    if (row.status === "canceled") throw badRequest("ERROR_400", "A canceled order cannot be refunded");
    const inserted = await insertRefundRequest(d1, row.id, currentUser(c).id, body.cause);
    if (!inserted) throw badRequest("ERROR_400", "A refund for this order is already pending");
    return ok(c, inserted, "Refund requested");
  });
