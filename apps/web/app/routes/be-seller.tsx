import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { applyAsSeller } from "@tiffin/api-client";
import { useTranslation } from "react-i18next";
import { ApplicationSent, InputField, TextAreaField } from "../components/account/application-fields";
import { FieldError, FormMessage } from "../components/account/form-field";
import { apiFor } from "../lib/api.server";
import { type ApplicationResult, filledFields, submitApplication } from "../lib/application-form.server";
import { readDeliveryAddress } from "../lib/delivery-address.server";
import { parseLocation } from "../lib/location";
import { privatePageMeta } from "../lib/page-title";
import { requireSignedIn } from "../lib/require-user.server";

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
  };
}

const FIELDS = ["title", "description", "type", "phone", "email", "address"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireSignedIn(request, context);
  const form = await request.formData();
  const point = parseLocation(`${form.get("latitude") ?? ""},${form.get("longitude") ?? ""}`);
  if (!point) return { failure: null, fields: { location: "web:savedLocations.locationInvalid" } };
  const body = { ...filledFields(form, FIELDS), location: point };
  return submitApplication(applyAsSeller, apiFor(request, context), body, "/be-seller");
}

export default function BeSellerPage() {
  const { sent, start, address } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ApplicationResult | undefined;
  const { t } = useTranslation();
  const errors = result?.fields ?? {};
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("web:applications.sellerTitle")}</h1>
      <p>{t("web:applications.sellerText")}</p>
      {sent ? (
        <ApplicationSent />
      ) : (
        <Form method="post" className="flex flex-col gap-4">
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
          <InputField name="address" label={t("address.address")} errors={errors} required defaultValue={address} />
          <div className="grid grid-cols-2 gap-3">
            <InputField
              name="latitude"
              label={t("web:latitude")}
              errors={errors}
              inputMode="decimal"
              defaultValue={start.latitude}
            />
            <InputField
              name="longitude"
              label={t("web:longitude")}
              errors={errors}
              inputMode="decimal"
              defaultValue={start.longitude}
            />
          </div>
          <FieldError id="location-error" message={errors.location} />
          <button type="submit" className="h-11 self-start rounded-full bg-primary px-5 font-semibold text-primary-fg">
            {t("web:applications.submit")}
          </button>
        </Form>
      )}
    </main>
  );
}
