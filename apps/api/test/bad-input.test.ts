import { env } from "cloudflare:test";
import { errorBodySchema, orderResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createProduct } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { countRows, createUser } from "./helpers/users";

const raw = (method: string, body: string, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...headers },
  body,
});

describe("malformed JSON bodies", () => {
  it("answers 400 'Malformed JSON body' in the contract's error shape for broken JSON on a public call", async () => {
    for (const text of [
      '{"email": "demo@tiffin.test", "password": ',
      "{email: 'x'}",
      "not json",
      '{"a":1}}',
      "\u0000",
    ]) {
      const { status, body } = await call("auth/login", raw("POST", text, { "CF-Connecting-IP": "198.51.100.40" }));
      expect(status, text).toBe(400);
      const error = errorBodySchema.parse(body);
      expect(error.statusCode).toBe("ERROR_400");
      expect(error.message).toBe("Malformed JSON body");
    }
  });

  it("answers 'Malformed JSON body' on a signed-in write and writes nothing", async () => {
    const user = await createUser({ wallet: 100_000 });
    const { cartId } = await fillCart(user);
    const text = JSON.stringify(orderBody(cartId)).slice(0, -3);
    const orders = await countRows("orders");
    const { status, body } = await call("dashboard/user/orders", raw("POST", text, user.auth));
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).message).toBe("Malformed JSON body");
    expect(await countRows("orders")).toBe(orders);
  });

  it("says the body must be a JSON object when it is valid JSON of another kind", async () => {
    for (const text of ["[]", '"demo"', "42", "null", "true"]) {
      const { status, body } = await call("auth/login", raw("POST", text, { "CF-Connecting-IP": "198.51.100.41" }));
      expect(status, text).toBe(400);
      expect(errorBodySchema.parse(body).message, text).toBe("The request body must be a JSON object");
    }
  });
});

describe("missing fields are keyed by the field", () => {
  it("keys a login without a password by `password`, not by `_`", async () => {
    const { status, body } = await call(
      "auth/login",
      send("POST", { email: "demo@tiffin.test" }, { "CF-Connecting-IP": "198.51.100.42" }),
    );
    expect(status).toBe(400);
    const error = errorBodySchema.parse(body);
    expect(Object.keys(error.params ?? {})).toEqual(["password"]);
    expect(error.params?.password).toEqual(["Required"]);
    expect(error.message).toBe("Required");
  });

  it("keys a phone login without a password by `password`", async () => {
    const { body } = await call(
      "auth/login",
      send("POST", { phone: "+447700900001" }, { "CF-Connecting-IP": "198.51.100.43" }),
    );
    expect(Object.keys(errorBodySchema.parse(body).params ?? {})).toEqual(["password"]);
  });

  it("keys a login without a login by the login field and the password, never `_`", async () => {
    const { body } = await call("auth/login", send("POST", {}, { "CF-Connecting-IP": "198.51.100.44" }));
    const params = errorBodySchema.parse(body).params ?? {};
    expect(params._).toBeUndefined();
    expect(Object.keys(params).sort()).toEqual(["email", "password"]);
  });

  it("keys a missing nested field by its dotted path (an order without location.latitude)", async () => {
    const user = await createUser();
    const { cartId } = await fillCart(user);
    const { status, body } = await call(
      "dashboard/user/orders",
      send("POST", orderBody(cartId, { location: { longitude: -0.12776 } }), user.auth),
    );
    expect(status).toBe(400);
    const params = errorBodySchema.parse(body).params ?? {};
    expect(Object.keys(params)).toContain("location.latitude");
    expect(params._).toBeUndefined();
  });

  it("keys a refund request without a cause by `cause`", async () => {
    const user = await createUser();
    const { status, body } = await call("dashboard/user/order-refunds", send("POST", { order_id: 1 }, user.auth));
    expect(status).toBe(400);
    expect(Object.keys(errorBodySchema.parse(body).params ?? {})).toEqual(["cause"]);
  });
});

