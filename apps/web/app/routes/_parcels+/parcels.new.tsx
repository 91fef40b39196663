import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { fromWireLocation } from "@tiffin/api-client";
import { clockIn } from "@tiffin/core";
import { PriceLocale } from "@tiffin/ui";
import { type ChangeEvent, useCallback, useContext, useEffect, useRef, useState } from "react";
import { PointPicker } from "../../components/address/point-map";
import { readDeliveryAddress } from "../../lib/address/delivery-address.server";
import type { LatLng } from "../../lib/address/location";
import { mapConfigFor } from "../../lib/address/map-config";
import { pointFromForm } from "../../lib/address/point-from-form.server";
import { savedAddresses } from "../../lib/address/saved-addresses.server";
import { requireService } from "../../lib/bookings/reservations.server";
import { orElse } from "../../lib/catalogue/catalogue.server";
import { bookingTexts } from "../../lib/i18n/booking-bundles";
import { fillText } from "../../lib/i18n/content-bundles";
import { formatPrice } from "../../lib/money";
import { readPreferences } from "../../lib/preferences.server";
import { readSessionUser } from "../../lib/session-user.server";
import { readerTimeZone } from "../../lib/time-zone.server";
import { useRootData } from "../../root";
import { type ParcelField, readParcelForm, readPoint } from "./__parcel-form";
import type { loader as priceLoader } from "./parcels.price";
import { type PriceResult, parcelChoices, priceBetween, sendParcel } from "./parcels.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.parcels.send ?? "Send a parcel"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/** /parcels/new: sender, parcel type, receiver, date and time, and payment (cash or wallet). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireService(request, context, "active_parcel");
  const [choices, user, saved] = await Promise.all([
    parcelChoices(api),
    readSessionUser(request, context.cloudflare.env),
    orElse(savedAddresses(api), []),
  ]);
  const delivery = readDeliveryAddress(context);
  const today = clockIn(new Date(), readerTimeZone(request)).date;
  return {
    ...choices,
    texts: bookingTexts(request, context),
    // The reader's saved addresses: picking one fills an address with its text and point.
    saved: saved.map((a) => {
      const point = fromWireLocation(a.location);
      return {
        id: a.id,
        label: a.title ? `${a.title}: ${a.address.address}` : a.address.address,
        address: a.address.address,
        latitude: point.latitude,
        longitude: point.longitude,
      };
    }),
    today,
    map: mapConfigFor(context.cloudflare.env),
    sender: {
      name: user?.firstname ?? "",
      address: delivery.address ?? "",
      latitude: delivery.location.latitude,
      longitude: delivery.location.longitude,
    },
  };
}

