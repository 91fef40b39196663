import { env } from "cloudflare:test";
import {
  errorBodySchema,
  sellerBookingResponse,
  sellerBookingsResponse,
  sellerOrderResponse,
  sellerOrdersPageResponse,
  sellerOrderUpdatesResponse,
  sellerParcelResponse,
  sellerRefundResponse,
  sellerRefundsPageResponse,
  sellerShopResponse,
  sellerShopsResponse,
  sellerStockResponse,
  sellerStocksPageResponse,
} from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createProduct } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { dayFromNow, HOME, orderBody } from "./helpers/orders";
import { createAdminUser, createShopManager, createUser, type TestUser, walletBalance } from "./helpers/users";

const post = (path: string, body: unknown, user: TestUser) => call(path, send("POST", body, user.auth));
const get = (path: string, user: TestUser) => call(path, { headers: user.auth });
const status = (id: number, body: Record<string, unknown>, user: TestUser) =>
  post(`dashboard/seller/orders/${id}/status`, body, user);

async function expectError(res: { status: number; body: unknown }, code: number, statusCode: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(code);
  const error = errorBodySchema.parse(res.body);
  expect(error.statusCode).toBe(statusCode);
  return error;
}

/** An order of `quantity` of a fresh stock in `shopId`, by wallet (payment 2) or cash (1). */
async function order(
  customer: TestUser,
  options: {
    shopId?: number;
    quantity?: number;
    stock?: number;
    wallet?: boolean;
    extra?: Record<string, unknown>;
  } = {},
) {
  const shopId = options.shopId ?? 1;
  const stock = await createProduct(shopId, { price: 1500, quantity: options.stock ?? 100 });
  const cart = await post(
    "dashboard/user/cart/insert-product",
    { shop_id: shopId, products: [{ stock_id: stock.stockId, quantity: options.quantity ?? 1 }] },
    customer,
  );
  expect(cart.status, JSON.stringify(cart.body)).toBe(200);
  const cartId = (cart.body as { data: { id: number } }).data.id;
  const placed = await post(
    "dashboard/user/orders",
    orderBody(cartId, { shop_id: shopId, payment_id: options.wallet === false ? 1 : 2, ...options.extra }),
    customer,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { id: (placed.body as { data: { id: number; total_price: number } }).data.id, stockId: stock.stockId };
}

const stockOf = async (id: number) =>
  (await env.DB.prepare("SELECT quantity FROM stocks WHERE id = ?1").bind(id).first<{ quantity: number }>())?.quantity;

const notes = (userId: number, orderId: number) =>
  env.DB.prepare("SELECT type, title, body, data FROM notifications WHERE user_id = ?1 AND order_id = ?2 ORDER BY id")
    .bind(userId, orderId)
    .all<{ type: string; title: string; body: string; data: string }>()
    .then((r) => r.results);

describe("the shop's order queue", () => {
  it("lists only the manager's shops' orders, newest first, with lines, slot, payment and next moves", async () => {
    const customer = await createUser({ wallet: 100_000 });
    const manager = await createShopManager([1]);
    const mine = await order(customer);
    const other = await order(customer, { shopId: 2 });
    const res = await get("dashboard/seller/orders/paginate?perPage=100", manager);
    expect(res.status).toBe(200);
    const page = sellerOrdersPageResponse.parse(res.body);
    const ids = page.data.map((o) => o.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
    expect(page.data.every((o) => o.shop_id === 1)).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const shown = page.data.find((o) => o.id === mine.id);
    expect(shown?.details.length).toBe(1);
    expect(shown?.delivery_date).toBe(dayFromNow(1));
    expect(shown?.transaction?.payment_system.tag).toBe("wallet");
    expect(shown?.next_statuses).toEqual(["accepted", "canceled"]);
    // another shop's order, asked for by id or by shop: 404
    await expectError(await get(`dashboard/seller/orders/${other.id}`, manager), 404, "ERROR_404");
    await expectError(await get("dashboard/seller/orders/paginate?shop_id=2", manager), 404, "ERROR_404");
    const filtered = sellerOrdersPageResponse.parse(
      (await get("dashboard/seller/orders/paginate?shop_id=1&status=new&perPage=100", manager)).body,
    );
    expect(filtered.data.every((o) => o.status === "new")).toBe(true);
  });

  it("moves an order forward only: accepted with a preparation time, ready, on its way, delivered, then final", async () => {
    const customer = await createUser({ wallet: 100_000 });
    const manager = await createShopManager([1]);
    const { id } = await order(customer);
    // no skipping ahead, no going back
    await expectError(await status(id, { status: "delivered" }, manager), 400, "ERROR_254");
    const accepted = sellerOrderResponse.parse(
      (await status(id, { status: "accepted", preparation_minutes: 25 }, manager)).body,
    ).data;
    expect(accepted.status).toBe("accepted");
    expect(accepted.preparation_minutes).toBe(25);
    await expectError(await status(id, { status: "new" }, manager), 400, "ERROR_254");
    for (const next of ["ready", "on_a_way", "delivered"]) {
      const res = await status(id, { status: next }, manager);
      expect(sellerOrderResponse.parse(res.body).data.status).toBe(next);
    }
    await expectError(await status(id, { status: "canceled" }, manager), 400, "ERROR_254");
    const told = await notes(customer.id, id);
    expect(told.filter((n) => n.type === "status_changed").map((n) => JSON.parse(n.data).status)).toEqual([
      "accepted",
      "ready",
      "on_a_way",
      "delivered",
    ]);
    expect(told.find((n) => JSON.parse(n.data).status === "accepted")?.body).toContain("25 min");
  });

  it("lets a pickup order skip on_a_way: ready goes to delivered, never on its way", async () => {
    const customer = await createUser({ wallet: 100_000 });
    const manager = await createShopManager([1]);
    const { id } = await order(customer, {
      extra: { delivery_type: "pickup", location: undefined, address: undefined },
    });
    await status(id, { status: "accepted" }, manager);
    await status(id, { status: "ready" }, manager);
    await expectError(await status(id, { status: "on_a_way" }, manager), 400, "ERROR_254");
    expect(sellerOrderResponse.parse((await status(id, { status: "delivered" }, manager)).body).data.status).toBe(
      "delivered",
    );
  });

  it("rejecting a wallet-paid order gives the money back once, puts the stock back once and tells the customer", async () => {
    const customer = await createUser({ wallet: 100_000 });
    const manager = await createShopManager([1]);
    const before = await walletBalance(customer.id);
    const { id, stockId } = await order(customer, { quantity: 3, stock: 10 });
    expect(await stockOf(stockId)).toBe(7);
    const paid = before - (await walletBalance(customer.id));
    expect(paid).toBeGreaterThan(0);
    const res = await status(id, { status: "canceled", reason: "Out of dough tonight" }, manager);
    const rejected = sellerOrderResponse.parse(res.body).data;
    expect(rejected.status).toBe("canceled");
    expect(rejected.status_reason).toBe("Out of dough tonight");
    expect(await walletBalance(customer.id)).toBe(before);
    expect(await stockOf(stockId)).toBe(10);
    // a second reject, and the customer's cancel, change nothing
    await expectError(await status(id, { status: "canceled" }, manager), 400, "ERROR_254");
    await expectError(
      await post(`dashboard/user/orders/${id}/status/change?status=canceled`, undefined, customer),
      400,
      "ERROR_254",
    );
    expect(await walletBalance(customer.id)).toBe(before);
    expect(await stockOf(stockId)).toBe(10);
    const told = await notes(customer.id, id);
    expect(told.map((n) => n.type)).toEqual(["new_order", "status_changed", "order_refunded"]);
    expect(told[1]?.body).toBe(`Your order #${id} was canceled by the shop: Out of dough tonight`);
    const history = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM wallet_histories WHERE user_id = ?1 AND type = 'topup' AND note = ?2",
    )
      .bind(customer.id, `Refund of order #${id}`)
      .first<{ n: number }>();
    expect(history?.n).toBe(1);
  });

  it("a poll with the last cursor returns the orders placed or changed since, and nothing of other shops", async () => {
    const customer = await createUser({ wallet: 100_000 });
    const manager = await createShopManager([1]);
    const first = sellerOrderUpdatesResponse.parse((await get("dashboard/seller/orders/updates", manager)).body).data;
    const placed = await order(customer);
    await order(customer, { shopId: 2 });
    const next = sellerOrderUpdatesResponse.parse(
      (await get(`dashboard/seller/orders/updates?since=${encodeURIComponent(first.cursor)}`, manager)).body,
    ).data;
    expect(next.orders.map((o) => o.id)).toEqual([placed.id]);
    const quiet = sellerOrderUpdatesResponse.parse(
      (await get(`dashboard/seller/orders/updates?since=${encodeURIComponent(next.cursor)}`, manager)).body,
    ).data;
    expect(quiet.orders).toEqual([]);
  });
});

describe("staff and customer racing on one order", () => {
  it("two managers rejecting and accepting at once: one wins, the other gets 409 saying what happened; money and stock add up", async () => {
    const customer = await createUser({ wallet: 100_000 });
    const a = await createShopManager([1]);
    const b = await createShopManager([1]);
    const { id, stockId } = await order(customer, { quantity: 2, stock: 10 });
    const total = async () => {
      const wallet = await walletBalance(customer.id);
      const stock = (await stockOf(stockId)) ?? 0;
      const refunds = await env.DB.prepare(
        `SELECT COALESCE(SUM(r.price), 0) AS n FROM payment_refunds r JOIN transactions t ON t.id = r.transaction_id
         WHERE t.payable_type = 'order' AND t.payable_id = ?1`,
      )
        .bind(id)
        .first<{ n: number }>();
      return { wallet, stock, refunds: refunds?.n ?? 0 };
    };
    const before = await total();
    const [x, y] = await Promise.all([
      status(id, { status: "canceled", reason: "Closing early" }, a),
      status(id, { status: "accepted" }, b),
    ]);
    const answers = [x.status, y.status].sort();
    expect(answers).toEqual([200, 409]);
    const loser = errorBodySchema.parse((x.status === 409 ? x : y).body);
    expect(loser.statusCode).toBe("ERROR_409");
    expect(loser.message).toMatch(/^The order was changed meanwhile: it is now (canceled|accepted)$/);
    const after = await total();
    const finalStatus = (
      await env.DB.prepare("SELECT status FROM orders WHERE id = ?1").bind(id).first<{ status: string }>()
    )?.status;
    if (finalStatus === "canceled") {
      // the paid money came back exactly once, as a refund, and the stock too
      const paid = before.refunds === 0 ? after.refunds : 0;
      expect(after.wallet).toBe(before.wallet + paid);
      expect(after.stock).toBe(before.stock + 2);
    } else {
      expect(after).toEqual(before);
    }
  });

  it("the shop accepting while the customer cancels: exactly one wins, the loser is told, the wallet and stock add up", async () => {
    for (let round = 0; round < 3; round += 1) {
      const customer = await createUser({ wallet: 100_000 });
      const manager = await createShopManager([1]);
      const start = await walletBalance(customer.id);
      const { id, stockId } = await order(customer, { quantity: 1, stock: 5 });
      const [cancel, accept] = await Promise.all([
        post(`dashboard/user/orders/${id}/status/change?status=canceled`, undefined, customer),
        status(id, { status: "accepted" }, manager),
      ]);
      const won = [cancel.status, accept.status].filter((s) => s === 200).length;
      expect(won).toBe(1);
      const lost = cancel.status === 200 ? accept : cancel;
      expect([400, 409]).toContain(lost.status);
      const row = await env.DB.prepare("SELECT status FROM orders WHERE id = ?1").bind(id).first<{ status: string }>();
      if (cancel.status === 200) {
        expect(row?.status).toBe("canceled");
        expect(await walletBalance(customer.id)).toBe(start);
        expect(await stockOf(stockId)).toBe(5);
      } else {
        expect(row?.status).toBe("accepted");
        expect(await walletBalance(customer.id)).toBeLessThan(start);
        expect(await stockOf(stockId)).toBe(4);
      }
    }
  });
});

describe("refund requests", () => {
  async function delivered(customer: TestUser, manager: TestUser) {
    const { id } = await order(customer);
    for (const s of ["accepted", "ready", "on_a_way", "delivered"]) await status(id, { status: s }, manager);
    const asked = await post("dashboard/user/order-refunds", { order_id: id, cause: "Cold pizza" }, customer);
    expect(asked.status).toBe(200);
    return { id, refundId: (asked.body as { data: { id: number } }).data.id };
  }

  it("approving gives the wallet payment back exactly once and tells the customer", async () => {
    const customer = await createUser({ wallet: 100_000 });
    const manager = await createShopManager([1]);
    const start = await walletBalance(customer.id);
    const { id, refundId } = await delivered(customer, manager);
    const list = sellerRefundsPageResponse.parse(
      (await get("dashboard/seller/order-refunds/paginate?status=pending&perPage=100", manager)).body,
    );
    expect(list.data.map((r) => r.id)).toContain(refundId);
    const [one, two] = await Promise.all([
      post(`dashboard/seller/order-refunds/${refundId}/approve`, { answer: "Sorry!" }, manager),
      post(`dashboard/seller/order-refunds/${refundId}/approve`, {}, manager),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const approved = sellerRefundResponse.parse((one.status === 200 ? one : two).body).data;
    expect(approved.status).toBe("approved");
    expect(await walletBalance(customer.id)).toBe(start);
    const told = await notes(customer.id, id);
    expect(told.filter((n) => n.type === "order_refunded")).toHaveLength(1);
  });

  it("rejecting needs an answer, keeps the money where it is and tells the customer why", async () => {
    const customer = await createUser({ wallet: 100_000 });
    const manager = await createShopManager([1]);
    const { id, refundId } = await delivered(customer, manager);
    const balance = await walletBalance(customer.id);
    await expectError(await post(`dashboard/seller/order-refunds/${refundId}/reject`, {}, manager), 400, "ERROR_400");
    const res = await post(`dashboard/seller/order-refunds/${refundId}/reject`, { answer: "It was hot" }, manager);
    const rejected = sellerRefundResponse.parse(res.body).data;
    expect(rejected).toMatchObject({ status: "rejected", answer: "It was hot" });
    expect(await walletBalance(customer.id)).toBe(balance);
    expect((await notes(customer.id, id)).at(-1)?.body).toBe(`Your refund for order #${id} was declined: It was hot`);
    await expectError(await post(`dashboard/seller/order-refunds/${refundId}/approve`, {}, manager), 409, "ERROR_409");
  });
});

describe("table bookings, parcels, stock and opening", () => {
  it("lists a day's bookings of the manager's shops and confirms then cancels one, telling the customer each time", async () => {
    const customer = await createUser();
    const table = await env.DB.prepare(
      `SELECT t.id, s.shop_id FROM booking_tables t JOIN shop_sections s ON s.id = t.shop_section_id ORDER BY t.id LIMIT 1`,
    ).first<{ id: number; shop_id: number }>();
    const day = dayFromNow(5);
    const booking = await env.DB.prepare(
      `INSERT INTO user_bookings (user_id, table_id, start_date, end_date, guest, status, created_at)
       VALUES (?1, ?2, ?3, ?4, 2, 'new', ?5) RETURNING id`,
    )
      .bind(customer.id, table?.id, `${day} 19:00`, `${day} 20:00`, new Date().toISOString())
      .first<{ id: number }>();
    const manager = await createShopManager([table?.shop_id ?? 0]);
    const stranger = await createShopManager([table?.shop_id === 1 ? 2 : 1]);
    const list = sellerBookingsResponse.parse((await get(`dashboard/seller/bookings?date=${day}`, manager)).body);
    expect(list.data.map((b) => b.id)).toContain(booking?.id);
    const theirs = sellerBookingsResponse.parse((await get(`dashboard/seller/bookings?date=${day}`, stranger)).body);
    expect(theirs.data.map((b) => b.id)).not.toContain(booking?.id);
    await expectError(
      await post(`dashboard/seller/bookings/${booking?.id}/status`, { status: "accepted" }, stranger),
      404,
      "ERROR_404",
    );
    const confirmed = sellerBookingResponse.parse(
      (await post(`dashboard/seller/bookings/${booking?.id}/status`, { status: "accepted" }, manager)).body,
    ).data;
    expect(confirmed.status).toBe("accepted");
    expect(confirmed.next_statuses).toEqual(["canceled"]);
    await post(`dashboard/seller/bookings/${booking?.id}/status`, { status: "canceled" }, manager);
    await expectError(
      await post(`dashboard/seller/bookings/${booking?.id}/status`, { status: "accepted" }, manager),
      400,
      "ERROR_254",
    );
    const told = await env.DB.prepare(
      "SELECT data FROM notifications WHERE user_id = ?1 AND type = 'booking_status' ORDER BY id",
    )
      .bind(customer.id)
      .all<{ data: string }>();
    expect(told.results.map((n) => JSON.parse(n.data).status)).toEqual(["accepted", "canceled"]);
  });

  it("parcels are the admin's: a manager finds none; the admin moves one forward only and the customer is told", async () => {
    const customer = await createUser({ wallet: 100_000 });
    const parcel = await post(
      "dashboard/user/parcel-orders",
      {
        type_id: 1,
        currency_id: 1,
        phone_from: "+447700900111",
        username_from: "Sender",
        address_from: { ...HOME, address: "1 Road" },
        phone_to: "+447700900112",
        username_to: "Receiver",
        address_to: { latitude: 51.5155, longitude: -0.1419, address: "10 Oxford St" },
        delivery_date: dayFromNow(1),
        delivery_time: "15:00",
      },
      customer,
    );
    expect(parcel.status, JSON.stringify(parcel.body)).toBe(200);
    const id = (parcel.body as { data: { id: number } }).data.id;
    const manager = await createShopManager([1]);
    const admin = await createAdminUser();
    await expectError(
      await post(`dashboard/seller/parcel-orders/${id}/status`, { status: "accepted" }, manager),
      404,
      "ERROR_404",
    );
    await expectError(
      await post(`dashboard/seller/parcel-orders/${id}/status`, { status: "ready" }, admin),
      400,
      "ERROR_254",
    );
    for (const next of ["accepted", "ready", "on_a_way", "delivered"] as const) {
      const res = await post(`dashboard/seller/parcel-orders/${id}/status`, { status: next }, admin);
      expect(sellerParcelResponse.parse(res.body).data.status).toBe(next);
    }
    const told = await env.DB.prepare(
      "SELECT data FROM notifications WHERE user_id = ?1 AND parcel_id = ?2 ORDER BY id",
    )
      .bind(customer.id, id)
      .all<{ data: string }>();
    expect(told.results.map((n) => JSON.parse(n.data).status)).toEqual(["accepted", "ready", "on_a_way", "delivered"]);
  });

  it("a stock marked sold out reads 0 on the storefront at once (its shop's version moves) and comes back", async () => {
    const manager = await createShopManager([1]);
    const stock = await createProduct(1, { quantity: 40 });
    const version = async () =>
      (await env.DB.prepare("SELECT version FROM shop_versions WHERE shop_id = 1").first<{ version: number }>())
        ?.version ?? 0;
    const before = await version();
    const out = sellerStockResponse.parse(
      (await post(`dashboard/seller/stocks/${stock.stockId}`, { quantity: 0 }, manager)).body,
    ).data;
    expect(out).toMatchObject({ id: stock.stockId, quantity: 0, sold_out: true });
    expect(await version()).toBeGreaterThan(before);
    const uuid = (
      await env.DB.prepare("SELECT uuid FROM products WHERE id = ?1").bind(stock.productId).first<{ uuid: string }>()
    )?.uuid;
    const product = await call(`rest/products/${uuid}`);
    expect(product.status).toBe(200);
    expect(JSON.stringify(product.body)).toMatch(/"quantity":0/);
    expect(JSON.stringify(product.body)).not.toMatch(/"quantity":40/);
    const back = sellerStockResponse.parse(
      (await post(`dashboard/seller/stocks/${stock.stockId}`, { quantity: 12 }, manager)).body,
    ).data;
    expect(back.sold_out).toBe(false);
    const list = sellerStocksPageResponse.parse(
      (await get("dashboard/seller/stocks/paginate?shop_id=1&perPage=100&page=1", manager)).body,
    );
    expect(list.meta.total).toBeGreaterThan(0);
    const other = await createProduct(2, { quantity: 5 });
    await expectError(
      await post(`dashboard/seller/stocks/${other.stockId}`, { quantity: 0 }, manager),
      404,
      "ERROR_404",
    );
    expect(await stockOf(other.stockId)).toBe(5);
  });

  it("a shop closed for now refuses orders as closed, and takes them again once open", async () => {
    const manager = await createShopManager([1]);
    const customer = await createUser({ wallet: 100_000 });
    const shops = sellerShopsResponse.parse((await get("dashboard/seller/shops", manager)).body).data;
    expect(shops.map((s) => s.id)).toEqual([1]);
    const closed = sellerShopResponse.parse(
      (await post("dashboard/seller/shops/1/open", { open: false }, manager)).body,
    ).data;
    expect(closed.open).toBe(false);
    const stock = await createProduct(1, { quantity: 10 });
    const cart = await post(
      "dashboard/user/cart/insert-product",
      { shop_id: 1, products: [{ stock_id: stock.stockId, quantity: 1 }] },
      customer,
    );
    const cartId = (cart.body as { data: { id: number } }).data.id;
    const refused = await post("dashboard/user/orders", orderBody(cartId, { payment_id: 2 }), customer);
    expect(refused.status).toBe(400);
    await post("dashboard/seller/shops/1/open", { open: true }, manager);
    const placed = await post("dashboard/user/orders", orderBody(cartId, { payment_id: 2 }), customer);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await expectError(await post("dashboard/seller/shops/2/open", { open: false }, manager), 404, "ERROR_404");
  });
});
