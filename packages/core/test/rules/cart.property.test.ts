import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addLine,
  type Cart,
  type CartLine,
  cartTotals,
  clearCart,
  decreaseLine,
  emptyCart,
  lineKey,
  lineTotals,
  ONE_SHOP_ERROR,
  removeLine,
  setLine,
} from "../../src/rules/cart.js";

const lineArb: fc.Arbitrary<CartLine> = fc.record({
  stockId: fc.integer({ min: 1, max: 6 }),
  shopId: fc.integer({ min: 1, max: 3 }),
  quantity: fc.integer({ min: -3, max: 20 }),
  price: fc.integer({ min: 0, max: 100_000 }),
  tax: fc.integer({ min: 0, max: 5_000 }),
  discount: fc.integer({ min: 0, max: 1_000 }),
  addons: fc.array(
    fc.record({
      stockId: fc.integer({ min: 100, max: 103 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      price: fc.integer({ min: 0, max: 2_000 }),
    }),
    { maxLength: 2 },
  ),
});

type Op = { kind: "add" | "set"; line: CartLine } | { kind: "decrease" | "remove"; index: number } | { kind: "clear" };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom("add" as const, "set" as const), line: lineArb }),
  fc.record({ kind: fc.constantFrom("decrease" as const, "remove" as const), index: fc.nat({ max: 5 }) }),
  fc.constant({ kind: "clear" as const }),
);

function apply(cart: Cart, op: Op): Cart {
  switch (op.kind) {
    case "add":
      return addLine(cart, op.line).cart;
    case "set":
      return setLine(cart, op.line).cart;
    case "decrease":
    case "remove": {
      const line = cart.lines[op.index % Math.max(1, cart.lines.length)];
      if (!line) return cart;
      return op.kind === "decrease" ? decreaseLine(cart, lineKey(line)) : removeLine(cart, lineKey(line));
    }
    case "clear":
      return clearCart();
  }
}

describe("cart rules (properties)", () => {
  it("any sequence of operations keeps quantities >= 1, one shop and unique lines", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let cart = emptyCart();
        for (const op of ops) {
          cart = apply(cart, op);
          expect(cart.lines.every((l) => Number.isInteger(l.quantity) && l.quantity >= 1)).toBe(true);
          expect(new Set(cart.lines.map((l) => l.shopId)).size).toBeLessThanOrEqual(1);
          if (cart.lines.length > 0) expect(cart.shopId).toBe(cart.lines[0]?.shopId);
          else expect(cart.shopId).toBeNull();
          const keys = cart.lines.map(lineKey);
          expect(new Set(keys).size).toBe(keys.length);
        }
      }),
    );
  });

  it("cart totals equal the sum of line totals", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => {
        const cart = ops.reduce(apply, emptyCart());
        const totals = cartTotals(cart);
        const lines = cart.lines.map(lineTotals);
        expect(totals.price).toBe(lines.reduce((a, l) => a + l.price, 0));
        expect(totals.discount).toBe(lines.reduce((a, l) => a + l.discount, 0));
        expect(totals.quantity).toBe(cart.lines.reduce((a, l) => a + l.quantity, 0));
        expect(totals.total).toBe(totals.price - totals.discount);
      }),
    );
  });

  it("adding an existing line increases its quantity; setting replaces it", () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (line, a, b) => {
        const once = addLine(emptyCart(), { ...line, quantity: a }).cart;
        const twice = addLine(once, { ...line, quantity: b }).cart;
        expect(twice.lines).toHaveLength(1);
        expect(twice.lines[0]?.quantity).toBe(a + b);
        const set = setLine(twice, { ...line, quantity: b }).cart;
        expect(set.lines[0]?.quantity).toBe(b);
      }),
    );
  });

  it("a line from another shop is refused with the one-shop message and leaves the cart alone", () => {
    fc.assert(
      fc.property(lineArb, lineArb, (first, second) => {
        fc.pre(first.shopId !== second.shopId);
        const cart = addLine(emptyCart(), first).cart;
        const result = addLine(cart, second);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error).toBe(ONE_SHOP_ERROR);
        expect(result.cart).toBe(cart);
        expect(setLine(cart, second).ok).toBe(false);
      }),
    );
  });

  it("decrease never goes below 1", () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 1, max: 30 }), (line, times) => {
        let cart = addLine(emptyCart(), line).cart;
        for (let i = 0; i < times; i++) cart = decreaseLine(cart, lineKey(line));
        expect(cart.lines[0]?.quantity).toBe(Math.max(1, Math.max(1, line.quantity) - times));
      }),
    );
  });
});
