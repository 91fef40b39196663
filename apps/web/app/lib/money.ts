import type { Currency, Order } from "@tiffin/api-client";

/** An amount already converted by the API, shown with the currency's symbol on its side. */
export function formatPrice(amount: number, currency: Pick<Currency, "symbol" | "position"> | null | undefined) {
  const number = amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const symbol = currency?.symbol ?? "$";
  return currency?.position === "after" ? `${number} ${symbol}` : `${symbol}${number}`;
}

/** The currency an order was placed in, as formatPrice takes it (null: the default one). */
export function orderCurrency(
  order: Pick<Order, "currency">,
  fallback: Pick<Currency, "symbol" | "position"> | null = null,
): Pick<Currency, "symbol" | "position"> | null {
  if (!order.currency) return fallback;
  return { symbol: order.currency.symbol, position: order.currency.position === "after" ? "after" : "before" };
}