/** "Update price" re-renders with the price (no JavaScript needed); "Send parcel" creates and pays it. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireService(request, context, "active_parcel");
  const form = await request.formData();
  // Each end's point: the one its map or search chose, or, before scripts run, the first place
  // found for its typed address.
  const lang = readPreferences(request, context).lang;
  const endPoint = (end: "from" | "to") =>
    pointFromForm(form, context.cloudflare.env, lang, {
      latitude: `${end}_lat`,
      longitude: `${end}_lng`,
      address: `address_${end}`,
    });
  const [from, to] = await Promise.all([endPoint("from"), endPoint("to")]);
  const points: Record<string, string> = {
    from_lat: from ? String(from.latitude) : "",
    from_lng: from ? String(from.longitude) : "",
    to_lat: to ? String(to.latitude) : "",
    to_lng: to ? String(to.longitude) : "",
  };
  const get = (name: string) => points[name] ?? String(form.get(name) ?? "");
  const typeId = Number(get("type_id")) || null;
  if (get("intent") === "price") {
    return { price: await priceBetween(api, typeId, readPoint(get, "from"), readPoint(get, "to")), problems: {} };
  }
  const read = readParcelForm(get);
  if (!read.ok) return { price: null, problems: read.problems };
  const sent = await sendParcel(api, read.body);
  if (!sent.ok) {
    return {
      price: sent.outOfRange ? ({ kind: "outOfRange" } as PriceResult) : null,
      problems: {},
      message: sent.outOfRange ? null : sent.message,
    };
  }
  return redirect(`/parcels/${sent.id}?sent=1`);
}

const input =
  "rounded-lg border border-border bg-surface px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-ring";

export default function NewParcelPage() {
  const locale = useContext(PriceLocale);
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const currency = useRootData()?.currency ?? null;
  const live = useFetcher<typeof priceLoader>();
  const asked = useRef("");
  const t = view.texts.parcels;
  const problems: Partial<Record<ParcelField, string>> = result?.problems ?? {};
  const price = live.data ?? result?.price ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  // The sender starts at the delivery point; the receiver has no point until one is chosen.
  const [ends, setEnds] = useState<Record<"from" | "to", { point: LatLng; chosen: boolean }>>({
    from: { point: { latitude: view.sender.latitude, longitude: view.sender.longitude }, chosen: true },
    to: { point: { latitude: view.sender.latitude, longitude: view.sender.longitude }, chosen: false },
  });
  const choose = useCallback(
    (end: "from" | "to", point: LatLng) => setEnds((now) => ({ ...now, [end]: { point, chosen: true } })),
    [],
  );
  const setAddress = useCallback((end: "from" | "to", text: string) => {
    const field = formRef.current?.elements.namedItem(`address_${end}`);
    if (field instanceof HTMLInputElement) field.value = text;
  }, []);
  const onFromAddress = useCallback((text: string) => setAddress("from", text), [setAddress]);
  const onToAddress = useCallback((text: string) => setAddress("to", text), [setAddress]);
  const onFromPoint = useCallback((point: LatLng) => choose("from", point), [choose]);
  const onToPoint = useCallback((point: LatLng) => choose("to", point), [choose]);

  // Asks for the price again whenever the type or either point changes.
  const onChange = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    const query = new URLSearchParams();
    for (const name of ["type_id", "from_lat", "from_lng", "to_lat", "to_lng"]) {
      query.set(name, String(data.get(name) ?? ""));
    }
    const next = query.toString();
    if (next === asked.current) return;
    asked.current = next;
    live.load(`/parcels/price?${next}`);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a chosen point is what asks again
  useEffect(onChange, [ends]);

  const error = (field: ParcelField) =>
    problems[field] ? (
      <span id={`${field}-error`} className="text-sm text-danger">
        {t[problems[field] as keyof typeof t]}
      </span>
    ) : null;
  const text = (
    name: ParcelField | "description" | "instruction" | "note",
    label: string,
    value = "",
    type = "text",
  ) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        name={name}
        type={type}
        defaultValue={value}
        className={input}
        aria-invalid={problems[name as ParcelField] ? true : undefined}
        aria-describedby={problems[name as ParcelField] ? `${name}-error` : undefined}
      />
      {error(name as ParcelField)}
    </label>
  );
  // A saved address fills the text and the point; the form's change then asks for the price.
  const pickSaved = (prefix: "from" | "to", event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = view.saved.find((a) => String(a.id) === event.currentTarget.value);
    if (!chosen) return;
    setAddress(prefix, chosen.address);
    choose(prefix, { latitude: chosen.latitude, longitude: chosen.longitude });
  };
  const savedPicker = (prefix: "from" | "to") =>
    view.saved.length > 0 ? (
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t.savedAddress}
        <select
          name={`saved_${prefix}`}
          defaultValue=""
          onChange={(event) => pickSaved(prefix, event)}
          className={input}
        >
          <option value="">{t.typeAddress}</option>
          {view.saved.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </select>
      </label>
    ) : null;
  const point = (end: "from" | "to") => (
    <div className="flex flex-col gap-1">
      <PointPicker
        map={view.map}
        point={ends[end].point}
        chosen={ends[end].chosen}
        place={end === "from" ? t.sender : t.receiver}
        onPoint={end === "from" ? onFromPoint : onToPoint}
        onAddress={end === "from" ? onFromAddress : onToAddress}
        names={{ latitude: `${end}_lat`, longitude: `${end}_lng` }}
      />
      {error(`${end}_point`)}
    </div>
  );

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t.send}</h1>
      <Form ref={formRef} method="post" className="flex flex-col gap-6" onChange={onChange} noValidate>
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-card border border-border p-4">
          <legend className="px-1 font-semibold">{t.sender}</legend>
          {text("username_from", t.name, view.sender.name)}
          {text("phone_from", t.phone, "", "tel")}
          {savedPicker("from")}
          {point("from")}
          {text("address_from", t.address, view.sender.address)}
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t.type}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {view.types.map((type, i) => (
              <label
                key={type.id}
                className="flex cursor-pointer flex-col gap-1 rounded-card border border-border bg-surface p-3 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input type="radio" name="type_id" value={type.id} defaultChecked={i === 0} className="sr-only" />
                <span className="font-semibold">{type.type}</span>
                <span className="text-sm text-muted">
                  {fillText(t.upTo, { kg: type.max_g / 1000, km: type.max_range })}
                </span>
                {type.options.length > 0 ? (
                  <span className="text-xs text-muted">
                    {t.options}: {type.options.map((o) => o.title).join(", ")}
                  </span>
                ) : null}
              </label>
            ))}
          </div>
          {error("type_id")}
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-card border border-border p-4">
          <legend className="px-1 font-semibold">{t.receiver}</legend>
          {text("username_to", t.name)}
          {text("phone_to", t.phone, "", "tel")}
          {savedPicker("to")}
          {point("to")}
          {text("address_to", t.address)}
        </fieldset>
        <section aria-labelledby="parcel-price" className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="parcel-price" className="font-semibold">
            {t.price}
          </h2>
          <output aria-live="polite" data-testid="parcel-price" className="font-semibold">
            {price?.kind === "price" ? (
              `${formatPrice(price.price, currency, locale)} · ${fillText(t.distance, { km: price.km })}`
            ) : price?.kind === "outOfRange" ? (
              <span role="alert" className="text-danger">
                {t.outOfRange}
              </span>
            ) : (
              <span className="font-normal text-muted">{t.priceUnknown}</span>
            )}
          </output>
          <button
            type="submit"
            name="intent"
            value="price"
            formNoValidate
            className="rounded-full border border-border px-4 py-1.5 text-sm font-medium hover:bg-surface-hover"
          >
            {t.calculate}
          </button>
        </section>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t.when}</legend>
          {text("delivery_date", t.date, view.today, "date")}
          {text("delivery_time", t.time, "12:00", "time")}
        </fieldset>
        {text("description", t.description)}
        {text("instruction", t.instruction)}
        {text("note", t.note)}
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="notify" className="size-4" />
          {t.notify}
        </label>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{t.payment}</legend>
          {view.payments.map((p) => (
            <label key={p.id} className="flex items-center gap-2 capitalize">
              <input type="radio" name="payment_id" value={p.id} className="size-4" />
              {p.tag}
            </label>
          ))}
          {error("payment_id")}
        </fieldset>
        {result && "message" in result && result.message ? (
          <p role="alert" className="text-danger">
            {t.failed}: {result.message}
          </p>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="send"
          disabled={busy}
          className="self-start rounded-full bg-primary px-6 py-2 font-semibold text-primary-fg hover:bg-primary-hover disabled:opacity-60"
        >
          {t.place}
        </button>
      </Form>
    </main>
  );
}
