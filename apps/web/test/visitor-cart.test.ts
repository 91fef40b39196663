import type { ApiClient } from "@tiffin/api-client";
import { type Cart, type CartLine, cartTotals, lineKey } from "@tiffin/core";
import { describe, expect, it } from "vitest";
import { applyChange, type CartStore, readVisitorCart, saveCart } from "../app/lib/cart/cart.server";
import { decodeCart, encodeCart, fitsInCookie, VISITOR_CART_MAX_BYTES } from "../app/lib/cart/cart-codec";
import { readRequestCookies, setCookie } from "../app/lib/cookies.server";
import type { WebEnv } from "../load-context";

const env = { SESSION_SECRET: "a-test-secret-of-some-length", ENVIRONMENT: "test" } as WebEnv;

/** The visitor cart the next page reads from `request`'s cookies. */
async function cartOf(request: Request): Promise<Cart> {
  return readVisitorCart({ cookies: await readRequestCookies(request, env) });
}

const line = (stockId: number, quantity = 1, addons: number[] = [], shopId = 3): CartLine => ({
  stockId,
  shopId,
  quantity,
  price: 0,
  tax: 0,
  discount: 0,
  addons: addons.map((id) => ({ stockId: id, quantity: 1, price: 0 })),
});

const noApi = {} as ApiClient;
const visitor = (cart: Cart): CartStore => ({ signedIn: false, cart, cartId: null, server: null });

/** What a browser sends back after a Set-Cookie: the cookie's name and value. */
function requestWith(setCookie: string): Request {
  const pair = setCookie.split(";")[0] ?? "";
  return new Request("http://local/cart", { headers: { Cookie: pair } });
}

describe("visitor cart text", () => {
  it("reads back every line, quantity and addon it wrote", () => {
    const cart: Cart = { shopId: 3, lines: [line(11, 2, [90, 91]), line(12, 1), line(11, 1, [92])] };
    expect(decodeCart(encodeCart(cart))).toEqual(cart);
  });

  it("reads malformed or edited text as an empty cart instead of throwing", () => {
    for (const text of ["", "garbage", "2.3.11x1", "1.x.11x1", "1.3.", "1.3.abc", '{"shop_id":3}']) {
      expect(decodeCart(text)).toEqual({ shopId: null, lines: [] });
    }
    // a bad line among good ones is skipped, the others kept
    expect(decodeCart("1.3.11x2~zzz~12x1").lines.map((l) => l.stockId)).toEqual([11, 12]);
  });

  it("holds 120 lines with two addons each in its encoded cookie, where the JSON cookie lost lines from about 25", async () => {
    const cart: Cart = {
      shopId: 3,
      lines: Array.from({ length: 120 }, (_, i) => line(10_000 + i, 12, [20_000 + i, 30_000 + i])),
    };
    const cookie = await setCookie("cart", encodeCart(cart));
    expect(fitsInCookie(cookie)).toBe(true);
    expect((cookie.split(";")[0] ?? "").length).toBeLessThanOrEqual(VISITOR_CART_MAX_BYTES);
    expect(await cartOf(requestWith(cookie))).toEqual({
      ...cart,
      lines: cart.lines.map((l) => ({ ...l, addons: l.addons.map((a) => ({ ...a })) })),
    });
  });
});

describe("visitor cart changes use core's rules and are never dropped silently", () => {
  it("adds up the same line, keeps one shop, and replaces only when asked", () => {
    let cart: Cart = { shopId: null, lines: [] };
    const first = applyChange(cart, { intent: "add", line: line(11, 1, [90]), replace: false });
    if (!first.ok) throw new Error("refused");
    cart = first.cart;
    const again = applyChange(cart, { intent: "add", line: line(11, 2, [90]), replace: false });
    expect(again.ok && again.cart.lines).toEqual([{ ...line(11, 3, [90]) }]);
    expect(applyChange(cart, { intent: "add", line: line(50, 1, [], 4), replace: false })).toEqual({
      ok: false,
      error: "oneShop",
    });
    const replaced = applyChange(cart, { intent: "add", line: line(50, 1, [], 4), replace: true });
    expect(replaced.ok && replaced.cart).toEqual({ shopId: 4, lines: [line(50, 1, [], 4)] });
  });

  it("never goes below 1 with decrease; remove is its own intent", () => {
    const cart: Cart = { shopId: 3, lines: [line(11, 1)] };
    const key = lineKey(cart.lines[0] as CartLine);
    const decreased = applyChange(cart, { intent: "decrease", key });
    expect(decreased.ok && decreased.cart.lines[0]?.quantity).toBe(1);
    const removed = applyChange(cart, { intent: "remove", key });
    expect(removed.ok && removed.cart.lines).toEqual([]);
  });

  it("adding many lines with addons: each add is either stored whole in the cookie or refused as full", async () => {
    let request = new Request("http://local/cart");
    let stored = 0;
    let refused = 0;
    for (let i = 0; i < 400; i += 1) {
      const store = visitor(await cartOf(request));
      const applied = applyChange(store.cart, {
        intent: "add",
        line: line(100_000 + i, 999, [200_000 + i, 300_000 + i]),
        replace: false,
      });
      if (!applied.ok) throw new Error("refused by the rules");
      const saved = await saveCart(store, applied.cart, noApi, null);
      if (saved.ok) {
        const cookie = saved.headers[0] ?? "";
        expect(cookie.length).toBeLessThan(4096);
        request = requestWith(cookie);
        stored += 1;
      } else {
        expect(saved.error).toBe("full");
        refused += 1;
      }
      // What the browser holds now is exactly every line ever accepted.
      expect((await cartOf(request)).lines).toHaveLength(stored);
    }
    expect(stored).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(0);
    expect(cartTotals(await cartOf(request)).quantity).toBe(stored * 999);
  });
});
