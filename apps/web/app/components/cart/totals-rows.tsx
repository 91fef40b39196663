import { Price } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { type CalculateResult, totalRows } from "../../lib/cart-totals";
import { useRootData } from "../../root";

/**
 * The rows of a totals list (inside a `<dl>`): each non-zero part of the API's calculate, then
 * the total. Shared by the cart and the checkout summary.
 */
export function TotalsRows({
  totals,
  totalClassName = "",
  totalTestId,
}: {
  totals: CalculateResult;
  totalClassName?: string;
  totalTestId: string;
}) {
  const { t } = useTranslation();
  const currency = useRootData()?.currency;
  return (
    <>
      {totalRows(totals).map((row) => (
        <div key={row.key} className="flex justify-between gap-3">
          <dt className="text-muted">{t(`web:totals.${row.key}`)}</dt>
          <dd>
            <Price amount={row.amount} currency={currency} />
          </dd>
        </div>
      ))}
      <div className={`flex justify-between gap-3 text-base font-semibold ${totalClassName}`.trim()}>
        <dt>{t("web:totals.total")}</dt>
        <dd data-testid={totalTestId} data-amount={totals.total_price}>
          <Price amount={totals.total_price} currency={currency} />
        </dd>
      </div>
    </>
  );
}
