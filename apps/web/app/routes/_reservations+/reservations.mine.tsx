import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { myBookings } from "@tiffin/api-client";
import { EmptyState } from "@tiffin/ui";
import { formatStamp } from "../../lib/bookings/booking-view";
import { requireService } from "../../lib/bookings/reservations.server";
import { bookingTexts } from "../../lib/i18n/booking-bundles";
import { readPreferences } from "../../lib/preferences.server";
import { orSignOut } from "../../lib/session-user.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.reservations.mine ?? "My bookings"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/** /reservations/mine: the signed-in user's table bookings, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireService(request, context, "reservation_enable_for_user");
  const page = await orSignOut(myBookings(api, { perPage: 50 }));
  const { lang } = readPreferences(request, context);
  return {
    texts: bookingTexts(request, context),
    bookings: page.data.map((b) => ({
      id: b.id,
      table: b.table?.name ?? "",
      zone: b.table?.shop_section.area ?? "",
      when: formatStamp(lang, b.start_date),
      guests: b.guest,
      status: b.status,
    })),
  };
}

export default function MyBookingsPage() {
  const { texts, bookings } = useLoaderData<typeof loader>();
  const t = texts.reservations;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.mine}</h1>
        <a href="/reservations" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t.bookOne}
        </a>
      </div>
      {bookings.length === 0 ? (
        <EmptyState title={t.mineEmpty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {bookings.map((b) => (
            <li key={b.id}>
              <a
                href={`/reservations/${b.id}`}
                className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4 hover:bg-surface-hover"
              >
                <span className="font-semibold">
                  {b.when} · {b.table}
                </span>
                <span className="text-sm text-muted">
                  {b.zone} · {t.guests}: {b.guests} · {t.status[b.status]}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
