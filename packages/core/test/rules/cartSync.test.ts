import { describe, expect, it } from "vitest";
import type { Cart } from "../../src/rules/cart.js";
import { cartFromServer, insertProductBody, type ServerCart } from "../../src/rules/cartSync.js";

const burgerWithCheese: Cart = {
  shopId: 4,
  lines: [
    {
      stockId: 10,
      shopId: 4,
      quantity: 3,
      price: 900,
      tax: 0,
      discount: 0,
      addons: [{ stockId: 77, quantity: 1, price: 100 }],
    },
  ],
};

describe("cart sync: addon quantities per item in the domain, every unit on the wire", () => {
  it("sends an addon's quantity as per-item quantity × line quantity", () => {
    const body = insertProductBody({ shopId: null, lines: [] }, burgerWithCheese, { currency_id: 1 });
    expect(body?.products).toEqual([
      { stock_id: 10, quantity: 3 },
      { stock_id: 77, quantity: 3, parent_id: 10 },
    ]);
  });

  it("removes a line and its addons with quantity 0", () => {
    const body = insertProductBody(burgerWithCheese, { shopId: null, lines: [] }, { currency_id: 1 });
    expect(body?.products).toEqual([
      { stock_id: 10, quantity: 0 },
      { stock_id: 77, quantity: 0, parent_id: 10 },
    ]);
  });

  it("reads a server addon line holding every unit back as its per-item quantity", () => {
    const server: ServerCart = {
      id: 1,
      owner_id: 2,
      shop_id: 4,
      total_price: 30,
      group: false,
      user_carts: [
        {
          id: 1,
          user_id: 2,
          name: "Demo",
          uuid: "u",
          cartDetails: [
            {
              id: 5,
              quantity: 3,
              price: 27,
              discount: 0,
              stock: { id: 10, price: 9 },
              addons: [{ quantity: 3, stock: { id: 77, price: 1 } }],
            },
          ],
        },
      ],
    };
    expect(cartFromServer(server)).toEqual(burgerWithCheese);
  });
});
