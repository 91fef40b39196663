import { PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import type { MinimumOrderShortfall } from "../../lib/cart/minimum-order";
import { formatPrice } from "../../lib/money";
import { useRootData } from "../../root";

/**
 * The shop's minimum order, before the way to checkout and the "Place order" button: the same
 * sentence the order is refused with, in the page's currency, and how much is missing.
 */
export function MinimumOrderNote({ shortfall, id }: { shortfall: MinimumOrderShortfall; id?: string }) {
  const { t } = useTranslation();
  const locale = useContext(PriceLocale);
  const currency = useRootData()?.currency;
  return (
    <p
      id={id}
      role="status"
      className="rounded-card bg-warning/10 px-3 py-2 text-sm font-medium text-warning-ink"
      data-testid="minimum-order"
    >
      {t("web:minimumOrder.below", { minimum: formatPrice(shortfall.minimum, currency, locale) })}{" "}
      <span className="font-semibold">
        {t("web:minimumOrder.missing", { missing: formatPrice(shortfall.missing, currency, locale) })}
      </span>
    </p>
  );
}
