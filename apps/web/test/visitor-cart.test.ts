import { describe, expect, it } from "vitest";
import { addToCart, cartCount, EMPTY_CART, parseCart, serializeCart } from "../app/lib/visitor-cart";

const pizza = { stock_id: 10, quantity: 1, addons: [{ stock_id: 90, quantity: 1 }] };

describe("visitor cart", () => {
  it("adds a line, then increases the quantity of the same stock and addons", () => {
    const once = addToCart(EMPTY_CART, 1, pizza);
    if (!once.ok) throw new Error("expected ok");
    const twice = addToCart(once.cart, 1, { ...pizza, quantity: 2, addons: [{ stock_id: 90, quantity: 2 }] });
    if (!twice.ok) throw new Error("expected ok");
    expect(twice.cart.lines).toHaveLength(1);
    expect(twice.cart.lines[0]?.quantity).toBe(3);
    expect(twice.cart.lines[0]?.addons[0]?.quantity).toBe(3);
    expect(cartCount(twice.cart)).toBe(3);
  });

  it("keeps other addon choices as separate lines", () => {
    const first = addToCart(EMPTY_CART, 1, pizza);
    if (!first.ok) throw new Error("expected ok");
    const plain = addToCart(first.cart, 1, { stock_id: 10, quantity: 1, addons: [] });
    expect(plain.ok && plain.cart.lines).toHaveLength(2);
  });

  it("holds products of one shop only", () => {
    const first = addToCart(EMPTY_CART, 1, pizza);
    if (!first.ok) throw new Error("expected ok");
    expect(addToCart(first.cart, 2, pizza)).toEqual({ ok: false, reason: "otherShop" });
  });

  it("refuses a line without a stock", () => {
    expect(addToCart(EMPTY_CART, 1, { stock_id: 0, quantity: 1, addons: [] })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("survives the cookie round trip and ignores damaged values", () => {
    const added = addToCart(EMPTY_CART, 3, pizza);
    if (!added.ok) throw new Error("expected ok");
    expect(parseCart(serializeCart(added.cart))).toEqual(added.cart);
    expect(parseCart("{not json")).toEqual(EMPTY_CART);
    expect(parseCart(JSON.stringify({ shop_id: 1, lines: [{ stock_id: "x", quantity: 1 }] })).lines).toEqual([]);
  });
});
