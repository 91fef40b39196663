import type { Currency, Order } from "@tiffin/api-client";
import { PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { formatPrice } from "../../lib/money";
import { paymentStateOf } from "../../lib/orders/order-view";
import type { Translate } from "./translate";

const KNOWN_METHODS = ["cash", "wallet", "sandbox", "stripe"];

/** How the order is paid and where that payment stands (refunds included). */
export function PaymentSummary({
  order,
  currency,
  t,
}: {
  order: Order;
  currency: Pick<Currency, "symbol" | "position"> | null;
  t: Translate;
}) {
  const locale = useContext(PriceLocale);
  const tag = order.transaction?.payment_system.tag;
  const method = tag ? (KNOWN_METHODS.includes(tag) ? t(`payment.${tag}`) : tag) : t("payment.none");
  const state = paymentStateOf(order);
  return (
    <section aria-labelledby="order-payment" className="flex flex-col gap-2">
      <h2 id="order-payment" className="text-lg font-semibold">
        {t("payment.title")}
      </h2>
      <dl className="flex flex-col gap-1 rounded-card border border-border bg-surface p-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t("payment.method")}</dt>
          <dd>{method}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t("payment.status")}</dt>
          <dd data-testid="payment-state" data-state={state}>
            {t(`payment.state.${state}`)}
            {order.transaction?.refund && state === "refunded"
              ? ` · ${formatPrice(order.transaction.refund.price, currency, locale)}`
              : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
