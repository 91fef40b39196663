import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { changeSellerParcelStatus, paginateSellerParcels } from "@tiffin/api-client";
import { PARCEL_STATUSES, type ParcelStatus } from "@tiffin/core";
import { formatWallClock } from "@tiffin/i18n/dates";
import { Button, EmptyState, PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { OrderStatusBadge } from "../../components/orders/order-status-badge";
import { fillText } from "../../lib/i18n/content-bundles";
import { useRouteBundle } from "../../lib/i18n/use-route-bundle";
import { formatPrice } from "../../lib/money";
import { useRootData } from "../../root";
import { idOf } from "./__admin-view";
import { AdminNotice } from "./__notice";
import { useAdminFrame } from "./admin";
import { type AdminErrorKey, requireStaff, staffFailure, staffForm, staffRead } from "./admin.server";

const isParcelStatus = (value: string | null): value is ParcelStatus =>
  (PARCEL_STATUSES as readonly (string | null)[]).includes(value);

/** /admin/parcels: the parcels the staff member may move, newest first, each with its next moves. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  return { parcels: (await staffRead(paginateSellerParcels(api, { perPage: 50 }))).data };
}

export type ParcelActionResult = { ok: true; id: number; status: string } | { ok: false; error: AdminErrorKey };

/** intent = move, with the parcel's id and its next status (core's parcelMoves; the API checks). */
export async function action({ request, context }: ActionFunctionArgs): Promise<ParcelActionResult> {
  const read = await staffForm(request, context);
  if ("error" in read) return { ok: false, error: read.error };
  const { api, form } = read;
  const id = idOf(form.get("parcel"));
  const status = form.get("status");
  if (id === null || form.get("intent") !== "move" || !isParcelStatus(status)) {
    return { ok: false, error: "invalid" };
  }
  try {
    await changeSellerParcelStatus(api, id, { status });
    return { ok: true, id, status };
  } catch (error) {
    return { ok: false, error: await staffFailure(error) };
  }
}

export default function AdminParcelsPage() {
  const locale = useContext(PriceLocale);
  const { parcels } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { texts, lang, bundle } = useAdminFrame();
  const currency = useRootData()?.currency ?? null;
  const { t } = useRouteBundle("orders", lang, bundle);
  const p = texts.parcels;
  const statusName = (status: string) => t(`status.${status}`);
  return (
    <section aria-labelledby="admin-parcels" className="flex min-w-0 flex-col gap-4">
      <h2 id="admin-parcels" className="text-xl font-semibold">
        {texts.tabs.parcels}
      </h2>
      {result?.ok ? (
        <AdminNotice>{fillText(p.moved, { id: result.id, status: statusName(result.status) })}</AdminNotice>
      ) : result ? (
        <AdminNotice tone="danger">{texts.errors[result.error]}</AdminNotice>
      ) : null}
      {parcels.length === 0 ? (
        <EmptyState title={texts.empty.parcels} />
      ) : (
        <ul className="flex flex-col gap-3">
          {parcels.map((parcel) => {
            const moves = parcel.next_statuses;
            return (
              <li
                key={parcel.id}
                data-parcel={parcel.id}
                className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-surface p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{fillText(p.title, { id: parcel.id })}</span>
                  <OrderStatusBadge status={parcel.status} t={t} />
                </div>
                <p className="break-words text-sm">
                  <span className="text-muted">{p.from}: </span>
                  {parcel.username_from} · {parcel.address_from.address}
                </p>
                <p className="break-words text-sm">
                  <span className="text-muted">{p.to}: </span>
                  {parcel.username_to} · {parcel.address_to.address}
                </p>
                <p className="text-sm text-muted">
                  {formatWallClock(`${parcel.delivery_date} ${parcel.delivery_time}`)} ·{" "}
                  {formatPrice(parcel.total_price, currency, locale)}
                </p>
                {moves.length > 0 ? (
                  <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="parcel" value={parcel.id} />
                    {moves.map((status) => (
                      <Button
                        key={status}
                        type="submit"
                        name="status"
                        value={status}
                        variant={status === "canceled" ? "outline" : "primary"}
                      >
                        {fillText(p.move, { status: statusName(status) })}
                      </Button>
                    ))}
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
