/**
 * The visitor cart's compact text form, kept in the `cart` cookie until sign-in:
 * `1.<shop>.<line>~<line>…`, a line being `<stock>x<quantity>` followed by `-<addon stock>` for
 * each addon (one per item of the line). Only digits and `.~x-`, and a line with two addons takes
 * about 20 bytes (27 once the cookie layer has encoded it): some 135 lines fit where JSON held 25–40.
 *
 * The rules that change a cart are core's (`@tiffin/core`); this module only stores the result.
 */
import type { Cart, CartLine } from "@tiffin/core";

/**
 * Browsers keep a cookie of up to 4096 bytes (name, value and attributes); stay clearly below.
 * The cookie layer stores this text as base64 JSON (cookies.server.ts), a third longer.
 */
export const VISITOR_CART_MAX_BYTES = 3800;
const VERSION = "1";
const MAX_QUANTITY = 999;

const positive = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

export function encodeCart(cart: Cart): string {
  if (cart.shopId === null || cart.lines.length === 0) return "";
  const lines = cart.lines.map(
    (line) => `${line.stockId}x${line.quantity}${line.addons.map((addon) => `-${addon.stockId}`).join("")}`,
  );
  return `${VERSION}.${cart.shopId}.${lines.join("~")}`;
}

/** A cart read back from its text; anything malformed reads as an empty cart, never as a throw. */
export function decodeCart(text: string | null | undefined): Cart {
  const empty: Cart = { shopId: null, lines: [] };
  if (!text) return empty;
  const [version, shop, body] = text.split(".");
  const shopId = positive(shop);
  if (version !== VERSION || !shopId || !body) return empty;
  const lines: CartLine[] = [];
  for (const part of body.split("~")) {
    const [head, ...addonIds] = part.split("-");
    const [stock, quantity] = (head ?? "").split("x");
    const stockId = positive(stock);
    const count = Math.min(MAX_QUANTITY, positive(quantity));
    if (!stockId || !count) continue;
    lines.push({
      stockId,
      shopId,
      quantity: count,
      price: 0,
      tax: 0,
      discount: 0,
      addons: addonIds.map(positive).flatMap((id) => (id ? [{ stockId: id, quantity: 1, price: 0 }] : [])),
    });
  }
  return lines.length ? { shopId, lines } : empty;
}

/** Whether a Set-Cookie value's `name=value` (what the browser keeps besides attributes) fits the budget. */
export function fitsInCookie(setCookie: string): boolean {
  return (setCookie.split(";")[0] ?? "").length <= VISITOR_CART_MAX_BYTES;
}
