import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PointPicker } from "../../components/address/point-map";
import { readDeliveryAddress } from "../../lib/address/delivery-address.server";
import { formatLocation, parseLocation } from "../../lib/address/location";
import { mapConfigFor } from "../../lib/address/map-config";
import { pointFromForm } from "../../lib/address/point-from-form.server";
import { clearCookie, setCookie } from "../../lib/cookies.server";
import { readPreferences } from "../../lib/preferences.server";
import { safeRedirect } from "../../lib/redirect-target";
import { useLocatedPoint } from "./__use-located-point";

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
    map: mapConfigFor(context.cloudflare.env),
  };
}

/**
 * save: store the point and its text in cookies and go back (the point the map or the search
 * chose, or, before scripts run, the first place found for the typed text); change: show this form.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  if (intent === "change") return redirect(`/address?redirectTo=${encodeURIComponent(redirectTo)}`);
  // The header's "Order for this address?" posts the point it shows as one `location` field.
  const point =
    parseLocation(String(form.get("location") ?? "")) ??
    (await pointFromForm(form, context.cloudflare.env, readPreferences(request, context).lang));
  if (!point) return { error: "notFound" as const };
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
  const { delivery, adding, redirectTo, map } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const start = delivery.location;
  const [point, setPoint] = useState({ latitude: start.latitude, longitude: start.longitude });
  const [address, setAddress] = useState(adding ? "" : (delivery.address ?? ""));
  const onAddress = useCallback((text: string) => setAddress(text), []);
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
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <PointPicker map={map} point={point} onPoint={setPoint} onAddress={onAddress} />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("address.address")}
          <input
            name="address"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            required
            maxLength={200}
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? "address-error" : undefined}
            className={field}
          />
        </label>
        {result?.error ? (
          <p id="address-error" role="alert" className="text-sm text-danger">
            {t("address.notFound")}
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
