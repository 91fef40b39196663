import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { paginateParcels } from "@tiffin/api-client";
import { formatWallClock } from "@tiffin/i18n/dates";
import { EmptyState, PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { requireService } from "../../lib/bookings/reservations.server";
import { bookingTexts } from "../../lib/i18n/booking-bundles";
import { fillText } from "../../lib/i18n/content-bundles";
import { bundleFor } from "../../lib/i18n/resources.server";
import { formatPrice } from "../../lib/money";
import { readPreferences } from "../../lib/preferences.server";
import { orSignOut } from "../../lib/session-user.server";
import { useRootData } from "../../root";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.parcels.title ?? "Parcels"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

const statusText = (bundle: unknown, status: string) => {
  const statuses = (bundle as { status?: Record<string, string> } | null)?.status;
  return statuses?.[status] ?? status;
};

/** /parcels: the signed-in user's parcels, newest first, and the way to send one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireService(request, context, "active_parcel");
  const page = await orSignOut(paginateParcels(api, { perPage: 50 }));
  const orders = bundleFor(readPreferences(request, context).lang, "orders");
  return {
    texts: bookingTexts(request, context),
    parcels: page.data.map((p) => ({
      id: p.id,
      type: p.type?.type ?? "",
      to: p.address_to.address,
      when: formatWallClock(`${p.delivery_date} ${p.delivery_time}`),
      total: p.total_price,
      status: statusText(orders, p.status),
    })),
  };
}

export default function ParcelsPage() {
  const locale = useContext(PriceLocale);
  const { texts, parcels } = useLoaderData<typeof loader>();
  const currency = useRootData()?.currency ?? null;
  const t = texts.parcels;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <a
          href="/parcels/new"
          className="rounded-full bg-primary px-5 py-2 font-semibold text-primary-fg hover:bg-primary-hover"
        >
          {t.send}
        </a>
      </div>
      {parcels.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {parcels.map((p) => (
            <li key={p.id}>
              <a
                href={`/parcels/${p.id}`}
                className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4 hover:bg-surface-hover"
              >
                <span className="font-semibold">
                  {fillText(t.detail, { id: p.id })} · {p.type}
                </span>
                <span className="text-sm text-muted">
                  {p.to} · {p.when} · {formatPrice(p.total, currency, locale)} · {p.status}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
