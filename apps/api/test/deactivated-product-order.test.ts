import { env } from "cloudflare:test";
import { errorBodySchema } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { countRows, createUser } from "./helpers/users";

describe("a product switched off after it was put in a cart", () => {
  it("ordering a cart whose product the shop deactivated afterwards is refused with Out of stock, writing nothing", async () => {
    const user = await createUser();
    const { cartId, stock } = await fillCart(user, { quantity: 2 });
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = ?1").bind(stock.productId).run();
    const before = await countRows("orders");
    const order = await call("dashboard/user/orders", send("POST", orderBody(cartId), user.auth));
    expect(order.status).toBe(400);
    expect(errorBodySchema.parse(order.body).message).toBe("Out of stock");
    expect(await countRows("orders")).toBe(before);
    const row = await env.DB.prepare("SELECT quantity FROM stocks WHERE id = ?1").bind(stock.stockId).first();
    expect(row).toEqual({ quantity: 1000 });
    expect(await countRows("carts", "id = ?1 AND ordered_at IS NULL", cartId)).toBe(1);
  });
});
