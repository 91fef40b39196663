import { describe, expect, it } from "vitest";
import {
  acceptsShop,
  addLine,
  type Cart,
  type CartLine,
  decreaseLine,
  lineKey,
  lineTotals,
  ONE_SHOP_ERROR,
  priceWithAddons,
  removeLine,
  setLine,
} from "../../src/rules/cart.js";

const line = (stockId: number, quantity = 1, extra: Partial<CartLine> = {}): CartLine => ({
  stockId,
  shopId: 1,
  quantity,
  price: 500,
  tax: 50,
  discount: 0,
  addons: [],
  ...extra,
});

const cartOf = (...lines: CartLine[]): Cart => ({ shopId: lines[0]?.shopId ?? null, lines });
const quantities = (cart: Cart) => cart.lines.map((l) => [l.stockId, l.quantity]);

describe("cart lines, exact values", () => {
  it("refuses another shop with the SPEC's exact message", () => {
    expect(ONE_SHOP_ERROR).toBe("You can only add items from one restaurant to your shopping cart");
    const result = addLine(cartOf(line(1)), line(2, 1, { shopId: 9 }));
    expect(result).toEqual({ ok: false, error: ONE_SHOP_ERROR, cart: cartOf(line(1)) });
  });

  it("keys a line by stock and addons with their quantities, in stock order whatever the input order", () => {
    const addons = [
      { stockId: 7, quantity: 2, price: 100 },
      { stockId: 3, quantity: 1, price: 50 },
    ];
    expect(lineKey({ stockId: 10, addons })).toBe("10[3x1,7x2]");
    expect(lineKey({ stockId: 10, addons: [...addons].reverse() })).toBe("10[3x1,7x2]");
    expect(lineKey({ stockId: 10, addons: [] })).toBe("10[]");
    expect(addons[0]?.stockId).toBe(7);
  });

  it("accepts any shop into an empty cart, even one that remembers a shop", () => {
    expect(acceptsShop({ shopId: null, lines: [] }, 5)).toBe(true);
    expect(acceptsShop({ shopId: 1, lines: [] }, 5)).toBe(true);
    expect(acceptsShop(cartOf(line(1)), 1)).toBe(true);
    expect(acceptsShop(cartOf(line(1)), 5)).toBe(false);
  });

  it("adding a new stock appends a line; adding an existing one grows only that line", () => {
    const first = addLine(cartOf(), line(1, 2));
    expect(first.ok).toBe(true);
    expect(first.cart.shopId).toBe(1);
    const second = addLine(first.cart, line(2, 1));
    expect(quantities(second.cart)).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const grown = addLine(second.cart, line(2, 3));
    expect(grown.ok).toBe(true);
    expect(quantities(grown.cart)).toEqual([
      [1, 2],
      [2, 4],
    ]);
  });

  it("setting a quantity replaces only the matching line and appends a new one", () => {
    const cart = cartOf(line(1, 2), line(2, 1));
    const set = setLine(cart, line(2, 5));
    expect(set.ok).toBe(true);
    expect(quantities(set.cart)).toEqual([
      [1, 2],
      [2, 5],
    ]);
    expect(quantities(setLine(cart, line(3, 4)).cart)).toEqual([
      [1, 2],
      [2, 1],
      [3, 4],
    ]);
    expect(quantities(setLine(cart, line(1, 0)).cart)).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it("decreasing and removing touch only the line with that key", () => {
    const cart = cartOf(line(1, 3), line(2, 3));
    expect(quantities(decreaseLine(cart, "2[]"))).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(quantities(removeLine(cart, "2[]"))).toEqual([[1, 3]]);
    expect(removeLine(cartOf(line(1)), "1[]")).toEqual({ shopId: null, lines: [] });
  });

  it("prices a line as (price + tax) × quantity plus each addon's price × its quantity × the line's", () => {
    const burger = line(1, 3, {
      price: 900,
      tax: 90,
      discount: 100,
      addons: [
        { stockId: 7, quantity: 2, price: 150 },
        { stockId: 8, quantity: 1, price: 40 },
      ],
    });
    // (900 + 90) × 3 = 2970; addons (300 + 40) × 3 = 1020
    expect(lineTotals(burger)).toEqual({ quantity: 3, price: 3990, discount: 300, total: 3690 });
  });
});

describe("priceWithAddons", () => {
  it("adds each addon's price times its quantity per item to the unit, then times the quantity", () => {
    expect(priceWithAddons(850, [], 3)).toBe(2550);
    expect(
      priceWithAddons(
        850,
        [
          { price: 120, quantity: 1 },
          { price: 80, quantity: 2 },
        ],
        2,
      ),
    ).toBe((850 + 120 + 160) * 2);
    expect(priceWithAddons(850, [{ price: 120, quantity: 1 }], 0)).toBe(0);
  });
});
