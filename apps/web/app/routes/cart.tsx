import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EmptyState } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { safeRedirect } from "../lib/redirect-target";
import { addToCart, cartCount, type VisitorCartLine } from "../lib/visitor-cart";
import { cartCookie, readVisitorCart } from "../lib/visitor-cart.server";

export const meta: MetaFunction = () => [{ title: "Cart | Tiffin" }, { name: "robots", content: "noindex" }];

function positiveInt(value: FormDataEntryValue | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * The cart resource: intent "add" puts a product stock (with its addons) in the visitor's cart
 * cookie. A plain form post is sent back to redirectTo; a fetcher gets the new count.
 */
export type CartActionResult = { ok: true; count: number } | { ok: false; error: string };

export async function action({
  request,
}: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<CartActionResult>>> {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "add") return data({ ok: false, error: "invalid" }, { status: 400 });
  const quantity = Math.min(positiveInt(form.get("quantity")) || 1, 999);
  const line: VisitorCartLine = {
    stock_id: positiveInt(form.get("stock_id")),
    quantity,
    addons: form
      .getAll("addon")
      .map(positiveInt)
      .filter((id) => id > 0)
      .map((stock_id) => ({ stock_id, quantity })),
  };
  const result = addToCart(readVisitorCart(request), positiveInt(form.get("shop_id")), line);
  const redirectTo = form.get("redirectTo");
  if (!result.ok) {
    if (typeof redirectTo === "string") {
      const target = new URL(safeRedirect(redirectTo), "http://local");
      target.searchParams.set("cart_error", result.reason);
      return redirect(`${target.pathname}${target.search}`);
    }
    return data({ ok: false, error: result.reason }, { status: 400 });
  }
  const headers = { "Set-Cookie": cartCookie(result.cart) };
  if (typeof redirectTo === "string") {
    const target = new URL(safeRedirect(redirectTo), "http://local");
    target.searchParams.set("added", "1");
    return redirect(`${target.pathname}${target.search}`, { headers });
  }
  return data({ ok: true, count: cartCount(result.cart) }, { headers });
}

export function loader({ request }: LoaderFunctionArgs) {
  const cart = readVisitorCart(request);
  return { lines: cart.lines.length, count: cartCount(cart) };
}

/** The full cart view belongs to the checkout flow; this page says what is in it. */
export default function CartPage() {
  const { count } = useLoaderData<typeof loader>();
  const { t } = useTranslation("cart");
  return (
    <main className="mx-auto flex max-w-[1140px] flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {count === 0 ? (
        <EmptyState title={t("empty")} description={t("emptyText")} />
      ) : (
        <p>{t("web:cartLink", { count })}</p>
      )}
    </main>
  );
}
