import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { toWireLocation } from "@tiffin/api-client";
import { type Cart, cartTotals } from "@tiffin/core";
import { CartView } from "../../components/cart/cart-view";
import { readDeliveryAddress } from "../../lib/address/delivery-address.server";
import { apiFor } from "../../lib/api.server";
import { type CartError, loadCartStore } from "../../lib/cart/cart.server";
import { writeCart } from "../../lib/cart/cart-form.server";
import { cartPageData } from "../../lib/cart/cart-view.server";
import { readPreferences } from "../../lib/preferences.server";
import { safeRedirect } from "../../lib/redirect-target";
import { readSessionUser } from "../../lib/session-user.server";

// A personal page: described, but never indexed.
export const meta: MetaFunction = () => [
  { title: "Cart | Tiffin" },
  { name: "description", content: "Your Tiffin cart: the products you chose, their options and the totals." },
  { name: "robots", content: "noindex" },
];

export type CartActionResult =
  | { ok: true; count: number; cart: Cart }
  | { ok: false; error: CartError; message?: string };

/** Where a plain (no JavaScript) post goes back to, with the outcome in the query. */
function backTo(form: FormData, outcome: Record<string, string>, headers: string[] = []) {
  const target = new URL(safeRedirect(form.get("redirectTo"), "/cart"), "http://local");
  for (const [key, value] of Object.entries(outcome)) target.searchParams.set(key, value);
  const response = redirect(`${target.pathname}${target.search}`);
  for (const cookie of headers) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** The conflict's line, carried in the query so the page can offer "clear the cart and add this". */
function conflictQuery(form: FormData): Record<string, string> {
  const query: Record<string, string> = { cart_error: "oneShop" };
  for (const name of ["product", "stock_id", "quantity"]) {
    const value = form.get(name);
    if (typeof value === "string" && value) query[name] = value;
  }
  const addons = form.getAll("addon").map(String).filter(Boolean);
  if (addons.length) query.addons = addons.join(",");
  return query;
}

/**
 * The cart's one write path, by named intent: `add` (with `replace=1` after the one-shop
 * question), `increase`, `decrease`, `remove`, `clear`, and `save` of a whole cart (the cart
 * machine's writes, in the browser). Rules: core's, through writeCart. A plain form post is sent
 * back to `redirectTo`; a fetcher gets the stored cart and its count, or the refusal.
 */
export async function action({
  request,
  context,
}: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<CartActionResult>>> {
  const form = await request.formData();
  const plain = form.has("redirectTo");
  const written = await writeCart(request, context, form);
  if (!written.ok) {
    const { error } = written;
    if (plain) return backTo(form, error === "oneShop" ? conflictQuery(form) : { cart_error: error });
    const status = error === "oneShop" || error === "leaveGroup" ? 409 : 400;
    return data<CartActionResult>(
      { ok: false, error, ...(written.message ? { message: written.message } : {}) },
      { status },
    );
  }
  if (plain) return backTo(form, written.change.intent === "add" ? { added: "1" } : {}, written.headers);
  const headers = new Headers();
  for (const cookie of written.headers) headers.append("Set-Cookie", cookie);
  return data<CartActionResult>(
    { ok: true, count: cartTotals(written.cart).quantity, cart: written.cart },
    { headers },
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const signedIn = (await readSessionUser(request, context.cloudflare.env)) !== null;
  const store = await loadCartStore(context, api, signedIn);
  const delivery = readDeliveryAddress(context);
  const { currencyId } = readPreferences(request, context);
  const page = await cartPageData(api, store, {
    type: delivery.confirmed ? "delivery" : "pickup",
    ...(delivery.confirmed ? { address: toWireLocation(delivery.location) } : {}),
    ...(currencyId ? { currency_id: currencyId } : {}),
  });
  const url = new URL(request.url);
  return { ...page, cart: store.cart, error: url.searchParams.get("cart_error") };
}

export default function CartPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto flex w-full max-w-[720px] flex-col gap-4 px-4 py-8">
      <CartView data={data} cart={data.cart} error={data.error} headingLevel={1} />
    </main>
  );
}
