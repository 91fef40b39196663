import type { Currency, Order } from "@tiffin/api-client";
import { PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { formatPrice } from "../../lib/money";
import type { Translate } from "./translate";

type Line = Order["details"][number];
type Money = Pick<Currency, "symbol" | "position"> | null;

function LineRow({
  line,
  currency,
  t,
  addon,
}: {
  line: Omit<Line, "addons">;
  currency: Money;
  t: Translate;
  addon?: boolean;
}) {
  const locale = useContext(PriceLocale);
  const title = line.stock.product.translation?.title ?? `#${line.stock.product.id}`;
  return (
    <div className={addon ? "flex justify-between gap-3 text-sm text-muted" : "flex justify-between gap-3"}>
      <span>
        {addon ? "+ " : ""}
        {title} <span className="text-muted">{t("quantity", { count: line.quantity })}</span>
      </span>
      <span className="shrink-0 tabular-nums">{formatPrice(line.total_price, currency, locale)}</span>
    </div>
  );
}

/** The order's lines, each add-on listed under the line it belongs to. */
export function OrderLines({ order, currency, t }: { order: Order; currency: Money; t: Translate }) {
  return (
    <section aria-labelledby="order-items" className="flex flex-col gap-3">
      <h2 id="order-items" className="text-lg font-semibold">
        {t("items")}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
        {order.details.map((line) => (
          <li key={line.id} className="flex flex-col gap-1 p-3">
            <LineRow line={line} currency={currency} t={t} />
            {line.addons.length > 0 ? (
              <ul aria-label={t("addonOf")} className="flex flex-col gap-1 ps-4">
                {line.addons.map((addon) => (
                  <li key={addon.id}>
                    <LineRow line={addon} currency={currency} t={t} addon />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order's money, each row as the API answered it; only the rows that apply are shown. */
export function OrderTotals({ order, currency, t }: { order: Order; currency: Money; t: Translate }) {
  const locale = useContext(PriceLocale);
  const rows: [string, number, boolean][] = [
    ["subtotal", order.origin_price, true],
    ["discount", -order.total_discount, order.total_discount > 0],
    ["shopTax", order.shop_tax, order.shop_tax > 0],
    ["deliveryFee", order.delivery_fee, order.delivery_type === "delivery"],
    ["serviceFee", order.service_fee, order.service_fee > 0],
    ["tips", order.tips, order.tips > 0],
    ["coupon", -order.coupon_price, order.coupon_price > 0],
  ];
  return (
    <section aria-labelledby="order-totals" className="flex flex-col gap-2">
      <h2 id="order-totals" className="text-lg font-semibold">
        {t("totals.title")}
      </h2>
      <dl className="flex flex-col gap-1 rounded-card border border-border bg-surface p-3">
        {rows
          .filter(([, , shown]) => shown)
          .map(([key, amount]) => (
            <div key={key} className="flex justify-between gap-3 text-sm">
              <dt className="text-muted">{t(`totals.${key}`)}</dt>
              <dd className="tabular-nums">
                {amount < 0 ? `−${formatPrice(-amount, currency, locale)}` : formatPrice(amount, currency, locale)}
              </dd>
            </div>
          ))}
        <div className="mt-1 flex justify-between gap-3 border-t border-border pt-2 font-semibold">
          <dt>{t("totals.total")}</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatPrice(order.total_price, currency, locale)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
