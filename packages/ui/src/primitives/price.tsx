import type { CurrencyLike } from "@tiffin/i18n";
import { formatMoney, moneyOptionsFor } from "@tiffin/i18n";
import { cn } from "../class-names";

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
 * An amount of money: symbol before or after per currency, thousands separators, 2 decimals.
 * It is isolated left to right so "$1,234.50" never reorders inside Arabic text.
 */
export function Price({ amount, currency, convert = false, oldAmount, className }: PriceProps) {
  const options = moneyOptionsFor(currency, { convert });
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
