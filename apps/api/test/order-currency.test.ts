import { cartTotalsResponse, orderResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createProduct } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { HOME, orderBody } from "./helpers/orders";
import { createUser } from "./helpers/users";

/** Major units to whole cents, for sums that must be exact. */
const cents = (major: number) => Math.round(major * 100);

async function awkwardCart(auth: Record<string, string>) {
  // Prices, a tax and a discount whose converted cents land on different sides of a half.
  const a = await createProduct(1, { price: 1333, tax: 7, quantity: 50 });
  const b = await createProduct(1, { price: 2199, discount: 111, quantity: 50 });
  const res = await call(
    "dashboard/user/cart/insert-product",
    send(
      "POST",
      {
        shop_id: 1,
        products: [
          { stock_id: a.stockId, quantity: 3 },
          { stock_id: b.stockId, quantity: 1 },
        ],
      },
      auth,
    ),
  );
  return (res.body as { data: { id: number } }).data.id;
}

describe("an order placed in another currency", () => {
  it.each([
    [3, "GBP at 0.79"],
    [4, "AED at 3.67"],
    [2, "EUR at 0.92"],
  ])(
    "currency %i (%s): its parts add up to its total exactly and equal calculate's to the cent",
    async (currencyId) => {
      const user = await createUser();
      const cartId = await awkwardCart(user.auth);
      const location = { latitude: HOME.latitude + 0.0123, longitude: HOME.longitude - 0.0171 };
      const quoted = cartTotalsResponse.parse(
        (
          await call(
            `dashboard/user/cart/calculate/${cartId}`,
            send("POST", { type: "delivery", address: location, tips: 1.37, currency_id: currencyId }, user.auth),
          )
        ).body,
      ).data;
      const placed = await call(
        `dashboard/user/orders?currency_id=${currencyId}`,
        send("POST", orderBody(cartId, { currency_id: currencyId, location, tips: 1.37 }), user.auth),
      );
      expect(placed.status).toBe(200);
      const created = orderResponse.parse(placed.body).data;
      // Read back too: the stored order must present the same numbers as the one just made.
      const shown = orderResponse.parse(
        (await call(`dashboard/user/orders/${created.id}`, { headers: user.auth })).body,
      ).data;
      for (const order of [created, shown]) {
        expect(order.origin_price).toBe(quoted.price);
        expect(order.total_discount).toBe(quoted.total_discount);
        expect(order.shop_tax).toBe(quoted.total_shop_tax);
        expect(order.delivery_fee).toBe(quoted.delivery_fee);
        expect(order.service_fee).toBe(quoted.service_fee);
        expect(order.tips).toBe(quoted.tips);
        expect(order.coupon_price).toBe(quoted.coupon_price);
        expect(order.total_price).toBe(quoted.total_price);
        const parts =
          cents(order.origin_price) -
          cents(order.total_discount) +
          cents(order.shop_tax) +
          cents(order.delivery_fee) +
          cents(order.service_fee) +
          cents(order.tips) -
          cents(order.coupon_price);
        expect(parts).toBe(cents(order.total_price));
        expect(order.transaction?.price ?? order.total_price).toBe(order.total_price);
      }
    },
  );
});
