import { Price } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { type CalculateResult, totalRows } from "../../lib/cart/cart-totals";
import { useRootData } from "../../root";

/**
 * The rows of a totals list (inside a `<dl>`): each non-zero part of the API's calculate, then
 * the total. Shared by the cart and the checkout summary.
 */
export function TotalsRows({
  totals,
  totalClassName = "",
  totalTestId,
  total = totals.total_price,
}: {
  totals: CalculateResult;
  /** The total to show when a machine keeps its own (checkout's); the API's by default. */
  total?: number;
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
        <dd data-testid={totalTestId} data-amount={total}>
          <Price amount={total} currency={currency} />
        </dd>
      </div>
    </>
  );
}
