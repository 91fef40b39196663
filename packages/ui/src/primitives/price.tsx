import type { CurrencyLike } from "@tiffin/i18n";
import { DEFAULT_MONEY_LOCALE, formatMoney, moneyOptionsFor } from "@tiffin/i18n";
import { createContext, useContext } from "react";
import { cn } from "../class-names";

/** The page's locale for every Price below it (digits and separators); the app provides it once. */
export const PriceLocale = createContext<string>(DEFAULT_MONEY_LOCALE);

export interface PriceProps {
  amount: number;
  /** The selected currency (symbol, position, rate); $ before the amount when missing. */
  currency?: CurrencyLike | null;
  /** Multiply by the currency's rate: only for amounts still in the base currency. */
  convert?: boolean;
  /** A former price, shown struck through before the current one. */
  oldAmount?: number;
  className?: string;
}

/**
 * An amount of money in the page's locale (PriceLocale): symbol before or after per currency,
 * the locale's grouping and decimal sign, 2 decimals.
 * It is isolated left to right so "$1,234.50" never reorders inside Arabic text.
 */
export function Price({ amount, currency, convert = false, oldAmount, className }: PriceProps) {
  const options = moneyOptionsFor(currency, { convert, locale: useContext(PriceLocale) });
  return (
    <span className={cn("inline-flex items-baseline gap-1.5 tabular-nums", className)}>
      {oldAmount !== undefined && oldAmount > amount ? (
        <del dir="ltr" className="text-xs text-muted">
          {formatMoney(oldAmount, options)}
        </del>
      ) : null}
      <span dir="ltr" className="font-semibold">
        {formatMoney(amount, options)}
      </span>
    </span>
  );
}
