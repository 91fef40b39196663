import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { changeSellerBookingStatus, getSellerBookings } from "@tiffin/api-client";
import { Badge, Button, EmptyState, Input } from "@tiffin/ui";
import { formatStamp } from "../../lib/bookings/booking-view";
import { fillText } from "../../lib/i18n/content-bundles";
import { readPreferences } from "../../lib/preferences.server";
import { dayOf, idOf, todayAtShop } from "./__admin-view";
import { AdminNotice } from "./__notice";
import { ShopFilter } from "./__shop-filter";
import { useAdminFrame } from "./admin";
import { type AdminErrorKey, staffFailure, staffForm, staffRead, staffShopsView } from "./admin.server";

/**
 * /admin/bookings?shop=&date=: the table bookings of one day at the staff member's shops; without
 * a date, today on the shop's own clock (admin-view.ts `todayAtShop`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, shops, shop } = await staffShopsView(request, context);
  const date = dayOf(new URL(request.url).searchParams.get("date")) ?? todayAtShop(shops, shop, new Date());
  const page = await staffRead(
    getSellerBookings(api, { date, perPage: 100, ...(shop !== null ? { shop_id: shop } : {}) }),
  );
  const { lang } = readPreferences(request, context);
  return {
    shop,
    date,
    shops,
    bookings: page.data.map((b) => ({
      id: b.id,
      status: b.status,
      moves: b.next_statuses,
      customer: [b.user.firstname, b.user.lastname].filter(Boolean).join(" "),
      from: formatStamp(lang, b.start_date),
      until: formatStamp(lang, b.end_date),
      table: b.table?.name ?? "",
      guests: b.guest,
      note: b.note,
    })),
  };
}

export type BookingActionResult =
  | { ok: true; id: number; done: "accepted" | "canceled" }
  | { ok: false; error: AdminErrorKey };

/** intent = confirm | cancel, with the booking's id; the API checks the shop and core's booking moves. */
export async function action({ request, context }: ActionFunctionArgs): Promise<BookingActionResult> {
  const read = await staffForm(request, context);
  if ("error" in read) return { ok: false, error: read.error };
  const { api, form } = read;
  const id = idOf(form.get("booking"));
  const intent = form.get("intent");
  if (id === null || (intent !== "confirm" && intent !== "cancel")) return { ok: false, error: "invalid" };
  const status = intent === "confirm" ? "accepted" : "canceled";
  try {
    await changeSellerBookingStatus(api, id, { status });
    return { ok: true, id, done: status };
  } catch (error) {
    return { ok: false, error: await staffFailure(error) };
  }
}

export default function AdminBookingsPage() {
  const { shop, date, shops, bookings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { texts } = useAdminFrame();
  const b = texts.bookings;
  return (
    <section aria-labelledby="admin-bookings" className="flex min-w-0 flex-col gap-4">
      <h2 id="admin-bookings" className="text-xl font-semibold">
        {texts.tabs.bookings}
      </h2>
      <ShopFilter shops={shops} shop={shop} texts={texts}>
        <Input type="date" name="date" label={b.day} defaultValue={date} required fieldClassName="min-w-0" />
      </ShopFilter>
      {result?.ok ? (
        <AdminNotice>{fillText(result.done === "accepted" ? b.confirmed : b.canceled, { id: result.id })}</AdminNotice>
      ) : result ? (
        <AdminNotice tone="danger">{texts.errors[result.error]}</AdminNotice>
      ) : null}
      {bookings.length === 0 ? (
        <EmptyState title={texts.empty.bookings} />
      ) : (
        <ul className="flex flex-col gap-3">
          {bookings.map((booking) => {
            const moves = booking.moves;
            return (
              <li
                key={booking.id}
                data-booking={booking.id}
                className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-surface p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">
                    {booking.from} – {booking.until}
                  </span>
                  <Badge
                    tone={
                      booking.status === "accepted" ? "success" : booking.status === "canceled" ? "danger" : "warning"
                    }
                  >
                    {b.status[booking.status]}
                  </Badge>
                </div>
                <p className="break-words text-sm text-muted">
                  {booking.customer} · {b.table}: {booking.table} · {fillText(b.guests, { count: booking.guests })}
                </p>
                {booking.note ? (
                  <p className="break-words text-sm">
                    <span className="text-muted">{b.note}: </span>
                    {booking.note}
                  </p>
                ) : null}
                {moves.length > 0 ? (
                  <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
                    <input type="hidden" name="booking" value={booking.id} />
                    {moves.includes("accepted") ? (
                      <Button type="submit" name="intent" value="confirm">
                        {b.confirm}
                      </Button>
                    ) : null}
                    {moves.includes("canceled") ? (
                      <Button type="submit" name="intent" value="cancel" variant="outline">
                        {b.cancel}
                      </Button>
                    ) : null}
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
