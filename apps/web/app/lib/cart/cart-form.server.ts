import type { AppLoadContext } from "@remix-run/cloudflare";
import { type Cart, type CartLine, emptyCart, outsideGroup } from "@tiffin/core";
import { apiFor } from "../api.server";
import { readPreferences } from "../preferences.server";
import { readSessionUser } from "../session-user.server";
import { applyChange, type CartChange, type CartError, loadCartStore, saveCart } from "./cart.server";
import { decodeCart } from "./cart-codec";
import { readMemberCookie } from "./group-order.server";

function positiveInt(value: FormDataEntryValue | null): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The change a cart form asks for, or null when it is malformed. */
export function changeFromForm(form: FormData): CartChange | null {
  const intent = form.get("intent");
  const key = String(form.get("key") ?? "");
  switch (intent) {
    case "add": {
      const shopId = positiveInt(form.get("shop_id"));
      const stockId = positiveInt(form.get("stock_id"));
      if (!shopId || !stockId) return null;
      const quantity = Math.min(positiveInt(form.get("quantity")) || 1, 999);
      const addons = [...new Set(form.getAll("addon").map(positiveInt))].filter((id) => id > 0);
      const line: CartLine = {
        stockId,
        shopId,
        quantity,
        price: 0,
        tax: 0,
        discount: 0,
        addons: addons.map((id) => ({ stockId: id, quantity: 1, price: 0 })),
      };
      return { intent: "add", line, replace: form.get("replace") === "1" };
    }
    case "increase":
    case "decrease":
    case "remove":
      return key ? { intent, key } : null;
    case "clear":
      return { intent: "clear" };
    case "save": {
      const text = String(form.get("cart") ?? "");
      const cart = decodeCart(text);
      // An empty text is an empty cart; a non-empty text that reads as nothing is malformed.
      if (text !== "" && cart.lines.length === 0) return null;
      return { intent: "save", cart: text === "" ? emptyCart() : cart };
    }
    default:
      return null;
  }
}

export type CartWrite =
  | { ok: true; change: CartChange; cart: Cart; headers: string[] }
  | { ok: false; error: CartError; message?: string };

/**
 * The one cart write path, for every intent (add, with `replace=1` after the one-shop question;
 * increase, decrease, remove, clear; `save` of a whole cart, the cart machine's writes): read the
 * form's change, check it with core's rules (one shop; a group member adds only from the group's
 * shop), apply it to the stored cart and save it (the visitor's cookie or the server cart). /cart's
 * action says how the outcome is answered: a redirect for a plain form, data for a fetcher.
 */
export async function writeCart(request: Request, context: AppLoadContext, form: FormData): Promise<CartWrite> {
  const change = changeFromForm(form);
  if (!change) return { ok: false, error: "invalid" };
  if (change.intent === "add" && outsideGroup(readMemberCookie(context)?.shopId, change.line.shopId)) {
    return { ok: false, error: "leaveGroup" };
  }
  const api = apiFor(request, context);
  const signedIn = (await readSessionUser(request, context.cloudflare.env)) !== null;
  const store = await loadCartStore(context, api, signedIn);
  const applied = applyChange(store.cart, change);
  if (!applied.ok) return { ok: false, error: applied.error };
  const { currencyId } = readPreferences(request, context);
  const saved = await saveCart(store, applied.cart, api, currencyId ? { currency_id: currencyId } : null);
  if (!saved.ok) return { ok: false, error: saved.error, ...(saved.message ? { message: saved.message } : {}) };
  return { ok: true, change, cart: saved.cart, headers: saved.headers };
}
