import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ApiError, cancelOrder, requestRefund, reviewOrder } from "@tiffin/api-client";
import { formatDateTime, formatWallClock } from "@tiffin/i18n";
import { Button, buttonVariants } from "@tiffin/ui";
import { OrderChats } from "../../components/chat/order-chats";
import { OrderLines, OrderTotals } from "../../components/orders/order-lines";
import { OrderTimeline } from "../../components/orders/order-timeline";
import { PaymentSummary } from "../../components/orders/payment-summary";
import { useLiveOrder } from "../../components/orders/use-live-order";
import { useRouteBundle } from "../../lib/i18n/use-route-bundle";
import { orderCurrency } from "../../lib/money";
import { isActive, orderActions } from "../../lib/orders/order-view";
import { ordersBundle, ownOrder, type ReorderResult, reorder, requireSignedIn } from "../../lib/orders/orders.server";
import { orSignOut } from "../../lib/session-user.server";
import { readerTimeZone } from "../../lib/time-zone.server";
import { CancelOrder } from "./__cancel-order";
import { RefundForm } from "./__refund-form";
import { ReviewForm, ReviewShown } from "./__review-form";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Order"} | Tiffin` },
  { name: "description", content: data?.title ?? "Tiffin" },
  { name: "robots", content: "noindex" },
];

/** /orders/{id}: only its owner sees it; for anyone else it is the 404 page. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireSignedIn(request, context);
  const order = await ownOrder(api, params.id);
  const { lang, bundle } = ordersBundle(request, context);
  const template = (bundle?.order as string | undefined) ?? "Order #{{id}}";
  return {
    order,
    lang,
    bundle,
    title: template.replace("{{id}}", String(order.id)),
    timeZone: readerTimeZone(request),
  };
}

export type OrderActionResult =
  | { intent: "cancel"; ok: boolean; message?: string }
  | { intent: "review"; ok: boolean; message?: string; field?: "rating" }
  | { intent: "refund"; ok: boolean; message?: string; field?: "cause" }
  | { intent: "reorder"; ok: true; result: ReorderResult }
  | { intent: "unknown"; ok: false };

const apiMessage = (error: unknown) => {
  if (error instanceof ApiError && error.status < 500 && error.status !== 401) return error.message;
  throw error;
};

/** intent = cancel | review | refund | reorder, each checked by the API against the signed-in user. */
export async function action({ request, params, context }: ActionFunctionArgs): Promise<OrderActionResult> {
  const api = await requireSignedIn(request, context);
  const order = await ownOrder(api, params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "cancel") {
    try {
      await orSignOut(cancelOrder(api, order.id));
      return { intent, ok: true };
    } catch (error) {
      return { intent, ok: false, message: apiMessage(error) };
    }
  }
  if (intent === "review") {
    const rating = Number(form.get("rating"));
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) return { intent, ok: false, field: "rating" };
    const comment = String(form.get("comment") ?? "").trim();
    try {
      await orSignOut(reviewOrder(api, order.id, { rating, ...(comment ? { comment } : {}) }));
      return { intent, ok: true };
    } catch (error) {
      return { intent, ok: false, message: apiMessage(error) };
    }
  }
  if (intent === "refund") {
    const cause = String(form.get("cause") ?? "").trim();
    if (!cause) return { intent, ok: false, field: "cause" };
    try {
      await orSignOut(requestRefund(api, { order_id: order.id, cause }));
      return { intent, ok: true };
    } catch (error) {
      return { intent, ok: false, message: apiMessage(error) };
    }
  }
  if (intent === "reorder") {
    return { intent, ok: true, result: await reorder(api, order, form.get("replace") === "1") };
  }
  return { intent: "unknown", ok: false };
}

function Notice({ children, tone = "info" }: { children: React.ReactNode; tone?: "info" | "danger" }) {
  return (
    <p
      role={tone === "danger" ? "alert" : "status"}
      className={
        tone === "danger"
          ? "rounded-card border border-danger/40 bg-danger/10 p-3 text-sm"
          : "rounded-card border border-border bg-surface-muted p-3 text-sm"
      }
    >
      {children}
    </p>
  );
}

