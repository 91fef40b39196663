import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ApiError, bookTable } from "@tiffin/api-client";
import { formatWallClock, formatWeekday } from "@tiffin/i18n/dates";
import { EmptyState } from "@tiffin/ui";
import {
  bookingRefusal,
  readReservationQuery,
  requireService,
  reservationForm,
} from "../../lib/bookings/reservations.server";
import { bookingTexts } from "../../lib/i18n/booking-bundles";
import { fillText } from "../../lib/i18n/content-bundles";
import { readPreferences } from "../../lib/preferences.server";
import { orSignOut } from "../../lib/session-user.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.reservations.title ?? "Book a table"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

const dayLabel = (lang: string, date: string) => `${formatWeekday(date, lang)} ${formatWallClock(date)}`;

/** /reservations?shop&section&table&guests&date: the booking form with the free times of that day. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, settings } = await requireService(request, context, "reservation_enable_for_user");
  const form = await orSignOut(reservationForm(api, settings, readReservationQuery(new URL(request.url).searchParams)));
  const { lang } = readPreferences(request, context);
  return {
    ...form,
    dateLabels: Object.fromEntries(form.dates.map((d) => [d, dayLabel(lang, d)])),
    texts: bookingTexts(request, context),
  };
}

const positiveInt = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Books the chosen table and time, then shows the confirmation; a refusal is said on the form. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, settings } = await requireService(request, context, "reservation_enable_for_user");
  const texts = bookingTexts(request, context).reservations;
  const form = await request.formData();
  const tableId = positiveInt(form.get("table_id"));
  const guests = positiveInt(form.get("guest"));
  const date = String(form.get("date") ?? "");
  const time = String(form.get("time") ?? "");
  if (!tableId || !guests || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) {
    return { error: texts.failed };
  }
  const note = String(form.get("note") ?? "").trim();
  try {
    const booking = await orSignOut(
      bookTable(api, {
        table_id: tableId,
        booking_id: positiveInt(form.get("booking_id")) ?? undefined,
        start_date: `${date} ${time}`,
        guest: guests,
        note: note || undefined,
      }),
    );
    return redirect(`/reservations/${booking.id}?booked=1`);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return { error: bookingRefusal(error, texts, settings) ?? `${texts.failed}: ${error.message}` };
  }
}

const field =
  "rounded-lg border border-border bg-surface px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-ring";
const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
  event.currentTarget.form?.requestSubmit();

export default function ReservationsPage() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const t = view.texts.reservations;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <a href="/reservations/mine" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t.mine}
        </a>
      </div>
      {view.shops.length === 0 ? (
        <EmptyState title={t.noShops} />
      ) : (
        <>
          <p className="text-muted">{t.intro}</p>
          <Form method="get" className="grid gap-4 sm:grid-cols-2" aria-label={t.title}>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t.restaurant}
              <select name="shop" defaultValue={view.shopId ?? ""} className={field} onChange={submitOnChange}>
                {view.shops.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t.zone}
              <select name="section" defaultValue={view.sectionId ?? ""} className={field} onChange={submitOnChange}>
                {view.sections.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t.guests}
              <input
                type="number"
                name="guests"
                min={1}
                max={100}
                defaultValue={view.guests}
                className={field}
                onChange={submitOnChange}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t.table}
              <select name="table" defaultValue={view.tableId ?? ""} className={field} onChange={submitOnChange}>
                {view.tables.map((table) => (
                  <option key={table.id} value={table.id} disabled={table.seats < view.guests}>
                    {table.name} ({fillText(t.seats, { count: table.seats })})
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t.date}
              <select name="date" defaultValue={view.date ?? ""} className={field} onChange={submitOnChange}>
                {view.dates.map((d) => (
                  <option key={d} value={d}>
                    {view.dateLabels[d]}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex items-end">
              <button
                type="submit"
                className="rounded-full border border-border px-5 py-2 font-medium hover:bg-surface-hover"
              >
                {t.show}
              </button>
            </div>
          </Form>
          {view.closedDay ? <p role="status">{t.closedDay}</p> : null}
          {view.largestTable !== null ? (
            <EmptyState title={fillText(t.tooFewSeats, { guests: view.guests, count: view.largestTable })} />
          ) : view.tableId === null || view.date === null ? (
            <EmptyState title={t.noDates} />
          ) : view.slots.length === 0 ? (
            <EmptyState title={t.noSlots} />
          ) : (
            <Form method="post" className="flex flex-col gap-4">
              <input type="hidden" name="table_id" value={view.tableId} />
              <input type="hidden" name="booking_id" value={view.bookingId ?? ""} />
              <input type="hidden" name="guest" value={view.guests} />
              <input type="hidden" name="date" value={view.date} />
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium">{t.time}</legend>
                <div className="flex flex-wrap gap-2">
                  {view.slots.map((slot, i) => (
                    <label
                      key={slot}
                      className="cursor-pointer rounded-full border border-border px-4 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                    >
                      <input type="radio" name="time" value={slot} defaultChecked={i === 0} className="sr-only" />
                      {slot}
                    </label>
                  ))}
                </div>
              </fieldset>
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t.note}
                <textarea name="note" maxLength={1000} rows={2} className={field} />
              </label>
              {result?.error ? (
                <p role="alert" className="text-danger">
                  {result.error}
                </p>
              ) : null}
              <button
                type="submit"
                disabled={busy}
                className="self-start rounded-full bg-primary px-6 py-2 font-semibold text-primary-fg hover:bg-primary-hover disabled:opacity-60"
              >
                {t.book}
              </button>
            </Form>
          )}
        </>
      )}
    </main>
  );
}
