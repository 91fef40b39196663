import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";

export interface OneShopLine {
  shopId: number;
  stockId: number | string;
  quantity: number | string;
  addons: Array<number | string>;
}

export interface OneShopQuestionProps {
  line: OneShopLine;
  /** Where a plain post comes back to, and where "keep my cart" leads. */
  returnTo: string;
  /** With JavaScript: answer without leaving the page. */
  onClearAndAdd?: (form: FormData) => void;
  onKeep?: () => void;
}

/**
 * SPEC.md section 5: the cart holds one shop's products. Adding another shop's product asks
 * "Clear the cart and add this?"; yes posts the same line with `replace=1`, no keeps the cart.
 * A real form, so the question works before JavaScript.
 */
export function OneShopQuestion({ line, returnTo, onClearAndAdd, onKeep }: OneShopQuestionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      data-testid="one-shop-dialog"
      className="flex flex-col gap-3 rounded-card border border-danger/40 bg-danger/5 p-4 focus:outline-2 focus:outline-ring"
    >
      <p id={textId} className="text-sm font-medium text-danger">
        {t("web:cartError.oneShop")}
      </p>
      <p id={titleId} className="font-semibold">
        {t("web:cartPage.oneShopQuestion")}
      </p>
      <form
        method="post"
        action="/cart"
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          if (!onClearAndAdd) return;
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          form.delete("redirectTo");
          onClearAndAdd(form);
        }}
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="replace" value="1" />
        <input type="hidden" name="shop_id" value={line.shopId} />
        <input type="hidden" name="stock_id" value={line.stockId} />
        <input type="hidden" name="quantity" value={line.quantity} />
        {line.addons.map((addon) => (
          <input key={addon} type="hidden" name="addon" value={addon} />
        ))}
        <input type="hidden" name="redirectTo" value={returnTo} />
        <button
          type="submit"
          className="h-10 rounded-full bg-danger px-4 text-sm font-semibold text-white hover:opacity-90"
        >
          {t("web:cartPage.clearAndAdd")}
        </button>
        {onKeep ? (
          <button
            type="button"
            onClick={onKeep}
            className="h-10 rounded-full border border-border px-4 text-sm font-semibold hover:bg-surface-hover"
          >
            {t("web:cartPage.keep")}
          </button>
        ) : (
          <a
            href={returnTo}
            className="flex h-10 items-center rounded-full border border-border px-4 text-sm font-semibold hover:bg-surface-hover"
          >
            {t("web:cartPage.keep")}
          </a>
        )}
      </form>
    </div>
  );
}
