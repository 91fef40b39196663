import { env } from "cloudflare:test";
import {
  errorBodySchema,
  orderResponse,
  ordersPageResponse,
  refundResponse,
  refundsPageResponse,
} from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { callWith } from "./helpers/api-env";
import { countingD1 } from "./helpers/counting-d1";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { countRows, createUser, walletBalance } from "./helpers/users";

const place = (auth: Record<string, string>, body: unknown) => call("dashboard/user/orders", send("POST", body, auth));

async function expectRefused(res: { status: number; body: unknown }, status: number, code: string, message?: string) {
  expect(res.status).toBe(status);
  const error = errorBodySchema.parse(res.body);
  expect(error.statusCode).toBe(code);
  if (message) expect(error.message).toBe(message);
  return error;
}

describe("POST /dashboard/user/orders", () => {
  it("creates a cash order from the cart with the contract's shape", async () => {
    const user = await createUser();
    const { cartId, stock } = await fillCart(user, { price: 1500, quantity: 2 });
    const res = await place(user.auth, orderBody(cartId, { note: "Ring twice", tips: 2 }));
    expect(res.status).toBe(200);
    const order = orderResponse.parse(res.body).data;
    expect(order.status).toBe("new");
    expect(order.details[0]?.stock.id).toBe(stock.stockId);
    expect(order.details[0]?.member_name).toBeNull();
    expect(order.origin_price).toBe(30);
    expect(order.delivery_fee).toBeGreaterThan(1.99);
    expect(order.tips).toBe(2);
    expect(order.transaction).toMatchObject({ status: "progress", payment_system: { tag: "cash" } });
    expect(order.note).toBe("Ring twice");
    expect(order.shop?.id).toBe(1);
    // The cart is used up: a new one starts empty.
    expect((await call("dashboard/user/cart", { headers: user.auth })).status).toBe(404);
  });

  it("needs a signed-in user", async () => {
    await expectRefused(await place({}, orderBody(1)), 401, "ERROR_100", "Unauthorized");
  });

  it("makes one order per cart: the second attempt is 501 and writes nothing", async () => {
    const user = await createUser();
    const { cartId } = await fillCart(user);
    const [a, b] = await Promise.all([place(user.auth, orderBody(cartId)), place(user.auth, orderBody(cartId))]);
    expect([a.status, b.status].sort()).toEqual([200, 501]);
    const again = await place(user.auth, orderBody(cartId));
    await expectRefused(again, 501, "ERROR_501");
    expect(await countRows("orders", "cart_id = ?1", cartId)).toBe(1);
  });

  it("refuses a missing cart, a closed shop, an address outside the zone and a small amount", async () => {
    const user = await createUser();
    await expectRefused(await place(user.auth, orderBody(999_999)), 404, "ERROR_404");
    const { cartId } = await fillCart(user, { price: 1500 });
    await expectRefused(
      await place(user.auth, orderBody(cartId, { delivery_time: "03:00" })),
      400,
      "ERROR_400",
      "Shop is closed",
    );
    await expectRefused(
      await place(user.auth, orderBody(cartId, { location: { latitude: 48.8566, longitude: 2.3522 } })),
      400,
      "ERROR_433",
    );
    await expectRefused(await place(user.auth, orderBody(cartId, { delivery_time: "25:00" })), 400, "ERROR_400");
    const small = await createUser();
    const tiny = await fillCart(small, { price: 300 });
    const error = await expectRefused(await place(small.auth, orderBody(tiny.cartId)), 400, "ERROR_400");
    expect(error.message).toContain("at least $10.00");
    expect(await countRows("orders", "user_id IN (?1, ?2)", user.id, small.id)).toBe(0);
  });

  it("rejects bad input with the field's message", async () => {
    const user = await createUser();
    const error = await expectRefused(
      await place(user.auth, { cart_id: "x", delivery_type: "drone" }),
      400,
      "ERROR_400",
    );
    expect(Object.keys(error.params ?? {})).toEqual(
      expect.arrayContaining(["cart_id", "delivery_type", "delivery_date"]),
    );
  });

  it("takes a pickup order with no delivery fee and no tip", async () => {
    const user = await createUser();
    const { cartId } = await fillCart(user, { price: 2000 });
    const res = await place(user.auth, orderBody(cartId, { delivery_type: "pickup", location: null, tips: 5 }));
    const order = orderResponse.parse(res.body).data;
    expect(order.delivery_fee).toBe(0);
    expect(order.tips).toBe(0);
    expect(order.location).toBeNull();
  });

  it("debits the wallet at order time, and a short wallet is ERROR_109 with nothing charged", async () => {
    const rich = await createUser({ wallet: 100_000 });
    const { cartId } = await fillCart(rich, { price: 1500 });
    const order = orderResponse.parse((await place(rich.auth, orderBody(cartId, { payment_id: 2 }))).body).data;
    expect(order.transaction).toMatchObject({ status: "paid", payment_system: { tag: "wallet" } });
    expect(await walletBalance(rich.id)).toBe(100_000 - Math.round(order.total_price * 100));

    const poor = await createUser({ wallet: 500 });
    const poorCart = await fillCart(poor, { price: 1500 });
    await expectRefused(
      await place(poor.auth, orderBody(poorCart.cartId, { payment_id: 2 })),
      400,
      "ERROR_109",
      "Insufficient wallet balance",
    );
    expect(await walletBalance(poor.id)).toBe(500);
    expect(await countRows("orders", "user_id = ?1", poor.id)).toBe(0);
    expect(await countRows("wallet_histories", "user_id = ?1", poor.id)).toBe(0);

    const none = await createUser({ withWallet: false });
    const noneCart = await fillCart(none, { price: 1500 });
    await expectRefused(await place(none.auth, orderBody(noneCart.cartId, { payment_id: 2 })), 400, "ERROR_108");
  });
});

