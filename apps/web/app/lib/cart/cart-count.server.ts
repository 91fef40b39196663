import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiClient } from "@tiffin/api-client";
import { cartFromServer, cartTotals } from "@tiffin/core";
import { readServerCart, readVisitorCart, toServerCart } from "./cart.server";

/** The header's number: every unit in the visitor's cookie cart, or in the signed-in user's server cart. */
export async function cartCount(
  context: Pick<AppLoadContext, "cookies">,
  api: ApiClient,
  signedIn: boolean,
): Promise<number> {
  if (!signedIn) return cartTotals(readVisitorCart(context)).quantity;
  const server = await readServerCart(api);
  return server ? cartTotals(cartFromServer(toServerCart(server))).quantity : 0;
}
