import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { changeSellerOrderStatus, getSellerOrder } from "@tiffin/api-client";
import { formatDateTime, formatWallClock } from "@tiffin/i18n";
import { OrderLines, OrderTotals } from "../../components/orders/order-lines";
import { OrderStatusBadge } from "../../components/orders/order-status-badge";
import { PaymentSummary } from "../../components/orders/payment-summary";
import { fillText } from "../../lib/i18n/content-bundles";
import { useRouteBundle } from "../../lib/i18n/use-route-bundle";
import { orderCurrency } from "../../lib/money";
import { idOf } from "./__admin-view";
import { AdminNotice } from "./__notice";
import { OrderSteps } from "./__order-steps";
import { useAdminLive } from "./__use-admin-live";
import { useAdminFrame } from "./admin";
import { type AdminErrorKey, requireStaff, staffFailure, staffForm, staffRead, updatesCursor } from "./admin.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Order"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/** /admin/orders/{id}: one order of the staff member's shops; any other is the 404 page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, texts } = await requireStaff(request, context);
  const id = idOf(params.id);
  if (id === null) throw notFound();
  // The cursor first: a move after it (the customer cancelling, another staff member) is reported.
  const cursor = await staffRead(updatesCursor(api, null));
  const order = await staffRead(getSellerOrder(api, id));
  return { order, cursor, title: fillText(texts.orders.open, { id: order.id }) };
}

export type OrderStepResult =
  | { ok: true; done: "moved" | "rejected"; status: string }
  | { ok: false; error?: AdminErrorKey; field?: "preparation" | "reason" };

/**
 * intent = accept (preparation minutes) | reject (reason) | move (status), each checked by the API
 * against the staff member's shops and core's status rules; a 409 says someone acted first.
 */
export async function action({ request, context, params }: ActionFunctionArgs): Promise<OrderStepResult> {
  const id = idOf(params.id);
  if (id === null) throw notFound();
  const read = await staffForm(request, context);
  if ("error" in read) return { ok: false, error: read.error };
  const { api, form } = read;
  const intent = form.get("intent");
  try {
    if (intent === "accept") {
      const minutes = Number(form.get("preparation_minutes"));
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > 240) return { ok: false, field: "preparation" };
      await changeSellerOrderStatus(api, id, { status: "accepted", preparation_minutes: minutes });
      return { ok: true, done: "moved", status: "accepted" };
    }
    if (intent === "reject") {
      const reason = (form.get("reason") ?? "").trim();
      if (!reason) return { ok: false, field: "reason" };
      if (reason.length > 500) return { ok: false, error: "tooLarge" };
      await changeSellerOrderStatus(api, id, { status: "canceled", reason });
      return { ok: true, done: "rejected", status: "canceled" };
    }
    if (intent === "move") {
      const status = form.get("status");
      if (status !== "cooking" && status !== "ready" && status !== "on_a_way" && status !== "delivered") {
        return { ok: false, error: "invalid" };
      }
      await changeSellerOrderStatus(api, id, { status });
      return { ok: true, done: "moved", status };
    }
  } catch (error) {
    return { ok: false, error: await staffFailure(error) };
  }
  return { ok: false, error: "invalid" };
}

export default function AdminOrderPage() {
  const { order, cursor } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { texts, lang, bundle, timeZone } = useAdminFrame();
  const { t } = useRouteBundle("orders", lang, bundle);
  // The customer may cancel, or another staff member move it, while this page is open.
  useAdminLive(order.next_statuses.length > 0 ? `/admin/live?order=${order.id}` : null, cursor);
  const o = texts.orders;
  const currency = orderCurrency(order);
  const shop = order.shop?.translation?.title ?? "";
  const customer = [order.username ?? order.user?.firstname, order.user?.lastname].filter(Boolean).join(" ");
  const address = order.address
    ? [order.address.address, order.address.house, order.address.floor, order.address.office].filter(Boolean).join(", ")
    : "";
  const statusName = (status: string) => t(`status.${status}`);
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <Link to={`/admin?shop=${order.shop_id}`} className="self-start text-sm font-medium text-primary hover:underline">
        {o.back}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{t("order", { id: order.id })}</h2>
        <OrderStatusBadge status={order.status} t={t} />
      </div>
      <p className="text-sm text-muted">
        {shop} · {fillText(o.placed, { date: formatDateTime(order.created_at, "DD.MM.YYYY, HH:mm", { timeZone }) })}
      </p>

      {result?.ok ? (
        <AdminNotice>
          {result.done === "rejected"
            ? fillText(o.rejected, { id: order.id })
            : fillText(o.moved, { id: order.id, status: statusName(result.status) })}
        </AdminNotice>
      ) : result?.error ? (
        <AdminNotice tone="danger">{texts.errors[result.error]}</AdminNotice>
      ) : null}

      <section aria-labelledby="admin-next-steps" className="flex flex-col gap-3">
        <h3 id="admin-next-steps" className="text-lg font-semibold">
          {o.nextSteps}
        </h3>
        <OrderSteps
          order={order}
          texts={texts}
          errors={{
            preparation: result && !result.ok && result.field === "preparation" ? o.preparationInvalid : undefined,
            reason: result && !result.ok && result.field === "reason" ? o.reasonRequired : undefined,
          }}
        />
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="admin-customer" className="flex min-w-0 flex-col gap-2">
          <h3 id="admin-customer" className="text-lg font-semibold">
            {o.customer}
          </h3>
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-card border border-border bg-surface p-3 text-sm">
            <dt className="text-muted">{o.customer}</dt>
            <dd className="break-words">{customer || "—"}</dd>
            {order.phone ? (
              <>
                <dt className="text-muted">{o.phone}</dt>
                <dd className="break-words" dir="ltr">
                  {order.phone}
                </dd>
              </>
            ) : null}
            <dt className="text-muted">{order.delivery_type === "delivery" ? o.delivery : o.pickup}</dt>
            <dd className="break-words">{order.delivery_type === "delivery" ? address || "—" : shop}</dd>
            <dt className="text-muted">{o.slot}</dt>
            <dd>{t("when", { date: formatWallClock(order.delivery_date), time: order.delivery_time })}</dd>
            {order.note ? (
              <>
                <dt className="text-muted">{t("note")}</dt>
                <dd className="break-words">{order.note}</dd>
              </>
            ) : null}
            {order.preparation_minutes !== null ? (
              <>
                <dt className="text-muted">{o.preparation}</dt>
                <dd>{order.preparation_minutes}</dd>
              </>
            ) : null}
            {order.status_reason ? (
              <>
                <dt className="text-muted">{o.reason}</dt>
                <dd className="break-words">{order.status_reason}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <PaymentSummary order={order} currency={currency} t={t} />
      </div>

      <OrderLines order={order} currency={currency} t={t} />
      <OrderTotals order={order} currency={currency} t={t} />
    </div>
  );
}
