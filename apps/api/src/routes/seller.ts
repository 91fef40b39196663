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
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { notFound } from "../http/errors";
import { toMajor } from "../http/money";
import { ok, okPage, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { statusTitle } from "../order-progress/steps";
import { announceStatus } from "../order-progress/watch";
import { presentBookings } from "../services/bookings";
import { cancelPayableFrom, changedMeanwhile, statusCannotChange } from "../services/order-cancel";
import { presentOrders } from "../services/order-presenter";
import { type ParcelRow, presentParcels } from "../services/parcels";
import { sendPayableRefunds } from "../services/refunds";
import {
  approveRefund,
  pageShopStocks,
  pageStaffBookings,
  pageStaffOrders,
  pageStaffParcels,
  pageStaffRefunds,
  type RefundRow,
  rejectRefund,
  type ShopRow,
  type StaffBookingRow,
  type StaffOrderRow,
  type StockRow,
  setShopOpen,
  setStaffBookingStatus,
  setStaffOrderStatus,
  setStaffParcelStatus,
  setStockQuantity,
  staffBooking,
  staffOrder,
  staffOrdersUpdatedSince,
  staffParcel,
  staffRefund,
  staffRunsStock,
  staffShops,
} from "../services/seller";
import { assertRunsShop, requireStaff } from "../services/shop-staff";

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

/** A shop named in the query must be one the staff member runs (404 for another's). */
async function assertShopFilter(c: Context<ApiEnv>, shopId: number | undefined) {
  if (shopId !== undefined) await assertRunsShop(c.env.DB, currentUser(c), shopId);
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

async function presentStaffParcels(d1: D1Database, rows: ParcelRow[]) {
  const shown = await presentParcels(d1, rows);
  return shown.map((p, i) => ({ ...p, next_statuses: parcelMoves((rows[i] as ParcelRow).status) }));
}

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

/** A language code as the locale middleware read it (letters only, so the statements may inline it). */
const langOf = (c: Context<ApiEnv>) => (/^[a-z]{2}(-[A-Za-z]{2})?$/.test(c.var.lang) ? c.var.lang : "en");

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
    const rows = await staffShops(c.env.DB, user, langOf(c));
    return ok(c, rows.map(presentShop));
  })
  .post("/dashboard/seller/shops/:id{[0-9]+}/open", async (c) => {
    const body = await parseBody(c, sellerShopOpenBody);
    const user = currentUser(c);
    const id = idOf(c.req.param("id"), "Shop");
    await assertRunsShop(c.env.DB, user, id);
    // A write to shops bumps the catalogue version (migration 0024): every cached page and
    // catalogue answer that showed the shop is out of date at once.
    const row = await setShopOpen(c.env.DB, id, body.open, langOf(c));
    if (!row) throw notFound("Shop not found");
    return ok(c, presentShop(row), body.open ? "The shop is open" : "The shop is closed for now");
  })
  .get("/dashboard/seller/orders/paginate", async (c) => {
    const q = parseQuery(c, sellerOrdersQuery);
    const user = currentUser(c);
    const d1 = c.env.DB;
    await assertShopFilter(c, q.shop_id);
    const page = await pageStaffOrders(d1, user, { status: q.status ?? null, shopId: q.shop_id }, q);
    return paginated(c, await presentStaffOrders(c, page.rows), page.total, q);
  })
  .get("/dashboard/seller/orders/updates", async (c) => {
    const q = parseQuery(c, sellerOrderUpdatesQuery);
    const user = currentUser(c);
    await assertShopFilter(c, q.shop_id);
    const since = q.since ?? new Date(Date.now() - 60_000).toISOString();
    const rows = await staffOrdersUpdatedSince(c.env.DB, user, since, q.shop_id);
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
      const moved = await setStaffOrderStatus(
        d1,
        { id, userId: row.user_id, from: row.status, to: body.status, preparationMinutes: minutes },
        { title, body: text },
        now,
      );
      if (!moved) throw changedMeanwhile("order", await reread());
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
    await assertShopFilter(c, q.shop_id);
    const page = await pageStaffRefunds(d1, user, { status: q.status ?? null, shopId: q.shop_id }, q);
    return paginated(c, page.rows.map(presentRefund), page.total, q);
  })
  .post("/dashboard/seller/order-refunds/:id{[0-9]+}/approve", async (c) => {
    const body = await parseBody(c, sellerRefundAnswerBody);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const refund = await staffRefund(d1, user, idOf(c.req.param("id"), "Refund"));
    if (refund.status !== "pending") throw changedMeanwhile("refund request", refund.status);
    const payable = { type: "order" as const, id: refund.order_id };
    // The order's payment given back once, in the same batch as the answer (approveRefund).
    if (!(await approveRefund(d1, refund, body.answer?.trim() || null))) {
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
    if (!(await rejectRefund(d1, refund, body.answer))) {
      throw changedMeanwhile("refund request", (await staffRefund(d1, user, refund.id)).status);
    }
    return ok(c, presentRefund(await staffRefund(d1, user, refund.id)), "Refund declined");
  })
  .get("/dashboard/seller/bookings", async (c) => {
    const q = parseQuery(c, sellerBookingsQuery);
    const user = currentUser(c);
    const d1 = c.env.DB;
    await assertShopFilter(c, q.shop_id);
    const page = await pageStaffBookings(d1, user, { date: q.date, shopId: q.shop_id }, q);
    return okPage(c, await presentStaffBookings(d1, page.rows), page.total, q);
  })
  .post("/dashboard/seller/bookings/:id{[0-9]+}/status", async (c) => {
    const body = await parseBody(c, sellerBookingStatusBody);
    const user = currentUser(c);
    const d1 = c.env.DB;
    const row = await staffBooking(d1, user, idOf(c.req.param("id"), "Booking"));
    if (!bookingMoves(row.status).includes(body.status)) throw statusCannotChange();
    const confirmed = body.status === "accepted";
    if (!(await setStaffBookingStatus(d1, row, body.status))) {
      throw changedMeanwhile("booking", (await staffBooking(d1, user, row.id)).status);
    }
    const [booking] = await presentStaffBookings(d1, [await staffBooking(d1, user, row.id)]);
    return ok(c, booking, confirmed ? "Booking confirmed" : "Booking canceled");
  })
  .get("/dashboard/seller/parcel-orders/paginate", async (c) => {
    const q = parseQuery(c, sellerParcelsQuery);
    const user = currentUser(c);
    const d1 = c.env.DB;
    // A manager runs no parcels: her list is empty.
    const page = await pageStaffParcels(d1, user, q.status ?? null, q);
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
      const title = statusTitle(body.status);
      const moved = await setStaffParcelStatus(d1, row, body.status, {
        title: title.replace("Your order", "Your parcel").replace("Order", "Parcel"),
        body: `Parcel #${row.id}: ${title.replace("Your order", "your parcel").replace("Order", "parcel")}`,
      });
      if (!moved) throw changedMeanwhile("parcel", await reread());
    }
    const [parcel] = await presentStaffParcels(d1, [await staffParcel(d1, user, row.id)]);
    return ok(c, parcel, body.status === "canceled" ? "Parcel canceled" : "Parcel status changed");
  })
  .get("/dashboard/seller/stocks/paginate", async (c) => {
    const q = parseQuery(c, sellerStocksQuery);
    const user = currentUser(c);
    const d1 = c.env.DB;
    await assertRunsShop(d1, user, q.shop_id);
    const page = await pageShopStocks(d1, q.shop_id, langOf(c), q);
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
    if (!(await staffRunsStock(d1, user, id))) throw notFound("Stock not found");
    // A write to stocks bumps the catalogue version (migration 0024), so the storefront's cached
    // menus show "Out of stock" (or the stock back) at once.
    const row = await setStockQuantity(d1, id, body.quantity, langOf(c));
    if (!row) throw notFound("Stock not found");
    return ok(c, presentStock(row, c.var.rate), body.quantity === 0 ? "Marked sold out" : "Back in stock");
  });
