import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { applyAsDriver } from "@tiffin/api-client";
import { useTranslation } from "react-i18next";
import { FieldError, FormMessage, fieldClass } from "../../components/account/form-field";
import { apiFor } from "../../lib/api.server";
import { privatePageMeta } from "../../lib/page-title";
import { readPreferences } from "../../lib/preferences.server";
import { requireSignedIn } from "../../lib/require-user.server";
import { ApplicationSent, InputField, TextAreaField } from "./__application-fields";
import { type ApplicationResult, filledFields, submitApplication } from "./application-form.server";

export const meta: MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "applications.driverTitle", "Become a delivery driver");

/** The driver application is a /dashboard call, so it needs a signed-in user. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSignedIn(request, context);
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

const TECHNIQUES = ["foot", "bicycle", "scooter", "motorbike", "car", "truck"] as const;
const FIELDS = [
  "firstname",
  "lastname",
  "phone",
  "type_of_technique",
  "brand",
  "model",
  "number",
  "color",
  "note",
] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireSignedIn(request, context);
  const form = await request.formData();
  return submitApplication(
    applyAsDriver,
    apiFor(request, context),
    filledFields(form, FIELDS),
    "/deliver",
    readPreferences(request, context).lang,
  );
}

export default function DeliverPage() {
  const { sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ApplicationResult | undefined;
  const { t } = useTranslation();
  const errors = result?.fields ?? {};
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("web:applications.driverTitle")}</h1>
      <p>{t("web:applications.driverText")}</p>
      {sent ? (
        <ApplicationSent />
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <FormMessage message={result?.failure} />
          <div className="grid grid-cols-2 gap-3">
            <InputField
              name="firstname"
              label={t("web:applications.firstname")}
              errors={errors}
              required
              autoComplete="given-name"
            />
            <InputField
              name="lastname"
              label={t("web:applications.lastname")}
              errors={errors}
              required
              autoComplete="family-name"
            />
          </div>
          <InputField
            name="phone"
            type="tel"
            label={t("web:applications.phone")}
            errors={errors}
            required
            autoComplete="tel"
          />
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("web:applications.technique")}
            <select
              name="type_of_technique"
              required
              aria-describedby={errors.type_of_technique ? "type_of_technique-error" : undefined}
              className={fieldClass}
            >
              {TECHNIQUES.map((technique) => (
                <option key={technique} value={technique}>
                  {t(`web:applications.techniques.${technique}`)}
                </option>
              ))}
            </select>
            <FieldError id="type_of_technique-error" message={errors.type_of_technique} />
          </label>
          <div className="grid grid-cols-2 gap-3">
            <InputField name="brand" label={t("web:applications.brand")} errors={errors} />
            <InputField name="model" label={t("web:applications.model")} errors={errors} />
            <InputField name="number" label={t("web:applications.plate")} errors={errors} />
            <InputField name="color" label={t("web:applications.color")} errors={errors} />
          </div>
          <TextAreaField name="note" label={t("web:applications.note")} errors={errors} />
          <button type="submit" className="h-11 self-start rounded-full bg-primary px-5 font-semibold text-primary-fg">
            {t("web:applications.submit")}
          </button>
        </Form>
      )}
    </main>
  );
}