function ReorderOutcome({
  result,
  orderId,
  t,
}: {
  result: ReorderResult;
  orderId: number;
  t: (k: string, v?: Record<string, unknown>) => string;
}) {
  if (result.kind === "other-shop") {
    return (
      <Notice>
        <span className="flex flex-wrap items-center gap-3">
          {t("reorder.otherShop")}
          <Form method="post" action={`/orders/${orderId}`} preventScrollReset>
            <input type="hidden" name="intent" value="reorder" />
            <input type="hidden" name="replace" value="1" />
            <Button type="submit" size="sm">
              {t("reorder.replace")}
            </Button>
          </Form>
        </span>
      </Notice>
    );
  }
  return (
    <Notice tone={result.kind === "none" ? "danger" : "info"}>
      <span className="flex flex-col gap-1" data-testid="reorder-result">
        <span>{t(result.kind === "none" ? "reorder.none" : "reorder.done")}</span>
        {result.unavailable.length > 0 && result.kind === "done" ? (
          <span>{t("reorder.unavailable", { items: result.unavailable.join(", ") })}</span>
        ) : null}
        {result.kind === "done" ? (
          <a href="/cart" className="font-medium text-primary underline">
            {t("reorder.cart")}
          </a>
        ) : null}
      </span>
    </Notice>
  );
}

export default function OrderPage() {
  const { order, lang, bundle, timeZone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useRouteBundle("orders", lang, bundle);
  const [search] = useSearchParams();
  useLiveOrder(order.id, order.status, isActive(order.status));
  const can = orderActions(order);
  const currency = orderCurrency(order);
  const shop = order.shop?.translation?.title ?? "";
  const address = order.address
    ? [order.address.address, order.address.house, order.address.floor, order.address.office].filter(Boolean).join(", ")
    : "";
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{t("order", { id: order.id })}</h1>
          <p className="text-sm text-muted">
            {shop ? (
              <a href={`/shop/${order.shop_id}`} className="font-medium text-fg hover:underline">
                {shop}
              </a>
            ) : null}{" "}
            · {t("placedOn", { date: formatDateTime(order.created_at, "DD.MM.YYYY, HH:mm", { timeZone }) })}
          </p>
        </div>
      </div>

      {result?.intent === "cancel" ? (
        result.ok ? (
          <Notice>{t("canceledNotice")}</Notice>
        ) : (
          <Notice tone="danger">{result.message ?? t("cannotCancel")}</Notice>
        )
      ) : null}
      {result?.intent === "review" && result.ok ? <Notice>{t("review.thanks")}</Notice> : null}
      {result?.intent === "refund" && result.ok ? <Notice>{t("refundForm.sent")}</Notice> : null}
      {result?.intent === "reorder" ? <ReorderOutcome result={result.result} orderId={order.id} t={t} /> : null}

      <OrderTimeline order={order} t={t} />
      {isActive(order.status) ? <p className="text-sm text-muted">{t("live")}</p> : null}
      <OrderChats orderId={order.id} />

      <div className="flex flex-wrap gap-2">
        {can.cancel ? <CancelOrder orderId={order.id} open={search.get("cancel") === "1"} t={t} /> : null}
        {can.reorder ? (
          <Form method="post" action={`/orders/${order.id}`} preventScrollReset>
            <input type="hidden" name="intent" value="reorder" />
            <Button type="submit" variant="secondary">
              {t("repeat")}
            </Button>
          </Form>
        ) : null}
        <a href="/orders" className={buttonVariants({ variant: "ghost" })}>
          {t("title")}
        </a>
      </div>

      {can.review ? (
        <ReviewForm
          orderId={order.id}
          t={t}
          error={
            result?.intent === "review" && !result.ok
              ? result.field === "rating"
                ? t("review.ratingRequired")
                : result.message
              : undefined
          }
        />
      ) : null}
      {order.review ? <ReviewShown rating={order.review.rating} comment={order.review.comment} t={t} /> : null}

      <OrderLines order={order} currency={currency} t={t} />
      <OrderTotals order={order} currency={currency} t={t} />

      <section aria-labelledby="order-delivery" className="flex flex-col gap-2">
        <h2 id="order-delivery" className="text-lg font-semibold">
          {order.delivery_type === "delivery" ? t("address") : t("pickupFrom", { shop })}
        </h2>
        <div className="flex flex-col gap-1 rounded-card border border-border bg-surface p-3 text-sm">
          {order.delivery_type === "delivery" && address ? <p>{address}</p> : null}
          <p className="text-muted">
            {t("when", { date: formatWallClock(order.delivery_date), time: order.delivery_time })}
          </p>
          {order.note ? (
            <p>
              <span className="text-muted">{t("note")}: </span>
              {order.note}
            </p>
          ) : null}
        </div>
      </section>

      <PaymentSummary order={order} currency={currency} t={t} />

      {can.refund ? (
        <RefundForm
          orderId={order.id}
          t={t}
          error={
            result?.intent === "refund" && !result.ok
              ? result.field === "cause"
                ? t("refundForm.causeRequired")
                : result.message
              : undefined
          }
        />
      ) : null}
      {order.order_refunds.length > 0 ? (
        <a href="/order-refunds" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("refunds.title")}: {t(`refunds.${order.order_refunds[order.order_refunds.length - 1]?.status}`)}
        </a>
      ) : null}
    </main>
  );
}
