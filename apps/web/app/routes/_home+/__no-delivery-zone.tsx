import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ZoneSubscriptionResult } from "./zone-subscription.server";

/** The chosen address is outside every delivery zone: say so and offer to write when it is not. */
export function NoDeliveryZone() {
  const { t } = useTranslation();
  const result = useActionData<ZoneSubscriptionResult>();
  const failed = result && !result.subscribed ? result : null;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t("errors:catalogue.notAvailableHere")}</h1>
      <p className="text-muted">{t("home:noDeliveryZone.text")}</p>
      {result?.subscribed ? (
        <p role="status" className="font-medium text-success">
          {t("home:noDeliveryZone.thanks")}
        </p>
      ) : (
        <Form method="post" className="flex w-full max-w-sm flex-col gap-2 sm:flex-row sm:flex-wrap">
          <input type="hidden" name="intent" value="notify" />
          <label className="sr-only" htmlFor="notify-email">
            {t("home:noDeliveryZone.email")}
          </label>
          <input
            id="notify-email"
            type="email"
            name="email"
            required
            maxLength={190}
            defaultValue={failed?.email}
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? "notify-email-error" : undefined}
            placeholder={t("home:noDeliveryZone.email")}
            className="h-11 flex-1 rounded-full border border-border bg-surface px-4"
          />
          <button type="submit" className="h-11 rounded-full bg-primary px-5 font-semibold text-primary-fg">
            {t("home:noDeliveryZone.submit")}
          </button>
          {failed ? (
            <p id="notify-email-error" role="alert" className="basis-full text-sm text-danger">
              {t(failed.error)}
            </p>
          ) : null}
        </Form>
      )}
      <a href="/address" className="text-sm font-medium text-primary underline">
        {t("web:changeAddress")}
      </a>
    </main>
  );
}
