import type { CurrencyLike } from "@tiffin/i18n";
import { cn } from "../class-names";
import { IconButton } from "../primitives/icon-button";
import { CloseIcon } from "../primitives/icons";
import { Price } from "../primitives/price";
import { QuantityStepper } from "../primitives/quantity-stepper";
import type { Translate } from "../text";
import { englishText } from "../text";

export interface CartLineItem {
  id: number | string;
  title: string;
  img?: string | null;
  quantity: number;
  /** The line's total in the shown currency. */
  price: number;
  /** Chosen options, e.g. "Large", "Spicy". */
  extras?: readonly string[];
  addons?: ReadonlyArray<{ title: string; quantity: number }>;
}

export interface CartLineProps {
  line: CartLineItem;
  currency?: CurrencyLike | null;
  onQuantityChange?: (quantity: number) => void;
  onRemove?: () => void;
  /** Maximum units (the stock left). */
  max?: number;
  t?: Translate;
  className?: string;
}

/** One cart row: picture, name, options and addons, quantity stepper (never below 1), price, remove. */
export function CartLine({
  line,
  currency,
  onQuantityChange,
  onRemove,
  max,
  t = englishText,
  className,
}: CartLineProps) {
  return (
    <div className={cn("flex items-start gap-3 py-3 text-start", className)}>
      {line.img ? (
        <img src={line.img} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg object-cover" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-semibold text-fg">{line.title}</p>
        {line.extras?.length ? <p className="text-xs text-muted">{line.extras.join(", ")}</p> : null}
        {line.addons?.length ? (
          <p className="text-xs text-muted">
            {t("cart:addons")}: {line.addons.map((addon) => `${addon.title} × ${addon.quantity}`).join(", ")}
          </p>
        ) : null}
        <div className="mt-1 flex items-center justify-between gap-2">
          {onQuantityChange ? (
            <QuantityStepper
              value={line.quantity}
              min={1}
              max={max}
              onChange={onQuantityChange}
              label={`${t("common:ui.quantity")}: ${line.title}`}
              increaseLabel={t("cart:increase", { name: line.title })}
              decreaseLabel={t("cart:decrease", { name: line.title })}
            />
          ) : (
            <span className="text-sm text-muted">× {line.quantity}</span>
          )}
          <Price amount={line.price} currency={currency} className="text-sm" />
        </div>
      </div>
      {onRemove ? (
        <IconButton
          label={t("cart:remove", { name: line.title })}
          icon={<CloseIcon width={16} height={16} />}
          size="sm"
          onClick={onRemove}
        />
      ) : null}
    </div>
  );
}
