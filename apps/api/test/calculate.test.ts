import { cartTotalsResponse, errorBodySchema } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createProduct, shopFacts } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { HOME, orderBody } from "./helpers/orders";
import { createUser, type TestUser } from "./helpers/users";

/** An independent great-circle distance, so the test does not reuse the code it checks. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(r(a.latitude)) * Math.cos(r(b.latitude)) * Math.sin(r(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
const halfUp = (x: number) => Math.floor(x + 0.5 + 1e-9);

async function cartFor(user: TestUser) {
  const dish = await createProduct(1, { price: 1200, tax: 10, quantity: 50 });
  const res = await call(
    "dashboard/user/cart/insert-product",
    send("POST", { shop_id: 1, products: [{ stock_id: dish.stockId, quantity: 2 }] }, user.auth),
  );
  return (res.body as { data: { id: number } }).data.id;
}

const calc = (user: TestUser, cartId: number, body: unknown) =>
  call(`dashboard/user/cart/calculate/${cartId}`, send("POST", body, user.auth));

describe("POST /dashboard/user/cart/calculate/{id}", () => {
  it("adds the shop tax, the delivery fee by distance, the service fee and tips", async () => {
    const user = await createUser();
    const cartId = await cartFor(user);
    const shop = await shopFacts(1);
    const res = await calc(user, cartId, { type: "delivery", address: HOME, tips: 2 });
    expect(res.status).toBe(200);
    const totals = cartTotalsResponse.parse(res.body).data;
    // price = (1200 + 120 tax) × 2; shop tax 10 % of it; fee = base + per km × km; service 1.50
    const price = 2640;
    const shopTax = halfUp((price * shop.tax) / 100);
    const fee = halfUp(shop.price + shop.price_per_km * km(shop, HOME));
    expect(totals.price).toBe(price / 100);
    // The products' tax is inside price; the tax row is the shop's.
    expect(totals.total_tax).toBe(shopTax / 100);
    expect(totals.total_shop_tax).toBe(shopTax / 100);
    expect(totals.delivery_fee).toBe(fee / 100);
    expect(totals.service_fee).toBe(1.5);
    expect(totals.tips).toBe(2);
    expect(totals.total_price).toBe((price + shopTax + fee + 150 + 200) / 100);
    expect(totals.products).toHaveLength(1);
  });

  it("charges no delivery fee and no tip for pickup, and converts by the currency rate", async () => {
    const user = await createUser();
    const cartId = await cartFor(user);
    const pickup = cartTotalsResponse.parse((await calc(user, cartId, { type: "pickup", tips: 3 })).body).data;
    expect(pickup.delivery_fee).toBe(0);
    expect(pickup.tips).toBe(0);
    expect(pickup.total_price).toBe(30.54);
    const eur = cartTotalsResponse.parse((await calc(user, cartId, { type: "pickup", currency_id: 2 })).body).data;
    expect(eur.rate).toBe(0.92);
    expect(eur.price).toBe(24.29);
  });

  it("applies percent and fixed coupons and names an unknown, expired or used one", async () => {
    const user = await createUser();
    const cartId = await cartFor(user);
    const plain = cartTotalsResponse.parse((await calc(user, cartId, { type: "pickup" })).body).data;
    const percent = cartTotalsResponse.parse(
      (await calc(user, cartId, { type: "pickup", coupon: "WELCOME10" })).body,
    ).data;
    expect(percent.coupon_price).toBe(halfUp(plain.total_price * 10) / 100);
    expect(percent.total_price).toBeCloseTo(plain.total_price - percent.coupon_price, 2);
    const fixed = cartTotalsResponse.parse((await calc(user, cartId, { type: "pickup", coupon: "FIVEOFF" })).body).data;
    expect(fixed.coupon_price).toBe(5);
    const codes = async (coupon: string) =>
      errorBodySchema.parse((await calc(user, cartId, { type: "pickup", coupon })).body).statusCode;
    expect(await codes("NOPE")).toBe("ERROR_249");
    expect(await codes("SPRING24")).toBe("ERROR_250");
    expect(
      (await call("dashboard/user/orders", send("POST", orderBody(cartId, { coupon: "WELCOME10" }), user.auth))).status,
    ).toBe(200);
    const next = await cartFor(user);
    expect(
      errorBodySchema.parse((await calc(user, next, { type: "pickup", coupon: "WELCOME10" })).body).statusCode,
    ).toBe("ERROR_251");
  });

  it("refuses bad input, another user's cart and no sign-in", async () => {
    const user = await createUser();
    const cartId = await cartFor(user);
    const noAddress = await calc(user, cartId, { type: "delivery" });
    expect(errorBodySchema.parse(noAddress.body).params?.address).toEqual(["The address is required for delivery."]);
    expect((await calc(user, cartId, { type: "drone" })).status).toBe(400);
    const other = await createUser();
    expect((await calc(other, cartId, { type: "pickup" })).status).toBe(404);
    expect((await call(`dashboard/user/cart/calculate/${cartId}`, send("POST", { type: "pickup" }))).status).toBe(401);
  });

  it("answers ERROR_433 with no price for a delivery point outside the shop's zone", async () => {
    const user = await createUser();
    const cartId = await cartFor(user);
    const sydney = { latitude: -33.8688, longitude: 151.2093 };
    const res = await calc(user, cartId, { type: "delivery", address: sydney });
    expect(res.status).toBe(400);
    const error = errorBodySchema.parse(res.body);
    expect(error.statusCode).toBe("ERROR_433");
    expect(error.message).toBe("Sorry, we're not available here");
    expect(res.body).not.toHaveProperty("data");
    // Pickup from the same cart still has a price: the zone is only about delivery.
    expect((await calc(user, cartId, { type: "pickup", address: sydney })).status).toBe(200);
    // Just outside London's zone too, not only the other side of the world.
    const outside = await calc(user, cartId, { type: "delivery", address: { latitude: 51.9, longitude: -0.12776 } });
    expect(errorBodySchema.parse(outside.body).statusCode).toBe("ERROR_433");
  });
});
