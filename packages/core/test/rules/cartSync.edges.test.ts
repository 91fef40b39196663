import { describe, expect, it } from "vitest";
import type { Cart } from "../../src/rules/cart.js";
import { cartFromServer, insertProductBody, type ServerCart } from "../../src/rules/cartSync.js";

const plain = (stockId: number, quantity: number) => ({
  stockId,
  shopId: 4,
  quantity,
  price: 500,
  tax: 0,
  discount: 0,
  addons: [],
});

function serverCart(details: ServerCart["user_carts"][number]["cartDetails"], second = details): ServerCart {
  const user = (id: number, cartDetails: typeof details) => ({
    id,
    user_id: id,
    name: `u${id}`,
    uuid: `u${id}`,
    cartDetails,
  });
  return {
    id: 1,
    owner_id: 1,
    shop_id: 4,
    total_price: 0,
    group: true,
    user_carts: [user(1, details), user(2, second)],
  };
}

describe("cart sync edges", () => {
  it("sends quantity 0 only for the lines that went, and the kept ones with their quantities", () => {
    const previous: Cart = { shopId: 4, lines: [plain(10, 1), plain(20, 2)] };
    const next: Cart = { shopId: 4, lines: [plain(10, 3)] };
    expect(insertProductBody(previous, next, { currency_id: 2, rate: 1.5 })).toEqual({
      shop_id: 4,
      currency_id: 2,
      rate: 1.5,
      products: [
        { stock_id: 10, quantity: 3 },
        { stock_id: 20, quantity: 0 },
      ],
    });
  });

  it("sends nothing when there is nothing to send or no shop to send it to", () => {
    expect(insertProductBody({ shopId: 4, lines: [] }, { shopId: 4, lines: [] }, { currency_id: 1 })).toBeNull();
    expect(
      insertProductBody({ shopId: null, lines: [] }, { shopId: null, lines: [plain(10, 1)] }, { currency_id: 1 }),
    ).toBeNull();
  });

  it("reads an empty cart from no cart, no user carts, or a user cart without lines", () => {
    expect(cartFromServer(null)).toEqual({ shopId: null, lines: [] });
    expect(cartFromServer({ ...serverCart([]), user_carts: [] })).toEqual({ shopId: null, lines: [] });
    expect(cartFromServer(serverCart([]))).toEqual({ shopId: null, lines: [] });
    expect(cartFromServer(serverCart([]), 5)).toEqual({ shopId: null, lines: [] });
  });

  it("reads the chosen member's lines, the unit discount and at least one of each addon per item", () => {
    const mine = [{ id: 1, quantity: 2, price: 20, discount: 3, stock: { id: 10, price: 10, tax: 1.5 }, addons: [] }];
    const theirs = [
      {
        id: 2,
        quantity: 3,
        price: 30,
        discount: 0,
        stock: { id: 11, price: 10 },
        addons: [{ quantity: 1, stock: { id: 77, price: 0.5 } }],
      },
    ];
    const server = serverCart(mine, theirs);
    expect(cartFromServer(server, 0).lines).toEqual([
      { stockId: 10, shopId: 4, quantity: 2, price: 1000, tax: 150, discount: 150, addons: [] },
    ]);
    expect(cartFromServer(server, 1).lines).toEqual([
      {
        stockId: 11,
        shopId: 4,
        quantity: 3,
        price: 1000,
        tax: 0,
        discount: 0,
        addons: [{ stockId: 77, quantity: 1, price: 50 }],
      },
    ]);
  });

  it("keeps a zero-quantity line's addon quantity and gives it no discount rather than dividing by zero", () => {
    const server = serverCart([
      {
        id: 1,
        quantity: 0,
        price: 0,
        discount: 2,
        stock: { id: 10, price: 10 },
        addons: [{ quantity: 2, stock: { id: 7, price: 1 } }],
      },
    ]);
    expect(cartFromServer(server).lines[0]).toMatchObject({
      quantity: 0,
      discount: 0,
      addons: [{ stockId: 7, quantity: 2 }],
    });
  });
});
