import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { approveSellerRefund, paginateSellerRefunds, rejectSellerRefund } from "@tiffin/api-client";
import { formatDateTime } from "@tiffin/i18n";
import { Badge, Button, EmptyState, PriceLocale, Textarea } from "@tiffin/ui";
import { useContext } from "react";
import { fillText } from "../../lib/i18n/content-bundles";
import { formatPrice } from "../../lib/money";
import { useRootData } from "../../root";
import { idOf } from "./__admin-view";
import { AdminNotice } from "./__notice";
import { ShopFilter } from "./__shop-filter";
import { useAdminFrame } from "./admin";
import { type AdminErrorKey, staffFailure, staffForm, staffRead, staffShopsView } from "./admin.server";

/** /admin/refunds?shop=: the refund requests of the staff member's shops (or one), newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, shops, shop } = await staffShopsView(request, context);
  const page = await staffRead(
    paginateSellerRefunds(api, { perPage: 50, ...(shop !== null ? { shop_id: shop } : {}) }),
  );
  return { shop, shops, refunds: page.data };
}

export type RefundActionResult =
  | { ok: true; id: number; done: "approved" | "rejected" }
  | { ok: false; id: number | null; error?: AdminErrorKey; field?: "answer" };

/** intent = approve | reject, with the request's id and an answer for the customer (required to reject). */
export async function action({ request, context }: ActionFunctionArgs): Promise<RefundActionResult> {
  const read = await staffForm(request, context);
  if ("error" in read) return { ok: false, id: null, error: read.error };
  const { api, form } = read;
  const id = idOf(form.get("refund"));
  const intent = form.get("intent");
  const answer = (form.get("answer") ?? "").trim();
  if (id === null || (intent !== "approve" && intent !== "reject")) return { ok: false, id, error: "invalid" };
  if (answer.length > 500) return { ok: false, id, error: "tooLarge" };
  if (intent === "reject" && !answer) return { ok: false, id, field: "answer" };
  try {
    if (intent === "approve") await approveSellerRefund(api, id, answer ? { answer } : {});
    else await rejectSellerRefund(api, id, { answer });
    return { ok: true, id, done: intent === "approve" ? "approved" : "rejected" };
  } catch (error) {
    return { ok: false, id, error: await staffFailure(error) };
  }
}

export default function AdminRefundsPage() {
  const locale = useContext(PriceLocale);
  const { shop, shops, refunds } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { texts, timeZone } = useAdminFrame();
  const currency = useRootData()?.currency ?? null;
  const r = texts.refunds;
  return (
    <section aria-labelledby="admin-refunds" className="flex min-w-0 flex-col gap-4">
      <h2 id="admin-refunds" className="text-xl font-semibold">
        {texts.tabs.refunds}
      </h2>
      <ShopFilter shops={shops} shop={shop} texts={texts} />
      {result?.ok ? (
        <AdminNotice>{result.done === "approved" ? r.approved : r.rejectedDone}</AdminNotice>
      ) : result?.error ? (
        <AdminNotice tone="danger">{texts.errors[result.error]}</AdminNotice>
      ) : null}
      {refunds.length === 0 ? (
        <EmptyState title={texts.empty.refunds} />
      ) : (
        <ul className="flex flex-col gap-3">
          {refunds.map((refund) => {
            const answerError =
              result && !result.ok && result.id === refund.id && result.field === "answer"
                ? r.answerRequired
                : undefined;
            return (
              <li
                key={refund.id}
                data-refund={refund.id}
                className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-surface p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={`/admin/orders/${refund.order_id}`} className="font-semibold text-primary hover:underline">
                    {fillText(r.order, { id: refund.order_id })}
                  </Link>
                  <Badge
                    tone={
                      refund.status === "approved" ? "success" : refund.status === "rejected" ? "danger" : "warning"
                    }
                  >
                    {r.status[refund.status]}
                  </Badge>
                </div>
                <p className="text-sm text-muted">
                  {[refund.user.firstname, refund.user.lastname].filter(Boolean).join(" ")} ·{" "}
                  {formatDateTime(refund.created_at, "DD.MM.YYYY, HH:mm", { timeZone })} ·{" "}
                  {formatPrice(refund.order.total_price, currency, locale)}
                </p>
                <p className="break-words text-sm">
                  <span className="text-muted">{r.cause}: </span>
                  {refund.cause}
                </p>
                {refund.answer ? <p className="break-words text-sm">{refund.answer}</p> : null}
                {refund.status === "pending" ? (
                  <Form method="post" preventScrollReset className="flex flex-col gap-2">
                    <input type="hidden" name="refund" value={refund.id} />
                    <Textarea
                      name="answer"
                      label={r.answer}
                      maxLength={500}
                      rows={2}
                      id={`refund-answer-${refund.id}`}
                      error={answerError}
                    />
                    <div className="flex flex-wrap gap-2">
                      <Button type="submit" name="intent" value="approve">
                        {r.approve}
                      </Button>
                      <Button type="submit" name="intent" value="reject" variant="danger">
                        {r.reject}
                      </Button>
                    </div>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
