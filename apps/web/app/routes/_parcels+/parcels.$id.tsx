import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatWallClock } from "@tiffin/i18n/dates";
import { PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { OrderTimeline } from "../../components/orders/order-timeline";
import { useLiveStatus } from "../../components/orders/use-live-order";
import { requireService } from "../../lib/bookings/reservations.server";
import { bookingTexts } from "../../lib/i18n/booking-bundles";
import { fillText } from "../../lib/i18n/content-bundles";
import { useRouteBundle } from "../../lib/i18n/use-route-bundle";
import { formatPrice } from "../../lib/money";
import { parcelTimelineOf } from "../../lib/orders/order-view";
import { ordersBundle } from "../../lib/orders/orders.server";
import { useRootData } from "../../root";
import { ownParcel } from "./parcels.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Parcel"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/** /parcels/{id}: one of the signed-in user's parcels with its status timeline, like an order. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireService(request, context, "active_parcel");
  const parcel = await ownParcel(api, params.id);
  const texts = bookingTexts(request, context);
  const search = new URL(request.url).searchParams;
  return {
    ...ordersBundle(request, context),
    texts,
    title: fillText(texts.parcels.detail, { id: parcel.id }),
    justSent: search.get("sent") === "1",
    parcel,
  };
}

export default function ParcelPage() {
  const locale = useContext(PriceLocale);
  const { texts, title, justSent, parcel, lang, bundle } = useLoaderData<typeof loader>();
  const { t } = useRouteBundle("orders", lang, bundle);
  const currency = useRootData()?.currency ?? null;
  const p = texts.parcels;
  // The staff move a parcel along; its page follows without a reload until it is final.
  useLiveStatus(`/parcels/${parcel.id}/live`, parcel.status, !["delivered", "canceled"].includes(parcel.status));
  const paying = parcel.transaction !== null && ["progress", "paid"].includes(parcel.transaction.status);
  const party = (label: string, name: string, phone: string, address: string) => (
    <section className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4">
      <h2 className="font-semibold">{label}</h2>
      <p>{name}</p>
      <p className="text-sm text-muted">{phone}</p>
      <p className="text-sm">{address}</p>
    </section>
  );
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      {justSent ? (
        <p role="status" className="rounded-card bg-surface-muted p-4 font-semibold">
          {paying ? p.placed : p.paymentFailed}
        </p>
      ) : null}
      <h1 className="text-2xl font-bold">{title}</h1>
      <OrderTimeline
        order={{ status: parcel.status, delivery_type: "delivery" }}
        steps={parcelTimelineOf(parcel.status)}
        t={t}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {party(p.sender, parcel.username_from, parcel.phone_from, parcel.address_from.address)}
        {party(p.receiver, parcel.username_to, parcel.phone_to, parcel.address_to.address)}
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-card border border-border bg-surface p-4">
        <dt className="text-muted">{p.type}</dt>
        <dd>{parcel.type?.type ?? ""}</dd>
        <dt className="text-muted">{p.when}</dt>
        <dd>{formatWallClock(`${parcel.delivery_date} ${parcel.delivery_time}`)}</dd>
        <dt className="text-muted">{p.total}</dt>
        <dd data-testid="parcel-total" className="font-semibold">
          {formatPrice(parcel.total_price, currency, locale)} · {fillText(p.distance, { km: parcel.km })}
        </dd>
        <dt className="text-muted">{p.payment}</dt>
        <dd>
          {paying && parcel.transaction
            ? fillText(p.paid, { method: parcel.transaction.payment_system?.tag ?? "" })
            : p.unpaid}
        </dd>
      </dl>
      <a href="/parcels" className="self-start font-medium text-primary underline-offset-4 hover:underline">
        {p.title}
      </a>
    </main>
  );
}
