import type { AppLoadContext } from "@remix-run/cloudflare";
import { fixedT } from "../../lib/i18n/i18next.server";

/** The checkout bundle's texts, resolved by the loader: only this page needs them. */
export async function checkoutTexts(request: Request, context: Pick<AppLoadContext, "cookies">) {
  const t = await fixedT(request, context, ["checkout"]);
  const keys = [
    "title",
    "delivery",
    "pickup",
    "deliveryAddress",
    "deliveryTime",
    "pickupTime",
    "chooseDay",
    "chooseTime",
    "paymentMethod",
    "payment.cash",
    "payment.wallet",
    "payment.card",
    "payment.redirecting",
    "promoCode",
    "note",
    "tips",
    "phone",
    "placeOrder",
  ] as const;
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>;
}
