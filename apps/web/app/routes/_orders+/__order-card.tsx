import type { Currency, Order } from "@tiffin/api-client";
import { formatDateTime } from "@tiffin/i18n";
import { PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { OrderStatusBadge } from "../../components/orders/order-status-badge";
import type { Translate } from "../../components/orders/translate";
import { formatPrice, orderCurrency } from "../../lib/money";

/** One order in the /orders list: shop, number, date, status, total; the whole card is the link. */
export function OrderCard({
  order,
  currency,
  timeZone,
  t,
}: {
  order: Order;
  currency: Pick<Currency, "symbol" | "position"> | null;
  timeZone: string;
  t: Translate;
}) {
  const locale = useContext(PriceLocale);
  const shop = order.shop?.translation?.title ?? "";
  const items = order.details.reduce((sum, d) => sum + d.quantity, 0);
  return (
    <li>
      <a
        href={`/orders/${order.id}`}
        aria-label={t("view", { id: order.id })}
        className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col">
            <span className="font-semibold">{t("order", { id: order.id })}</span>
            <span className="text-sm text-muted">{shop}</span>
          </div>
          <OrderStatusBadge status={order.status} t={t} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
          <span>{t("placedOn", { date: formatDateTime(order.created_at, "DD.MM.YYYY, HH:mm", { timeZone }) })}</span>
          <span>{t("itemCount", { count: items })}</span>
          <span className="font-semibold text-fg">
            {formatPrice(order.total_price, orderCurrency(order, currency), locale)}
          </span>
        </div>
      </a>
    </li>
  );
}
