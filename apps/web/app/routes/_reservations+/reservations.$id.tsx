import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ApiError, cancelMyBooking } from "@tiffin/api-client";
import { useEffect, useRef } from "react";
import { useLiveStatus } from "../../components/orders/use-live-order";
import { formatStamp } from "../../lib/bookings/booking-view";
import { cancelRefusal, ownBooking, requireService } from "../../lib/bookings/reservations.server";
import { bookingTexts } from "../../lib/i18n/booking-bundles";
import { fillText } from "../../lib/i18n/content-bundles";
import { readPreferences } from "../../lib/preferences.server";
import { orSignOut } from "../../lib/session-user.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.title ?? "Booking"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/**
 * /reservations/{id}: one of the signed-in user's bookings; ?booked=1 right after booking it,
 * ?cancel=1 asks whether to cancel it (a link, so the step works before scripts load), and
 * ?canceled=1 says it was.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireService(request, context, "reservation_enable_for_user");
  const booking = await ownBooking(api, params.id);
  const texts = bookingTexts(request, context);
  const { lang } = readPreferences(request, context);
  const query = new URL(request.url).searchParams;
  return {
    texts,
    title: fillText(texts.reservations.detail, { id: booking.id }),
    justBooked: query.get("booked") === "1",
    justCanceled: query.get("canceled") === "1" && booking.status === "canceled",
    confirmCancel: query.get("cancel") === "1" && booking.status !== "canceled",
    booking: {
      id: booking.id,
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

/** Cancels the booking; a refusal (already canceled, already begun) is said on the page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireService(request, context, "reservation_enable_for_user");
  const booking = await ownBooking(api, params.id);
  try {
    await orSignOut(cancelMyBooking(api, booking.id));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) throw error;
    return { error: cancelRefusal(error, bookingTexts(request, context).reservations) };
  }
  return redirect(`/reservations/${booking.id}?canceled=1`);
}

export default function BookingPage() {
  const { texts, title, justBooked, justCanceled, confirmCancel, booking } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const question = useRef<HTMLParagraphElement>(null);
  // Asked whether to cancel: the question takes the focus, so a keyboard or screen reader is there.
  useEffect(() => {
    if (confirmCancel) question.current?.focus();
  }, [confirmCancel]);
  const t = texts.reservations;
  // The shop confirms or cancels a booking; its page follows without a reload.
  useLiveStatus(`/reservations/${booking.id}/live`, booking.status, booking.status !== "canceled");
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
      {justCanceled ? (
        <p role="status" className="rounded-card bg-surface-muted p-4 font-semibold">
          {t.canceledNow}
        </p>
      ) : null}
      {result?.error ? (
        <p role="alert" className="rounded-card border border-danger p-4 text-danger">
          {result.error}
        </p>
      ) : null}
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
      {confirmCancel ? (
        <Form method="post" className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
          <p ref={question} tabIndex={-1} className="font-medium focus-visible:outline-2 focus-visible:outline-ring">
            {t.cancelQuestion}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={busy}
              className="rounded-full bg-danger px-5 py-2 font-semibold text-danger-fg hover:opacity-90 disabled:opacity-60"
            >
              {t.cancelYes}
            </button>
            <a
              href={`/reservations/${booking.id}`}
              className="rounded-full border border-border px-5 py-2 font-medium hover:bg-surface-hover"
            >
              {t.cancelKeep}
            </a>
          </div>
        </Form>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        {booking.status !== "canceled" && !confirmCancel ? (
          <Form method="get">
            <input type="hidden" name="cancel" value="1" />
            <button
              type="submit"
              className="rounded-full border border-border px-5 py-2 font-medium text-danger hover:bg-surface-hover"
            >
              {t.cancel}
            </button>
          </Form>
        ) : null}
        <a href="/reservations/mine" className="font-medium text-primary underline-offset-4 hover:underline">
          {t.mine}
        </a>
      </div>
    </main>
  );
}
