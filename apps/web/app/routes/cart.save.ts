import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { cartTotals } from "@tiffin/core";
import { apiFor } from "../lib/api.server";
import { applyChange, loadCartStore, saveCart } from "../lib/cart.server";
import { changeFromForm } from "../lib/cart-form.server";
import { readPreferences } from "../lib/preferences.server";
import { readSessionUser } from "../lib/session-user.server";

/**
 * The cart machine's store (POST /cart/save, `intent=save` with the whole cart in its compact
 * text): the visitor's cookie or the server cart. Answers the stored cart in core's terms, or
 * why it was refused ("full" when the visitor cart would not fit in its cookie).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  form.set("intent", "save");
  const change = changeFromForm(form);
  if (!change) return Response.json({ ok: false, error: "invalid" }, { status: 400 });
  const api = apiFor(request, context);
  const signedIn = (await readSessionUser(request, context.cloudflare.env)) !== null;
  const store = await loadCartStore(context, api, signedIn);
  const applied = applyChange(store.cart, change);
  if (!applied.ok) return Response.json({ ok: false, error: applied.error }, { status: 409 });
  const { currencyId } = readPreferences(request, context);
  const saved = await saveCart(store, applied.cart, api, currencyId ? { currency_id: currencyId } : null);
  if (!saved.ok) return Response.json({ ok: false, error: saved.error, message: saved.message }, { status: 400 });
  const headers = new Headers();
  for (const cookie of saved.headers) headers.append("Set-Cookie", cookie);
  return Response.json({ ok: true, cart: saved.cart, count: cartTotals(saved.cart).quantity }, { headers });
}