describe("order list, show, cancel, review and refunds", () => {
  it("lists with a status filter and shows one order, only to its owner", async () => {
    const user = await createUser();
    const first = orderResponse.parse((await place(user.auth, orderBody((await fillCart(user)).cartId))).body).data;
    const second = orderResponse.parse((await place(user.auth, orderBody((await fillCart(user)).cartId))).body).data;
    await env.DB.prepare("UPDATE orders SET status = 'delivered' WHERE id = ?1").bind(first.id).run();
    const all = ordersPageResponse.parse(
      (await call("dashboard/user/orders/paginate?perPage=10", { headers: user.auth })).body,
    );
    expect(all.data.map((o) => o.id)).toEqual([second.id, first.id]);
    const delivered = ordersPageResponse.parse(
      (await call("dashboard/user/orders/paginate?status=delivered", { headers: user.auth })).body,
    );
    expect(delivered.data.map((o) => o.id)).toEqual([first.id]);
    expect((await call("dashboard/user/orders/paginate?status=lost", { headers: user.auth })).status).toBe(400);
    expect(
      orderResponse.parse((await call(`dashboard/user/orders/${second.id}`, { headers: user.auth })).body).data.id,
    ).toBe(second.id);
    const other = await createUser();
    expect((await call(`dashboard/user/orders/${second.id}`, { headers: other.auth })).status).toBe(404);
  });

  it("cancels only a new order (ERROR_254 otherwise) and refunds a wallet payment", async () => {
    const user = await createUser({ wallet: 50_000 });
    const { cartId } = await fillCart(user);
    const order = orderResponse.parse((await place(user.auth, orderBody(cartId, { payment_id: 2 }))).body).data;
    expect(await walletBalance(user.id)).toBeLessThan(50_000);
    const cancel = (id: number) =>
      call(`dashboard/user/orders/${id}/status/change?status=canceled`, send("POST", undefined, user.auth));
    const canceled = orderResponse.parse((await cancel(order.id)).body).data;
    expect(canceled.status).toBe("canceled");
    expect(await walletBalance(user.id)).toBe(50_000);
    await expectRefused(await cancel(order.id), 400, "ERROR_254");
    expect(await countRows("notifications", "order_id = ?1 AND type = 'status_changed'", order.id)).toBe(1);
    // The customer reads "#1234", never a bound number's "#1234.0", and the link's id is a whole number.
    const note = await env.DB.prepare(
      "SELECT body, data FROM notifications WHERE order_id = ?1 AND type = 'status_changed'",
    )
      .bind(order.id)
      .first<{ body: string; data: string }>();
    expect(note?.body).toBe(`Your order #${order.id} was canceled`);
    expect(JSON.parse(note?.data ?? "{}")).toEqual({ id: order.id, type: "order", status: "canceled" });
    expect(note?.data).toContain(`"id":${order.id},`);
    const other = orderResponse.parse((await place(user.auth, orderBody((await fillCart(user)).cartId))).body).data;
    await expectRefused(
      await call(
        `dashboard/user/orders/${other.id}/status/change?status=delivered`,
        send("POST", undefined, user.auth),
      ),
      400,
      "ERROR_254",
    );
  });

  it("a cancel looks for refunds to send only when it gave money back, and an unpaid cash order's cancel takes three D1 round trips", async () => {
    const sendsRefunds = (sql: string) =>
      /FROM payment_refunds r\s+JOIN transactions t/.test(sql) && /'pending', 'failed'/.test(sql);
    let cancelTrips = 0;
    const cancelCounted = async (auth: Record<string, string>, id: number) => {
      const { db, count } = countingD1(env.DB);
      const res = await callWith({ DB: db }, `dashboard/user/orders/${id}/status/change?status=canceled`, {
        ...send("POST", undefined, auth),
      });
      expect(orderResponse.parse(await res.json()).data.status).toBe("canceled");
      cancelTrips = count.trips;
      return count.sql;
    };
    const user = await createUser({ wallet: 50_000 });
    const cash = orderResponse.parse((await place(user.auth, orderBody((await fillCart(user)).cartId))).body).data;
    expect((await cancelCounted(user.auth, cash.id)).some(sendsRefunds)).toBe(false);
    expect(cancelTrips).toBe(3);
    const byWallet = orderResponse.parse(
      (await place(user.auth, orderBody((await fillCart(user)).cartId, { payment_id: 2 }))).body,
    ).data;
    expect((await cancelCounted(user.auth, byWallet.id)).some(sendsRefunds)).toBe(true);
    expect(await walletBalance(user.id)).toBe(50_000);
  });

  it("reviews a delivered order once", async () => {
    const user = await createUser();
    const order = orderResponse.parse((await place(user.auth, orderBody((await fillCart(user)).cartId))).body).data;
    const review = (body: unknown) => call(`dashboard/user/orders/review/${order.id}`, send("POST", body, user.auth));
    await expectRefused(await review({ rating: 5 }), 400, "ERROR_400", "Only a delivered order can be reviewed");
    await env.DB.prepare("UPDATE orders SET status = 'delivered' WHERE id = ?1").bind(order.id).run();
    await expectRefused(await review({ rating: 9 }), 400, "ERROR_400");
    const reviewed = orderResponse.parse((await review({ rating: 4, comment: "Hot and fast" })).body).data;
    expect(reviewed.review).toMatchObject({ rating: 4, comment: "Hot and fast" });
    await expectRefused(await review({ rating: 3 }), 400, "ERROR_400", "This order was already reviewed");
  });

  it("asks for a refund once while pending and lists refunds", async () => {
    const user = await createUser();
    const order = orderResponse.parse((await place(user.auth, orderBody((await fillCart(user)).cartId))).body).data;
    const ask = () =>
      call("dashboard/user/order-refunds", send("POST", { order_id: order.id, cause: "Cold food" }, user.auth));
    const refund = refundResponse.parse((await ask()).body).data;
    expect(refund.status).toBe("pending");
    await expectRefused(await ask(), 400, "ERROR_400");
    await expectRefused(
      await call("dashboard/user/order-refunds", send("POST", { order_id: order.id }, user.auth)),
      400,
      "ERROR_400",
    );
    const page = refundsPageResponse.parse(
      (await call("dashboard/user/order-refunds/paginate", { headers: user.auth })).body,
    );
    expect(page.data).toHaveLength(1);
    expect(page.data[0]?.order.id).toBe(order.id);
    expect(await countRows("order_refunds", "user_id = ?1", user.id)).toBe(1);
  });
});
