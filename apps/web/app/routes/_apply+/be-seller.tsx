import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { applyAsSeller } from "@tiffin/api-client";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError, FormMessage } from "../../components/account/form-field";
import { PointPicker } from "../../components/address/point-map";
import { readDeliveryAddress } from "../../lib/address/delivery-address.server";
import type { LatLng } from "../../lib/address/location";
import { mapConfigFor } from "../../lib/address/map-config";
import { pointFromForm } from "../../lib/address/point-from-form.server";
import { apiFor } from "../../lib/api.server";
import { privatePageMeta } from "../../lib/page-title";
import { readPreferences } from "../../lib/preferences.server";
import { requireSignedIn } from "../../lib/require-user.server";
import { ApplicationSent, InputField, TextAreaField } from "./__application-fields";
import { type ApplicationResult, filledFields, submitApplication } from "./application-form.server";

export const meta: MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "applications.sellerTitle", "Become a seller");

/** Sign-in is required to become a seller (SPEC.md section 6). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSignedIn(request, context);
  const delivery = readDeliveryAddress(context);
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    start: delivery.location,
    address: delivery.address ?? "",
    map: mapConfigFor(context.cloudflare.env),
  };
}

const FIELDS = ["title", "description", "type", "phone", "email", "address"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireSignedIn(request, context);
  const form = await request.formData();
  const point = await pointFromForm(form, context.cloudflare.env, readPreferences(request, context).lang);
  if (!point) return { failure: null, fields: { location: "address.notFound" } };
  const body = { ...filledFields(form, FIELDS), location: point };
  return submitApplication(
    applyAsSeller,
    apiFor(request, context),
    body,
    "/be-seller",
    readPreferences(request, context).lang,
  );
}

export default function BeSellerPage() {
  const { sent, start, address, map } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ApplicationResult | undefined;
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [point, setPoint] = useState<LatLng>(start);
  const onAddress = useCallback((text: string) => {
    const field = formRef.current?.elements.namedItem("address");
    if (field instanceof HTMLInputElement) field.value = text;
  }, []);
  const errors = result?.fields ?? {};
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("web:applications.sellerTitle")}</h1>
      <p>{t("web:applications.sellerText")}</p>
      {sent ? (
        <ApplicationSent />
      ) : (
        <Form ref={formRef} method="post" className="flex flex-col gap-4">
          <FormMessage message={result?.failure} />
          <InputField name="title" label={t("web:applications.shopName")} errors={errors} required />
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-semibold">{t("web:applications.shopType")}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="type" value="restaurant" defaultChecked className="accent-primary" />
              {t("web:applications.restaurant")}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="type" value="shop" className="accent-primary" />
              {t("web:applications.shop")}
            </label>
          </fieldset>
          <TextAreaField name="description" label={t("web:applications.description")} errors={errors} />
          <InputField
            name="phone"
            type="tel"
            label={t("web:applications.phone")}
            errors={errors}
            required
            autoComplete="tel"
          />
          <InputField
            name="email"
            type="email"
            label={t("web:applications.email")}
            errors={errors}
            autoComplete="email"
          />
          <PointPicker map={map} point={point} onPoint={setPoint} onAddress={onAddress} />
          <InputField name="address" label={t("address.address")} errors={errors} required defaultValue={address} />
          <FieldError id="location-error" message={errors.location} />
          <button type="submit" className="h-11 self-start rounded-full bg-primary px-5 font-semibold text-primary-fg">
            {t("web:applications.submit")}
          </button>
        </Form>
      )}
    </main>
  );
}
