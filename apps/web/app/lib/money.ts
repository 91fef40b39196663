import type { Currency } from "@tiffin/api-client";

/** An amount already converted by the API, shown with the currency's symbol on its side. */
export function formatPrice(amount: number, currency: Pick<Currency, "symbol" | "position"> | null | undefined) {
  const number = amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const symbol = currency?.symbol ?? "$";
  return currency?.position === "after" ? `${number} ${symbol}` : `${symbol}${number}`;
}
