import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lineKey } from "@tiffin/core";
import { readDeliveryAddress } from "../../lib/address/delivery-address.server";
import { apiFor } from "../../lib/api.server";
import { cartLineViews } from "../../lib/cart/cart-view.server";
import { readPreferences } from "../../lib/preferences.server";
import { orSignOut, readSessionUser } from "../../lib/session-user.server";
import { CheckoutForm } from "./__checkout-form";
import {
  calculateLines,
  checkoutData,
  minimumOrderSentence,
  orderRequestFrom,
  placeOrder,
  readChoice,
} from "./checkout.server";
import { checkoutTexts } from "./checkout-texts.server";

// A personal page: described, but never indexed.
export const meta: MetaFunction = () => [
  { title: "Checkout | Tiffin" },
  {
    name: "description",
    content: "Choose delivery or pickup, a time and a payment method, and place your Tiffin order.",
  },
  { name: "robots", content: "noindex" },
];

function shopIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not found", { status: 404 });
  return id;
}

/**
 * Checkout for one shop's cart (SPEC.md section 2). A visitor is asked to log in first and comes
 * back here; the page's choices also arrive as a query (the no-JavaScript "update totals" and the
 * JavaScript refresh), so totals, slots and the coupon follow every choice.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const shopId = shopIdOf(params.id);
  const url = new URL(request.url);
  const texts = await checkoutTexts(request, context);
  const signedIn = (await readSessionUser(request, context.cloudflare.env)) !== null;
  if (!signedIn) {
    return { signedIn: false as const, texts, loginHref: `/login?redirectTo=${encodeURIComponent(url.pathname)}` };
  }
  const api = apiFor(request, context);
  const { currencyId } = readPreferences(request, context);
  const data = await orSignOut(
    checkoutData(request, context, api, shopId, readDeliveryAddress(context), currencyId, readChoice(url.searchParams)),
  );
  const { store, ...rest } = data;
  // "Your order" lists what is being ordered; another shop's cart is not this checkout's.
  const items = store.cart.shopId === shopId ? await cartLineViews(api, store.cart) : [];
  return {
    signedIn: true as const,
    texts,
    ...rest,
    cartId: store.cartId,
    cartShopId: store.cart.shopId,
    count: store.cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: calculateLines(store),
    items: items.map((item) => ({
      ...item,
      quantity: store.cart.lines.find((line) => lineKey(line) === item.key)?.quantity ?? 1,
    })),
    idempotencyKey: crypto.randomUUID(),
    pathname: url.pathname,
  };
}

export type CheckoutActionResult = { ok: false; message: string; field?: string };

/** The form without JavaScript: cash (or any method) in one post; the order page next. */
export async function action({
  request,
  context,
  params,
}: ActionFunctionArgs): Promise<Response | CheckoutActionResult> {
  const shopId = shopIdOf(params.id);
  const url = new URL(request.url);
  if (!(await readSessionUser(request, context.cloudflare.env))) {
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const form = await request.formData();
  const api = apiFor(request, context);
  const { currencyId } = readPreferences(request, context);
  const data = await orSignOut(
    checkoutData(request, context, api, shopId, readDeliveryAddress(context), currencyId, readChoice(form)),
  );
  // After a first post went through, the cart is ordered and gone: the form's cart id with the
  // same idempotency key then answers the order already made (a retry, the back button).
  const formCart = Number(form.get("cart_id"));
  const cartId = data.store.cart.shopId === shopId ? data.store.cartId : null;
  const orderCart = cartId ?? (Number.isSafeInteger(formCart) && formCart > 0 ? formCart : null);
  if (orderCart === null) return { ok: false, message: "Cart not found" };
  // Below the shop's minimum the button is disabled; a post that still comes is refused here.
  if (data.minimum) return { ok: false, message: await minimumOrderSentence(request, context, api, data.minimum) };
  // The wallet's balance against the total is the API's to judge here (its currency and rate).
  const asked = orderRequestFrom(form, data.places, orderCart, shopId, currencyId, data.payments, {
    phoneRequired: data.phoneRequired,
  });
  if ("error" in asked) return { ok: false, message: asked.error, field: asked.field };
  const placed = await orSignOut(placeOrder(api, asked.request, asked.tag, url.origin));
  if (!placed.ok) return placed;
  return redirect(placed.url);
}

export default function CheckoutPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as CheckoutActionResult | undefined;
  return (
    <main className="mx-auto flex w-full max-w-[1140px] flex-col gap-6 px-4 py-6">
      <CheckoutForm data={data} actionError={result && !result.ok ? result : null} />
    </main>
  );
}
