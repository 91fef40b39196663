import { readCookie, setCookie } from "./cookies.server";
import { parseCart, serializeCart, type VisitorCart } from "./visitor-cart";

export const CART_COOKIE = "cart";

export function readVisitorCart(request: Request): VisitorCart {
  return parseCart(readCookie(request, CART_COOKIE));
}

export function cartCookie(cart: VisitorCart): string {
  return setCookie(CART_COOKIE, serializeCart(cart));
}
