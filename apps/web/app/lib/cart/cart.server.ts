/**
 * Where the cart lives: the visitor's in the `cart` cookie (compact text, see cart-codec), the
 * signed-in user's on the server (`/dashboard/user/cart`). Every change is made with core's cart
 * rules (`addLine`, `setLine`, `decreaseLine`, `removeLine`, `clearCart`) and then stored here;
 * a cart that would not fit in its cookie is refused, never written half.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  type Cart as ApiCart,
  type ApiClient,
  ApiError,
  deleteCarts,
  getCart,
  insertCartProducts,
} from "@tiffin/api-client";
import {
  addLine,
  type Cart,
  type CartLine,
  cartFromServer,
  clearCart,
  decreaseLine,
  emptyCart,
  insertProductBody,
  lineKey,
  removeLine,
  type ServerCart,
  setLine,
} from "@tiffin/core";
import { clearCookie, setCookie } from "../cookies.server";
import { orSignOut } from "../session-user.server";
import { decodeCart, encodeCart, fitsInCookie } from "./cart-codec";

export const CART_COOKIE = "cart";

export type CartError = "oneShop" | "full" | "invalid" | "server" | "leaveGroup";

export type CartChange =
  | { intent: "add"; line: CartLine; replace: boolean }
  | { intent: "increase" | "decrease" | "remove"; key: string }
  | { intent: "clear" }
  | { intent: "save"; cart: Cart };

export interface CartStore {
  signedIn: boolean;
  cart: Cart;
  /** The server cart's id (signed in, once there is one). */
  cartId: number | null;
  /** The server cart as the API sent it (signed in). */
  server: ApiCart | null;
}

/** The API's cart in core's terms (its lines, addons nested, amounts in minor units). */
export function toServerCart(cart: ApiCart): ServerCart {
  return {
    ...cart,
    currency_id: cart.currency_id ?? undefined,
    user_carts: cart.user_carts.map((member) => ({
      ...member,
      cartDetails: member.cartDetails.map((detail) => ({
        id: detail.id,
        quantity: detail.quantity,
        price: detail.price,
        discount: detail.discount,
        stock: { id: detail.stock.id, price: detail.stock.price, tax: detail.stock.tax },
        addons: detail.addons.map((addon) => ({
          quantity: addon.quantity,
          stock: { id: addon.stock.id, price: addon.stock.price, tax: addon.stock.tax },
        })),
      })),
    })),
  };
}

export function readVisitorCart(context: Pick<AppLoadContext, "cookies">): Cart {
  return decodeCart(context.cookies.cart);
}

/** The signed-in user's server cart, or null when there is none (404). A 401 signs out. */
export async function readServerCart(api: ApiClient): Promise<ApiCart | null> {
  try {
    return await orSignOut(getCart(api));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function loadCartStore(
  context: Pick<AppLoadContext, "cookies">,
  api: ApiClient,
  signedIn: boolean,
): Promise<CartStore> {
  if (!signedIn) return { signedIn, cart: readVisitorCart(context), cartId: null, server: null };
  const server = await readServerCart(api);
  return {
    signedIn,
    cart: server ? cartFromServer(toServerCart(server)) : emptyCart(),
    cartId: server?.id ?? null,
    server,
  };
}

/** A change applied with core's rules; another shop's line is refused unless `replace` says to start over. */
export function applyChange(
  cart: Cart,
  change: CartChange,
): { ok: true; cart: Cart } | { ok: false; error: CartError } {
  switch (change.intent) {
    case "add": {
      const result = addLine(change.replace ? clearCart() : cart, change.line);
      return result.ok ? { ok: true, cart: result.cart } : { ok: false, error: "oneShop" };
    }
    case "increase": {
      const line = cart.lines.find((l) => lineKey(l) === change.key);
      if (!line) return { ok: false, error: "invalid" };
      const result = setLine(cart, { ...line, quantity: line.quantity + 1 });
      return result.ok ? { ok: true, cart: result.cart } : { ok: false, error: "oneShop" };
    }
    case "decrease":
      return { ok: true, cart: decreaseLine(cart, change.key) };
    case "remove":
      return { ok: true, cart: removeLine(cart, change.key) };
    case "clear":
      return { ok: true, cart: clearCart() };
    case "save": {
      const shops = new Set(change.cart.lines.map((l) => l.shopId));
      return shops.size > 1 ? { ok: false, error: "oneShop" } : { ok: true, cart: change.cart };
    }
  }
}

export type SaveResult =
  | { ok: true; cart: Cart; cartId: number | null; headers: string[] }
  | { ok: false; error: CartError; message?: string };

/** Stores `next` where the cart lives; the visitor's cookie only when it fits. */
export async function saveCart(
  store: CartStore,
  next: Cart,
  api: ApiClient,
  currency: { currency_id: number } | null,
): Promise<SaveResult> {
  if (!store.signedIn) {
    if (next.lines.length === 0)
      return { ok: true, cart: next, cartId: null, headers: [await clearCookie(CART_COOKIE)] };
    const cookie = await setCookie(CART_COOKIE, encodeCart(next));
    if (!fitsInCookie(cookie)) return { ok: false, error: "full" };
    return { ok: true, cart: next, cartId: null, headers: [cookie] };
  }
  try {
    let previous = store.cart;
    const movesShop = previous.lines.length > 0 && next.shopId !== null && next.shopId !== previous.shopId;
    if ((next.lines.length === 0 || movesShop) && store.cartId !== null) {
      await orSignOut(deleteCarts(api, [store.cartId]));
      if (next.lines.length === 0) return { ok: true, cart: emptyCart(), cartId: null, headers: [] };
      previous = emptyCart();
    }
    const body = insertProductBody(previous, next, currency ?? { currency_id: 0 });
    if (!body) return { ok: true, cart: next, cartId: store.cartId, headers: [] };
    if (!currency) delete (body as { currency_id?: number }).currency_id;
    const server = await orSignOut(insertCartProducts(api, body));
    return { ok: true, cart: cartFromServer(toServerCart(server)), cartId: server.id, headers: [] };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false, error: "server", message: error.message };
    throw error;
  }
}

/**
 * Sign-in (SPEC.md section 4): the visitor's lines are added to the server cart with core's
 * rules, the cookie is cleared, and the server cart is what the user sees from then on. When the
 * server cart holds another shop's lines, the newer visitor cart replaces it.
 */
export async function mergeVisitorCart(
  context: Pick<AppLoadContext, "cookies">,
  api: ApiClient,
  currencyId: number | null,
) {
  const local = readVisitorCart(context);
  if (local.lines.length === 0) return { headers: [] as string[], replaced: false };
  const store = await loadCartStore(context, api, true);
  const otherShop = store.cart.lines.length > 0 && store.cart.shopId !== local.shopId;
  let merged = otherShop ? emptyCart() : store.cart;
  for (const line of local.lines) {
    const result = addLine(merged, line);
    if (result.ok) merged = result.cart;
  }
  const saved = await saveCart(store, merged, api, currencyId ? { currency_id: currencyId } : null);
  // A refused push keeps the visitor cart, so nothing is lost; the cart page shows why.
  if (!saved.ok) return { headers: [] as string[], replaced: false, error: saved.message ?? saved.error };
  return { headers: [await clearCookie(CART_COOKIE)], replaced: otherShop };
}
