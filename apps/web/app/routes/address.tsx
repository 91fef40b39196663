import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PointFields } from "../components/address/point-fields";
import { useLocatedPoint } from "../components/address/use-located-point";
import { clearCookie, setCookie } from "../lib/cookies.server";
import { readDeliveryAddress } from "../lib/delivery-address.server";
import { reverseGeocode } from "../lib/geocoding.server";
import { formatLocation, parseLocation } from "../lib/location";
import { safeRedirect } from "../lib/redirect-target";

// The map (Google Maps JS) loads only here, only when a key is configured.
const AddressMap = lazy(() => import("../components/address/address-map.client"));

export const meta: MetaFunction = () => [
  { title: "Delivery address | Tiffin" },
  { name: "robots", content: "noindex" },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const delivery = readDeliveryAddress(context);
  return {
    delivery,
    adding: url.searchParams.get("new") === "1",
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
    mapsKey: context.cloudflare.env.GOOGLE_MAPS_KEY ?? null,
  };
}

/**
 * confirm / save: store the point and its text in cookies and go back; change: show this form;
 * geocode: look the point's address up (Google Geocoding when keyed) and show it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const point =
    parseLocation(String(form.get("location") ?? "")) ??
    parseLocation(`${form.get("latitude") ?? ""},${form.get("longitude") ?? ""}`);
  if (intent === "change") return redirect(`/address?redirectTo=${encodeURIComponent(redirectTo)}`);
  if (intent === "geocode") {
    const key = context.cloudflare.env.GOOGLE_MAPS_KEY;
    const found =
      point && key ? await reverseGeocode(point, { key, baseUrl: context.cloudflare.env.GEOCODING_BASE_URL }) : null;
    return { geocoded: found, point };
  }
  if (!point) return { error: "location" as const, geocoded: null, point: null };
  const text = String(form.get("address") ?? "")
    .trim()
    .slice(0, 200);
  const headers = new Headers();
  headers.append("Set-Cookie", await setCookie("location", formatLocation(point)));
  if (text) headers.append("Set-Cookie", await setCookie("address", text));
  else headers.append("Set-Cookie", await clearCookie("address"));
  return redirect(redirectTo, { headers });
}

export default function AddressPage() {
  const { delivery, adding, redirectTo, mapsKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const start = result?.point ?? delivery.location;
  const [point, setPoint] = useState({ latitude: start.latitude, longitude: start.longitude });
  const [address, setAddress] = useState(adding ? "" : (delivery.address ?? ""));
  const geocoded = result && "geocoded" in result ? result.geocoded : undefined;
  const field = "h-11 rounded-lg border border-border bg-surface px-3";
  const located = useLocatedPoint(delivery.location);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked && !located.locating) setPoint(located.location);
  }, [asked, located.locating, located.location]);
  const locateMe = () => {
    setAsked(true);
    located.locate();
  };
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-bold">{adding ? t("address.addAddress") : t("address.editAddress")}</h1>
      {mapsKey ? (
        <Suspense fallback={<div className="aspect-video w-full animate-shimmer rounded-card bg-surface-muted" />}>
          <AddressMap apiKey={mapsKey} point={point} onPick={setPoint} label={t("address.pickOnMap")} />
        </Suspense>
      ) : (
        <p className="rounded-card bg-surface-muted p-3 text-sm text-muted">{t("address.mapUnavailable")}</p>
      )}
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("address.address")}
          <input
            name="address"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            required
            className={field}
          />
        </label>
        <PointFields point={point} onChange={setPoint} className={field} />
        {geocoded !== undefined ? (
          <p role="status" className="text-sm">
            {geocoded ?? t("errors:catalogue.geocodeNotFound")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="save"
            className="h-11 rounded-full bg-primary px-5 font-semibold text-primary-fg"
          >
            {t("web:saveAddress")}
          </button>
          {mapsKey ? (
            <button
              type="submit"
              name="intent"
              value="geocode"
              formNoValidate
              className="h-11 rounded-full border border-border px-5 font-semibold"
            >
              {t("web:geocodeLookup")}
            </button>
          ) : null}
          <button
            type="button"
            onClick={locateMe}
            className="h-11 rounded-full border border-border px-5 font-semibold"
          >
            {t("web:useMyLocation")}
          </button>
        </div>
      </Form>
    </main>
  );
}