describe("long lists and big carts", () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const refusedFor = async (res: { status: number; body: unknown }, field: string) => {
    expect(res.status).toBe(400);
    const error = errorBodySchema.parse(res.body);
    expect(error.statusCode).toBe("ERROR_400");
    expect(Object.keys(error.params ?? {})).toContain(field);
  };

  it("refuses more than 50 ids in a body with 400 keyed by `ids` (cart, cart lines, group lines)", async () => {
    const user = await createUser();
    await refusedFor(await call("dashboard/user/cart/delete", send("DELETE", { ids: many(150) }, user.auth)), "ids");
    await refusedFor(
      await call("dashboard/user/cart/product/delete", send("DELETE", { ids: many(150) }, user.auth)),
      "ids",
    );
    await refusedFor(
      await call("rest/cart/product/delete", send("DELETE", { ids: many(150), cart_id: 1, user_cart_uuid: "x" })),
      "ids",
    );
  });

  it("refuses more than 50 ids in a query with 400 (addresses, group members, shop tags, order statuses)", async () => {
    const user = await createUser();
    const ids = many(150)
      .map((i) => `ids[]=${i}`)
      .join("&");
    await refusedFor(
      await call(`dashboard/user/addresses/delete?${ids}`, { method: "DELETE", headers: user.auth }),
      "ids",
    );
    await refusedFor(
      await call(`dashboard/user/cart/member/delete?cart_id=1&${ids}`, { method: "DELETE", headers: user.auth }),
      "ids",
    );
    await refusedFor(await call(`rest/cart/member/delete?cart_id=1&${ids}`, { method: "DELETE" }), "ids");
    const take = many(150)
      .map((i) => `take[]=${i}`)
      .join("&");
    await refusedFor(await call(`rest/shops/paginate?${take}`), "take");
    const statuses = many(150)
      .map(() => "statuses[]=new")
      .join("&");
    await refusedFor(await call(`dashboard/user/orders/paginate?${statuses}`, { headers: user.auth }), "statuses");
  });

  it("refuses more than 50 products in one cart change with 400 keyed by `products`, writing nothing", async () => {
    const user = await createUser();
    const lines = many(120).map((i) => ({ stock_id: i, quantity: 1 }));
    const carts = await countRows("carts");
    await refusedFor(
      await call("dashboard/user/cart/insert-product", send("POST", { shop_id: 1, products: lines }, user.auth)),
      "products",
    );
    expect(await countRows("carts")).toBe(carts);
  });

  it("places an order from a cart of 25 lines with all 25 lines (more than D1's 100 bound values)", async () => {
    const user = await createUser({ wallet: 1_000_000 });
    const stocks = [];
    for (let i = 0; i < 25; i++) stocks.push(await createProduct(1, { price: 500, quantity: 100 }));
    const cart = await call(
      "dashboard/user/cart/insert-product",
      send("POST", { shop_id: 1, products: stocks.map((s) => ({ stock_id: s.stockId, quantity: 1 })) }, user.auth),
    );
    expect(cart.status).toBe(200);
    const cartId = (cart.body as { data: { id: number } }).data.id;
    const res = await call("dashboard/user/orders", send("POST", orderBody(cartId, { payment_id: 2 }), user.auth));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = orderResponse.parse(res.body).data;
    expect(order.details).toHaveLength(25);
    expect(await countRows("order_details", "order_id = ?1", order.id)).toBe(25);
  });
});

describe("bodies that are JSON but not an object", () => {
  it("answers 400 keyed by `email` on the email password reset for a null, a list or a string body", async () => {
    for (const text of ["null", "[]", '"demo@tiffin.test"', "7"]) {
      const { status, body } = await call("auth/forgot/email-password", raw("POST", text));
      expect(status, text).toBe(400);
      expect(Object.keys(errorBodySchema.parse(body).params ?? {}), text).toEqual(["email"]);
    }
  });
});

describe("ids of things that do not exist", () => {
  it("answers 404 'Shop not found' for a cart change or a group cart in an unknown shop, and makes no cart", async () => {
    const fresh = await createUser();
    const carts = await countRows("carts", "owner_id = ?1", fresh.id);
    const insert = await call(
      "dashboard/user/cart/insert-product",
      send("POST", { shop_id: 999_999, products: [{ stock_id: 1, quantity: 1 }] }, fresh.auth),
    );
    expect(insert.status).toBe(404);
    expect(errorBodySchema.parse(insert.body).message).toBe("Shop not found");
    const open = await call("dashboard/user/cart/open", send("POST", { shop_id: 999_999 }, fresh.auth));
    expect(open.status).toBe(404);
    expect(await countRows("carts", "owner_id = ?1", fresh.id)).toBe(carts);
    // with a cart already open, moving it to an unknown shop is refused the same way
    const withCart = await createUser();
    const { cartId } = await fillCart(withCart);
    const moved = await call("dashboard/user/cart/open", send("POST", { shop_id: 999_999 }, withCart.auth));
    expect(moved.status).toBe(404);
    expect(errorBodySchema.parse(moved.body).message).toBe("Shop not found");
    const cart = await env.DB.prepare("SELECT shop_id FROM carts WHERE id = ?1")
      .bind(cartId)
      .first<{ shop_id: number }>();
    expect(cart?.shop_id).toBe(1);
  });
});
