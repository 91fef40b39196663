import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { createUser } from "./helpers/users";

async function balances(ids: number[]) {
  const { results } = await env.DB.prepare(
    `SELECT user_id, price FROM wallets WHERE user_id IN (${ids.join(",")})`,
  ).all<{
    user_id: number;
    price: number;
  }>();
  return results;
}

describe("money is conserved under concurrency", () => {
  it("50 concurrent transfers among 5 users and 20 concurrent wallet-paid orders", { timeout: 30_000 }, async () => {
    const users = await Promise.all(
      Array.from({ length: 5 }, (_, i) => createUser({ firstname: `P${i}`, wallet: 3000 + i * 1000 })),
    );
    // 15 more buyers, some too poor for their order, so the conditional debit refuses some.
    const buyers = [
      ...users,
      ...(await Promise.all(Array.from({ length: 15 }, (_, i) => createUser({ wallet: i % 4 === 0 ? 500 : 4000 })))),
    ];
    const ids = buyers.map((u) => u.id);
    const start = (await balances(ids)).reduce((sum, b) => sum + b.price, 0);
    const carts = [];
    for (const [i, buyer] of buyers.entries())
      carts.push({ buyer, cartId: (await fillCart(buyer, { price: 1000 + (i % 3) * 250 })).cartId });

    const transfers = Array.from({ length: 50 }, (_, i) => {
      const from = users[i % 5]!;
      const to = users[(i * 3 + 1) % 5]!;
      return call("dashboard/user/wallet/send", send("POST", { uuid: to.uuid, price: 7 + (i % 9) }, from.auth));
    });
    // 20 orders, and the first five carts ordered twice at once: one order per cart all the same.
    const orders = [...carts, ...carts.slice(0, 5)].map(({ buyer, cartId }) =>
      call("dashboard/user/orders", send("POST", orderBody(cartId, { payment_id: 2 }), buyer.auth)),
    );
    const results = await Promise.all([...transfers, ...orders]);
    for (const r of results) expect([200, 400, 501]).toContain(r.status);
    expect(results.slice(0, 50).filter((r) => r.status === 200).length).toBeGreaterThan(0);
    const placed = results.slice(50).filter((r) => r.status === 200).length;

    const end = await balances(ids);
    expect(end.every((b) => b.price >= 0)).toBe(true);
    const { results: paid } = await env.DB.prepare(
      `SELECT o.id, o.total_price, COUNT(t.id) AS paid_count, SUM(t.price) AS paid_sum FROM orders o
       LEFT JOIN transactions t ON t.payable_type = 'order' AND t.payable_id = o.id AND t.status = 'paid'
       WHERE o.user_id IN (${ids.join(",")}) GROUP BY o.id`,
    ).all<{ id: number; total_price: number; paid_count: number; paid_sum: number }>();
    expect(paid.length).toBe(placed);
    // Exactly one order per cart that could be paid, none for the buyers too poor for theirs,
    // the twice-sent carts included.
    const { results: perCart } = await env.DB.prepare(
      `SELECT cart_id, COUNT(*) AS n FROM orders WHERE cart_id IN (${carts.map((c) => c.cartId).join(",")}) GROUP BY cart_id`,
    ).all<{ cart_id: number; n: number }>();
    const ordersOf = new Map(perCart.map((row) => [row.cart_id, row.n]));
    const poor = new Set(buyers.filter((_, i) => i >= 5 && (i - 5) % 4 === 0).map((b) => b.id));
    for (const { buyer, cartId } of carts) {
      expect(ordersOf.get(cartId) ?? 0, `cart ${cartId}`).toBe(poor.has(buyer.id) ? 0 : 1);
    }
    expect(placed).toBe(carts.length - poor.size);
    for (const order of paid) {
      expect(order.paid_count).toBe(1);
      expect(order.paid_sum).toBe(order.total_price);
    }
    const taken = paid.reduce((sum, o) => sum + o.total_price, 0);
    expect(end.reduce((sum, b) => sum + b.price, 0) + taken).toBe(start);
  });
});
