import { env } from "cloudflare:test";
import { errorBodySchema } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createProduct, setSetting } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { orderBody } from "./helpers/orders";
import { countRows, createUser, type TestUser } from "./helpers/users";

const stockOf = async (id: number) =>
  (await env.DB.prepare("SELECT quantity FROM stocks WHERE id = ?1").bind(id).first<{ quantity: number }>())?.quantity;

async function cartOf(user: TestUser, stockId: number, quantity: number) {
  const res = await call(
    "dashboard/user/cart/insert-product",
    send("POST", { shop_id: 1, products: [{ stock_id: stockId, quantity }] }, user.auth),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: { id: number } }).data.id;
}

const place = (user: TestUser, cartId: number, payment: number) =>
  call("dashboard/user/orders", send("POST", orderBody(cartId, { payment_id: payment }), user.auth));

describe("emptying a shop's stock with orders nobody pays for", () => {
  it("an attacker who orders all 51 of a stock and cancels finds the stock back at 51, once", async () => {
    const attacker = await createUser();
    const stock = await createProduct(1, { price: 100, quantity: 51 });
    const placed = await place(attacker, await cartOf(attacker, stock.stockId, 51), 1);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const id = (placed.body as { data: { id: number } }).data.id;
    expect(await stockOf(stock.stockId)).toBe(0);
    const cancel = () =>
      call(`dashboard/user/orders/${id}/status/change?status=canceled`, send("POST", undefined, attacker.auth));
    // cancelled twice at once, then once more: the stock comes back exactly once
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect((await cancel()).status).toBe(400);
    expect(await stockOf(stock.stockId)).toBe(51);
  });

  it("an attacker holding the most open unpaid orders is refused another with a clear sentence, and nothing is written", async () => {
    await setSetting("max_open_unpaid_orders", "2");
    const attacker = await createUser({ wallet: 100_000 });
    const stock = await createProduct(1, { price: 100, quantity: 100 });
    for (let i = 0; i < 2; i += 1) {
      const ok = await place(attacker, await cartOf(attacker, stock.stockId, 10), 1);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    }
    const left = await stockOf(stock.stockId);
    const orders = await countRows("orders", "user_id = ?1", attacker.id);
    const refused = await place(attacker, await cartOf(attacker, stock.stockId, 10), 1);
    expect(refused.status).toBe(400);
    const error = errorBodySchema.parse(refused.body);
    expect(error.statusCode).toBe("ERROR_256");
    expect(error.message).toBe(
      "You already have 2 unpaid orders waiting. Pay for or cancel one before ordering again.",
    );
    expect(await stockOf(stock.stockId)).toBe(left);
    expect(await countRows("orders", "user_id = ?1", attacker.id)).toBe(orders);
    // a wallet-paid order is not held unpaid: it goes through
    const paid = await place(attacker, await cartOf(attacker, stock.stockId, 10), 2);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await setSetting("max_open_unpaid_orders", "3");
  });
});
