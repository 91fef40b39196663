import { env } from "cloudflare:test";
import { errorBodySchema } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createProduct } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { orderBody } from "./helpers/orders";
import { countRows, createUser, type TestUser } from "./helpers/users";

const insert = (user: TestUser, shopId: number, stockId: number) =>
  call(
    "dashboard/user/cart/insert-product",
    send("POST", { shop_id: shopId, products: [{ stock_id: stockId, quantity: 1 }] }, user.auth),
  );

/** The shops of the products in the user's open cart, and the shop the cart says it is for. */
async function cartShops(userId: number) {
  const cart = await env.DB.prepare("SELECT id, shop_id FROM carts WHERE owner_id = ?1 AND ordered_at IS NULL")
    .bind(userId)
    .first<{ id: number; shop_id: number }>();
  const lines = await env.DB.prepare(
    `SELECT DISTINCT p.shop_id FROM cart_details d JOIN user_carts uc ON uc.id = d.user_cart_id
     JOIN stocks s ON s.id = d.stock_id JOIN products p ON p.id = s.product_id WHERE uc.cart_id = ?1`,
  )
    .bind(cart?.id ?? -1)
    .all<{ shop_id: number }>();
  return { cart, lineShops: lines.results.map((r) => r.shop_id) };
}

describe("the one-shop cart rule under concurrency", () => {
  it("four concurrent insert-product calls for two shops never leave one cart holding both shops' products", {
    timeout: 60_000,
  }, async () => {
    // Several rounds: one round may happen to run the requests one after the other.
    for (let round = 0; round < 5; round++) {
      const user = await createUser();
      const one = await createProduct(1);
      const two = await createProduct(2);
      const answers = await Promise.all([
        insert(user, 1, one.stockId),
        insert(user, 2, two.stockId),
        insert(user, 1, one.stockId),
        insert(user, 2, two.stockId),
      ]);
      const { cart, lineShops } = await cartShops(user.id);
      expect(lineShops.length).toBe(1);
      expect(lineShops[0]).toBe(cart?.shop_id);
      // A refused call says why, in the cart's words; none answers 500.
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect(answer.status).toBe(400);
        expect(errorBodySchema.parse(answer.body).message).toBe(
          "You can only add items from one restaurant to your shopping cart",
        );
      }
    }
  });

  it("an order for shop 2 from a cart holding shop 1's stock is refused and writes nothing", async () => {
    const user = await createUser();
    const two = await createProduct(2);
    const one = await createProduct(1, { quantity: 10 });
    const first = await insert(user, 2, two.stockId);
    expect(first.status).toBe(200);
    const cartId = (first.body as { data: { id: number } }).data.id;
    // The mixed cart a race left behind before the rule was enforced by the statement itself.
    await env.DB.prepare(
      `INSERT INTO cart_details (user_cart_id, stock_id, quantity, parent_id, created_at)
       SELECT id, ?2, 1, NULL, ?3 FROM user_carts WHERE cart_id = ?1`,
    )
      .bind(cartId, one.stockId, new Date().toISOString())
      .run();
    const before = await countRows("orders");
    const order = await call("dashboard/user/orders", send("POST", orderBody(cartId, { shop_id: 2 }), user.auth));
    expect(order.status).toBe(400);
    expect(errorBodySchema.parse(order.body).message).toBe("The cart holds another shop's products");
    expect(await countRows("orders")).toBe(before);
    const stock = await env.DB.prepare("SELECT quantity FROM stocks WHERE id = ?1").bind(one.stockId).first();
    expect(stock).toEqual({ quantity: 10 });
  });
});
