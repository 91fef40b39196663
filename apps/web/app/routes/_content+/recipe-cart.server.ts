import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Receipt } from "@tiffin/api-client";
import type { Cart, CartLine } from "@tiffin/core";
import { apiFor } from "../../lib/api.server";
import { applyChange, type CartError, loadCartStore, saveCart } from "../../lib/cart/cart.server";
import { readPreferences } from "../../lib/preferences.server";
import { readSessionUser } from "../../lib/session-user.server";

type RecipeStocks = NonNullable<Receipt["stocks"]>;

/** The cart lines of a recipe's products that can be ordered now (never a sold-out one). */
export function recipeLines(stocks: RecipeStocks): CartLine[] {
  return stocks
    .filter((stock) => stock.in_stock)
    .map((stock) => ({
      stockId: stock.id,
      shopId: stock.product.shop_id,
      quantity: stock.quantity,
      price: 0,
      tax: 0,
      discount: 0,
      addons: [],
    }));
}

/**
 * `lines` added one by one with core's cart rules (the same as the cart page's "add"): a cart of
 * another shop is refused unless `replace` says to start over.
 */
export function addLines(
  cart: Cart,
  lines: CartLine[],
  replace: boolean,
): { ok: true; cart: Cart } | { ok: false; error: CartError } {
  let next = cart;
  for (const [index, line] of lines.entries()) {
    const applied = applyChange(next, { intent: "add", line, replace: replace && index === 0 });
    if (!applied.ok) return applied;
    next = applied.cart;
  }
  return { ok: true, cart: next };
}

export type RecipeCartResult = { ok: true; headers: string[] } | { ok: false; error: CartError | "empty" };

/**
 * Puts every product of the recipe in the visitor's or user's cart. The products are the API's
 * (the form names only the recipe), so nothing else can be slipped in with it.
 */
export async function addRecipeToCart(
  request: Request,
  context: AppLoadContext,
  stocks: RecipeStocks,
  replace: boolean,
): Promise<RecipeCartResult> {
  const lines = recipeLines(stocks);
  if (lines.length === 0) return { ok: false, error: "empty" };
  const api = apiFor(request, context);
  const signedIn = (await readSessionUser(request, context.cloudflare.env)) !== null;
  const store = await loadCartStore(context, api, signedIn);
  const added = addLines(store.cart, lines, replace);
  if (!added.ok) return added;
  const { currencyId } = readPreferences(request, context);
  const saved = await saveCart(store, added.cart, api, currencyId ? { currency_id: currencyId } : null);
  return saved.ok ? { ok: true, headers: saved.headers } : { ok: false, error: saved.error };
}
