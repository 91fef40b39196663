import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { EmptyState } from "@tiffin/ui";
import { useRouteBundle } from "../../lib/i18n/use-route-bundle";
import { ORDER_TABS, ordersHref, readOrdersView } from "../../lib/orders/order-tabs";
import { listOrders, ordersBundle, requireSignedIn } from "../../lib/orders/orders.server";
import { readerTimeZone } from "../../lib/time-zone.server";
import { useRootData } from "../../root";
import { OrderCard } from "./__order-card";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Orders"} | Tiffin` },
  { name: "description", content: data?.title ?? "Tiffin" },
  { name: "robots", content: "noindex" },
];

/** /orders?tab=active|history&pages=n: the signed-in user's orders, ten a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireSignedIn(request, context);
  const view = readOrdersView(new URL(request.url).searchParams);
  const list = await listOrders(api, view);
  const { lang, bundle } = ordersBundle(request, context);
  const title = typeof bundle?.title === "string" ? bundle.title : "Orders";
  return { ...view, ...list, lang, bundle, title, timeZone: readerTimeZone(request) };
}

export default function OrdersPage() {
  const view = useLoaderData<typeof loader>();
  const { t } = useRouteBundle("orders", view.lang, view.bundle);
  const currency = useRootData()?.currency ?? null;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <a href="/order-refunds" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("refunds.title")}
        </a>
      </div>
      <nav aria-label={t("tabsLabel")}>
        <ul className="inline-flex gap-1 rounded-lg bg-surface-muted p-1">
          {ORDER_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={ordersHref({ tab, pages: 1 })}
                aria-current={tab === view.tab ? "page" : undefined}
                className="block rounded-md px-3 py-1.5 text-sm font-medium text-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-surface aria-[current=page]:text-fg aria-[current=page]:shadow-sm"
              >
                {t(tab)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view.orders.length === 0 ? (
        <EmptyState
          title={t(view.tab === "active" ? "emptyActive" : "empty")}
          action={
            <a href="/" className="rounded-full bg-primary px-5 py-2 font-medium text-primary-fg">
              {t("browse")}
            </a>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {view.orders.map((order) => (
            <OrderCard key={order.id} order={order} currency={currency} timeZone={view.timeZone} t={t} />
          ))}
        </ul>
      )}
      {view.hasMore ? (
        <Link
          to={ordersHref({ ...view, pages: view.pages + 1 })}
          preventScrollReset
          className="self-center rounded-full border border-border px-5 py-2 font-medium hover:bg-surface-hover"
        >
          {t("loadMore")}
        </Link>
      ) : null}
    </main>
  );
}
