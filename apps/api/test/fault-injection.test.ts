import { env } from "cloudflare:test";
import { errorBodySchema, orderResponse } from "@tiffin/api-client";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { callWith } from "./helpers/api-env";
import { faultyD1 } from "./helpers/faulty-d1";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { createUser, type TestUser, walletBalance } from "./helpers/users";

/** Every table a money or order flow writes to: compared whole, row by row. */
const TABLES = [
  "orders",
  "order_details",
  "transactions",
  "wallets",
  "wallet_histories",
  "notifications",
  "coupon_usages",
  "carts",
  "user_carts",
  "cart_details",
  "stocks",
  "order_refunds",
  "batch_marks",
];

async function snapshot(): Promise<Record<string, unknown[]>> {
  const results = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY rowid`)));
  return Object.fromEntries(TABLES.map((t, i) => [t, results[i]?.results ?? []]));
}

/** The promises of the money flows, as counts of rows that break them (all must be 0). */
async function brokenPromises() {
  const [lineless, unpaid, debitWithoutOrder, refundWithoutCredit, negative] = await env.DB.batch<{ n: number }>([
    // no order without lines
    env.DB.prepare(
      "SELECT COUNT(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_details d WHERE d.order_id = o.id)",
    ),
    // no wallet debit for an order without the order's paid (or, once canceled, canceled) transaction
    env.DB.prepare(
      `SELECT COUNT(*) AS n FROM wallet_histories h WHERE h.type = 'withdraw' AND h.note LIKE 'Order %'
       AND NOT EXISTS (SELECT 1 FROM orders o JOIN transactions t ON t.payable_type = 'order' AND t.payable_id = o.id
         WHERE h.note = 'Order ' || o.uuid AND t.status IN ('paid', 'canceled'))`,
    ),
    // no paid order without its transaction: an order paid by wallet has its withdraw row
    env.DB.prepare(
      `SELECT COUNT(*) AS n FROM transactions t JOIN payments p ON p.id = t.payment_id
       WHERE t.payable_type = 'order' AND p.tag = 'wallet'
       AND NOT EXISTS (SELECT 1 FROM wallet_histories h WHERE h.type = 'withdraw'
         AND (h.note = 'Order ' || (SELECT uuid FROM orders WHERE id = t.payable_id) OR h.note = 'Tiffin order #' || t.payable_id))`,
    ),
    // no refund without its credit: a canceled wallet payment has its refund row, of its amount
    // (the note carries the order id as D1 bound it, an integer or a real)
    env.DB.prepare(
      `SELECT COUNT(*) AS n FROM transactions t JOIN payments p ON p.id = t.payment_id
       WHERE t.payable_type = 'order' AND p.tag = 'wallet' AND t.status = 'canceled'
       AND NOT EXISTS (SELECT 1 FROM wallet_histories h WHERE h.type = 'topup' AND h.price = t.price
         AND h.note IN ('Refund of order #' || t.payable_id, 'Refund of order #' || t.payable_id || '.0'))`,
    ),
    env.DB.prepare("SELECT COUNT(*) AS n FROM wallets WHERE price < 0"),
  ]);
  const n = (r: D1Result<{ n: number }> | undefined) => r?.results[0]?.n ?? -1;
  return {
    lineless: n(lineless),
    unpaid: n(unpaid),
    debitWithoutOrder: n(debitWithoutOrder),
    refundWithoutCredit: n(refundWithoutCredit),
    negative: n(negative),
  };
}

const NONE_BROKEN = { lineless: 0, unpaid: 0, debitWithoutOrder: 0, refundWithoutCredit: 0, negative: 0 };

/**
 * Runs the request once per fault position: the first run fails the first statement that can
 * write, the next the second, and so on, until a run reaches none (it succeeds). After every
 * failed run the database must be exactly as it was. Returns the successful response and how
 * many positions failed.
 */
async function failAtEveryPosition(request: (db: D1Database) => Response | Promise<Response>) {
  for (let failAt = 0; failAt < 100; failAt++) {
    const before = await snapshot();
    const faulty = faultyD1(env.DB, failAt);
    const response = await request(faulty.db);
    if (!faulty.fired()) return { response, faults: failAt };
    const where = `fault ${failAt} at: ${faulty.failedSql()?.trim().slice(0, 80)}`;
    expect(response.status, where).toBe(500);
    expect(errorBodySchema.parse(await response.json()).statusCode, where).toBe("ERROR_500");
    expect(await snapshot(), where).toEqual(before);
    expect(await brokenPromises(), where).toEqual(NONE_BROKEN);
  }
  throw new Error("the request never got past its faults");
}

const jsonCall = (db: D1Database, path: string, method: string, body: unknown, user: TestUser) =>
  callWith({ DB: db }, path, send(method, body, user.auth));

describe("fault injection: a D1 failure at any statement leaves nothing half-written", () => {
  // Every injected fault is an unexpected D1 error, which the API logs before answering 500.
  let logged: MockInstance<typeof console.error>;
  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(logged.mock.calls.every(([first]) => first === "Unhandled API error")).toBe(true);
    logged.mockRestore();
  });

  it("mid-order (wallet payment): no order without lines, no debit without its order, stock and cart untouched", async () => {
    const user = await createUser({ wallet: 100_000 });
    const { cartId, stock } = await fillCart(user, { quantity: 2 });
    const { response, faults } = await failAtEveryPosition((db) =>
      jsonCall(db, "dashboard/user/orders", "POST", orderBody(cartId, { payment_id: 2 }), user),
    );
    // debit, its history, the order, its lines, stock, cart, transaction, notification (and reads)
    expect(faults).toBeGreaterThanOrEqual(8);
    expect(response.status).toBe(200);
    const order = orderResponse.parse(await response.json()).data;
    expect(order.details).toHaveLength(1);
    expect(order.transaction?.status).toBe("paid");
    expect(await walletBalance(user.id)).toBe(100_000 - Math.round(order.total_price * 100));
    const left = await env.DB.prepare("SELECT quantity FROM stocks WHERE id = ?1")
      .bind(stock.stockId)
      .first<{ quantity: number }>();
    expect(left?.quantity).toBe(998);
    expect(await brokenPromises()).toEqual(NONE_BROKEN);
  });

  it("mid-transfer: no debit without its credit, the sum of the two wallets never changes", async () => {
    const alice = await createUser({ wallet: 10_000 });
    const bob = await createUser({ wallet: 500 });
    const { response, faults } = await failAtEveryPosition((db) =>
      jsonCall(db, "dashboard/user/wallet/send", "POST", { uuid: bob.uuid, price: 12.34 }, alice),
    );
    // debit, its check, credit, its check, two history rows
    expect(faults).toBeGreaterThanOrEqual(6);
    expect(response.status).toBe(200);
    expect(await walletBalance(alice.id)).toBe(10_000 - 1234);
    expect(await walletBalance(bob.id)).toBe(500 + 1234);
  });

  it("mid-cancel of a wallet-paid order: no canceled order without its refund and credit", async () => {
    const user = await createUser({ wallet: 100_000 });
    const { cartId } = await fillCart(user);
    const placed = await jsonCall(env.DB, "dashboard/user/orders", "POST", orderBody(cartId, { payment_id: 2 }), user);
    const order = orderResponse.parse(await placed.json()).data;
    const paid = await walletBalance(user.id);
    expect(paid).toBeLessThan(100_000);
    const { response, faults } = await failAtEveryPosition((db) =>
      callWith({ DB: db }, `dashboard/user/orders/${order.id}/status/change?status=canceled`, {
        method: "POST",
        headers: user.auth,
      }),
    );
    // status, mark, refund history, credit, transaction, notification, mark cleanup
    expect(faults).toBeGreaterThanOrEqual(7);
    expect(response.status).toBe(200);
    expect(orderResponse.parse(await response.json()).data.status).toBe("canceled");
    expect(await walletBalance(user.id)).toBe(100_000);
    expect(await brokenPromises()).toEqual(NONE_BROKEN);
  });

  it("mid-payment of an unpaid order by wallet: no debit without the paid transaction", async () => {
    const user = await createUser({ wallet: 100_000 });
    const { cartId } = await fillCart(user);
    const placed = await jsonCall(
      env.DB,
      "dashboard/user/orders",
      "POST",
      orderBody(cartId, { payment_id: undefined }),
      user,
    );
    const order = orderResponse.parse(await placed.json()).data;
    expect(order.transaction).toBeNull();
    const { response, faults } = await failAtEveryPosition((db) =>
      jsonCall(db, `payments/order/${order.id}/transactions`, "POST", { payment_sys_id: 2 }, user),
    );
    // debit, its check, history, transaction
    expect(faults).toBeGreaterThanOrEqual(4);
    expect(response.status).toBe(200);
    expect(await walletBalance(user.id)).toBe(100_000 - Math.round(order.total_price * 100));
    const tx = await env.DB.prepare(
      "SELECT status FROM transactions WHERE payable_type = 'order' AND payable_id = ?1 AND status = 'paid'",
    )
      .bind(order.id)
      .all();
    expect(tx.results).toHaveLength(1);
    expect(await brokenPromises()).toEqual(NONE_BROKEN);
  });

  it("mid-settlement of a wallet top-up: no paid top-up without its credit, and the retry credits once", async () => {
    const user = await createUser({ wallet: 1_000 });
    const started = await jsonCall(
      env.DB,
      "payments/wallet/payment/top-up",
      "POST",
      { payment_type: "sandbox", price: 25 },
      user,
    );
    const url = (await started.json()) as { data: { data: { url: string } } };
    const session = new URL(url.data.data.url).pathname.split("/").pop() ?? "";
    const { response, faults } = await failAtEveryPosition((db) =>
      callWith({ DB: db }, `payments/sandbox/callback?session_id=${session}&outcome=approve`),
    );
    // the transaction marked paid, its check, the credit, its history row
    expect(faults).toBeGreaterThanOrEqual(4);
    expect(response.status).toBe(200);
    expect(await walletBalance(user.id)).toBe(1_000 + 2_500);
    const again = await callWith({}, `payments/sandbox/callback?session_id=${session}&outcome=approve`);
    expect(again.status).toBe(200);
    expect(await walletBalance(user.id)).toBe(1_000 + 2_500);
  });
});
