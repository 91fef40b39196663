import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ORDER_STATUSES } from "@tiffin/core";
import { formatDateTime, formatWallClock } from "@tiffin/i18n";
import { Button, EmptyState, PriceLocale, Select } from "@tiffin/ui";
import { useContext } from "react";
import { OrderStatusBadge } from "../../components/orders/order-status-badge";
import { fillText } from "../../lib/i18n/content-bundles";
import { useRouteBundle } from "../../lib/i18n/use-route-bundle";
import { formatPrice, orderCurrency } from "../../lib/money";
import { queueHref, readQueueView } from "./__admin-view";
import { useAdminLive } from "./__use-admin-live";
import { useAdminFrame } from "./admin";
import { requireStaff, staffQueue, staffRead, staffShops, updatesCursor } from "./admin.server";

/**
 * /admin?shop=&status=&pages=: the order queue of the staff member's shops (or one of them),
 * newest first, optionally one status; it follows new orders and moves live (/admin/live).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const view = readQueueView(new URL(request.url).searchParams);
  // The cursor first: whatever moves after it is reported to the page, even while it renders.
  const cursor = await staffRead(updatesCursor(api, view.shop));
  const [shops, queue] = await Promise.all([staffRead(staffShops(api)), staffRead(staffQueue(api, view))]);
  return { view, shops, ...queue, cursor };
}

export default function AdminQueuePage() {
  const locale = useContext(PriceLocale);
  const { view, shops, orders, hasMore, cursor } = useLoaderData<typeof loader>();
  const { texts, lang, bundle, timeZone } = useAdminFrame();
  const { t } = useRouteBundle("orders", lang, bundle);
  const o = texts.orders;
  useAdminLive(queueHref({ shop: view.shop, status: null, pages: 1 }, "/admin/live"), cursor);
  return (
    <section aria-labelledby="admin-orders" className="flex min-w-0 flex-col gap-4">
      <h2 id="admin-orders" className="text-xl font-semibold">
        {texts.tabs.orders}
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        {shops.length > 1 ? (
          <Select
            name="shop"
            label={texts.shop}
            defaultValue={view.shop === null ? "" : String(view.shop)}
            placeholder={texts.allShops}
            options={shops.map((shop) => ({ value: String(shop.id), label: shop.title }))}
            fieldClassName="min-w-0 max-w-full"
          />
        ) : null}
        <Select
          name="status"
          label={texts.status}
          defaultValue={view.status ?? ""}
          placeholder={texts.allStatuses}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          fieldClassName="min-w-0"
        />
        <Button type="submit" variant="secondary">
          {texts.show}
        </Button>
      </Form>
      <p className="text-sm text-muted">{texts.live}</p>
      {orders.length === 0 ? (
        <EmptyState title={texts.empty.orders} />
      ) : (
        <ul className="flex flex-col gap-3" data-testid="admin-queue">
          {orders.map((order) => {
            const items = order.details.reduce((sum, line) => sum + line.quantity, 0);
            return (
              <li key={order.id} data-order={order.id}>
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex flex-wrap items-start justify-between gap-2">
                    <span className="flex min-w-0 flex-col">
                      <span className="font-semibold">{t("order", { id: order.id })}</span>
                      <span className="break-words text-sm text-muted">{order.shop?.translation?.title ?? ""}</span>
                    </span>
                    <OrderStatusBadge status={order.status} t={t} />
                  </span>
                  <span className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-muted">
                    <span>
                      {fillText(o.placed, {
                        date: formatDateTime(order.created_at, "DD.MM.YYYY, HH:mm", { timeZone }),
                      })}
                    </span>
                    <span>
                      {order.delivery_type === "delivery" ? o.delivery : o.pickup} ·{" "}
                      {t("when", { date: formatWallClock(order.delivery_date), time: order.delivery_time })}
                    </span>
                    <span>{fillText(o.items, { count: items })}</span>
                    <span className="font-semibold text-fg">
                      {formatPrice(order.total_price, orderCurrency(order), locale)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {hasMore ? (
        <Link
          to={queueHref({ ...view, pages: view.pages + 1 })}
          preventScrollReset
          className="self-center rounded-full border border-border px-5 py-2 font-medium hover:bg-surface-hover"
        >
          {texts.loadMore}
        </Link>
      ) : null}
    </section>
  );
}
