import type { Currency, Order } from "@tiffin/api-client";
import { formatMoney, moneyOptionsFor } from "@tiffin/i18n";

/**
 * An amount already converted by the API, in the page's locale with the currency's symbol on its
 * side: @tiffin/i18n's formatMoney, the one money formatter (docs/decisions/036).
 */
export function formatPrice(
  amount: number,
  currency: Pick<Currency, "symbol" | "position"> | null | undefined,
  locale: string,
) {
  return formatMoney(amount, moneyOptionsFor(currency, { locale }));
}

/** The currency an order was placed in, as formatPrice takes it (null: the default one). */
export function orderCurrency(
  order: Pick<Order, "currency">,
  fallback: Pick<Currency, "symbol" | "position"> | null = null,
): Pick<Currency, "symbol" | "position"> | null {
  if (!order.currency) return fallback;
  return { symbol: order.currency.symbol, position: order.currency.position === "after" ? "after" : "before" };
}
