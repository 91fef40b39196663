import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { usePolledStatus } from "../components/orders/use-polled-status";
import { formatStamp } from "../lib/booking-view";
import { bookingTexts } from "../lib/i18n/booking-bundles";
import { fillText } from "../lib/i18n/content-bundles";
import { readPreferences } from "../lib/preferences.server";
import { ownBooking, requireService } from "../lib/reservations.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Booking"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/** /reservations/{id}: one of the signed-in user's bookings; ?booked=1 right after booking it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireService(request, context, "reservation_enable_for_user");
  const booking = await ownBooking(api, params.id);
  const texts = bookingTexts(request, context);
  const { lang } = readPreferences(request, context);
  return {
    texts,
    title: fillText(texts.reservations.detail, { id: booking.id }),
    justBooked: new URL(request.url).searchParams.get("booked") === "1",
    booking: {
      table: booking.table?.name ?? "",
      zone: booking.table?.shop_section.area ?? "",
      from: formatStamp(lang, booking.start_date),
      until: formatStamp(lang, booking.end_date),
      guests: booking.guest,
      note: booking.note,
      status: booking.status,
    },
  };
}

export default function BookingPage() {
  const { texts, title, justBooked, booking } = useLoaderData<typeof loader>();
  const t = texts.reservations;
  // The shop confirms or cancels a booking; its page follows without a reload.
  usePolledStatus(booking.status !== "canceled");
  const rows: [string, string | number][] = [
    [t.zone, booking.zone],
    [t.table, booking.table],
    [t.from, booking.from],
    [t.until, booking.until],
    [t.guests, booking.guests],
  ];
  if (booking.note) rows.push([t.note, booking.note]);
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      {justBooked ? (
        <p role="status" className="rounded-card bg-surface-muted p-4 font-semibold">
          {t.booked}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <span data-testid="booking-status" className="rounded-full bg-surface-muted px-3 py-1 text-sm font-medium">
          {t.status[booking.status]}
        </span>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-card border border-border bg-surface p-4">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <a href="/reservations/mine" className="self-start font-medium text-primary underline-offset-4 hover:underline">
        {t.mine}
      </a>
    </main>
  );
}
