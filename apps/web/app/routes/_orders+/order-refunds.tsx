import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { paginateRefunds } from "@tiffin/api-client";
import { formatDateTime } from "@tiffin/i18n";
import { Badge, EmptyState, PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { useRouteBundle } from "../../lib/i18n/use-route-bundle";
import { formatPrice } from "../../lib/money";
import { MAX_ORDER_PAGES, ORDERS_PAGE_SIZE } from "../../lib/orders/order-tabs";
import { ordersBundle, requireSignedIn } from "../../lib/orders/orders.server";
import { orSignOut } from "../../lib/session-user.server";
import { readerTimeZone } from "../../lib/time-zone.server";
import { useRootData } from "../../root";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Refunds"} | Tiffin` },
  { name: "description", content: data?.title ?? "Tiffin" },
  { name: "robots", content: "noindex" },
];

const TONES = { pending: "warning", approved: "success", rejected: "danger" } as const;

/** /order-refunds?pages=n: the user's refund requests with their status, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireSignedIn(request, context);
  const raw = Number(new URL(request.url).searchParams.get("pages"));
  const pages = Number.isInteger(raw) && raw > 1 ? Math.min(raw, MAX_ORDER_PAGES) : 1;
  const page = await orSignOut(paginateRefunds(api, { perPage: ORDERS_PAGE_SIZE * pages }));
  const { lang, bundle } = ordersBundle(request, context);
  const refunds = bundle?.refunds as Record<string, string> | undefined;
  return {
    refunds: page.data,
    hasMore: page.meta.total > page.data.length,
    pages,
    lang,
    bundle,
    title: refunds?.title ?? "Refunds",
    timeZone: readerTimeZone(request),
  };
}

export default function OrderRefundsPage() {
  const locale = useContext(PriceLocale);
  const view = useLoaderData<typeof loader>();
  const { t } = useRouteBundle("orders", view.lang, view.bundle);
  const currency = useRootData()?.currency ?? null;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("refunds.title")}</h1>
        <a href="/orders" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("title")}
        </a>
      </div>
      {view.refunds.length === 0 ? (
        <EmptyState title={t("refunds.empty")} />
      ) : (
        <ul className="flex flex-col gap-3">
          {view.refunds.map((refund) => (
            <li key={refund.id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
              <div className="flex items-start justify-between gap-3">
                <a href={`/orders/${refund.order_id}`} className="font-semibold hover:underline">
                  {t("refundList.order", { id: refund.order_id })}
                </a>
                <Badge tone={TONES[refund.status]} data-testid="refund-status">
                  {t(`refunds.${refund.status}`)}
                </Badge>
              </div>
              <p>{refund.cause}</p>
              {refund.answer ? (
                <p className="text-sm">
                  <span className="text-muted">{t("refundList.answer")}: </span>
                  {refund.answer}
                </p>
              ) : null}
              <div className="flex flex-wrap justify-between gap-2 text-sm text-muted">
                <span>
                  {t("refundList.requested", {
                    date: formatDateTime(refund.created_at, "DD.MM.YYYY, HH:mm", { timeZone: view.timeZone }),
                  })}
                </span>
                <span>{formatPrice(refund.order.total_price, currency, locale)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {view.hasMore ? (
        <Link
          to={`/order-refunds?pages=${view.pages + 1}`}
          preventScrollReset
          className="self-center rounded-full border border-border px-5 py-2 font-medium hover:bg-surface-hover"
        >
          {t("loadMore")}
        </Link>
      ) : null}
    </main>
  );
}
