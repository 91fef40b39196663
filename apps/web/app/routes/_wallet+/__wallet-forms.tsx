import { Form, useNavigation } from "@remix-run/react";
import { PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { FieldError, FormMessage, fieldClass } from "../../components/account/form-field";
import { formatPrice } from "../../lib/money";
import { useRootData } from "../../root";
import type { WalletActionResult } from "./wallet";

type Failed = Extract<WalletActionResult, { fields: Record<string, string> }>;

const primaryButton = "h-11 rounded-full bg-primary px-5 font-semibold text-primary-fg disabled:opacity-60";

function AmountField({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {t("web:wallet.amount")}
      <input
        name="amount"
        inputMode="decimal"
        required
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass}
      />
      <FieldError id={`${id}-error`} message={error} />
    </label>
  );
}

/** Top-up: an amount and the payment provider whose page takes the money. */
export function TopUpForm({ providers, failure }: { providers: string[]; failure: Failed | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="topup-title" className="flex flex-col gap-3">
      <h2 id="topup-title" className="text-lg font-bold">
        {t("web:wallet.topUp")}
      </h2>
      {providers.length === 0 ? (
        <p className="text-sm">{t("web:wallet.noProviders")}</p>
      ) : (
        <Form method="post" className="flex flex-col gap-3">
          <FormMessage message={failure?.failure} />
          <AmountField id="topup-amount" error={failure?.fields.amount ?? failure?.fields.price} />
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-semibold">{t("web:wallet.provider")}</legend>
            {providers.map((tag, i) => (
              <label key={tag} className="flex items-center gap-2 text-sm">
                <input type="radio" name="provider" value={tag} defaultChecked={i === 0} className="accent-primary" />
                {t(`web:wallet.providers.${tag}`, { defaultValue: tag })}
              </label>
            ))}
          </fieldset>
          <button type="submit" name="intent" value="topup" className={`${primaryButton} self-start`}>
            {t("web:wallet.topUpSubmit")}
          </button>
        </Form>
      )}
    </section>
  );
}

/** Send: the recipient's exact email or phone and the amount; the next step asks to confirm. */
export function SendForm({ failure }: { failure: Failed | null }) {
  const { t } = useTranslation();
  const recipientError = failure?.fields.recipient ?? failure?.fields.uuid;
  return (
    <section aria-labelledby="send-title" className="flex flex-col gap-3">
      <h2 id="send-title" className="text-lg font-bold">
        {t("web:wallet.send")}
      </h2>
      <Form method="post" className="flex flex-col gap-3">
        <FormMessage message={failure?.failure} />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("web:wallet.recipient")}
          <input
            name="recipient"
            required
            autoComplete="off"
            aria-invalid={recipientError ? true : undefined}
            aria-describedby={recipientError ? "recipient-error" : "recipient-hint"}
            className={fieldClass}
          />
          <span id="recipient-hint" className="text-xs font-normal">
            {t("web:wallet.recipientHint")}
          </span>
          <FieldError id="recipient-error" message={recipientError} />
        </label>
        <AmountField id="send-amount" error={failure?.fields.amount ?? failure?.fields.price} />
        <button type="submit" name="intent" value="review" className={`${primaryButton} self-start`}>
          {t("actions.continue")}
        </button>
      </Form>
    </section>
  );
}

/** The confirm step: who gets how much; the button is disabled while the transfer is under way. */
export function SendConfirmation({
  recipient,
  contact,
  amount,
}: {
  recipient: { uuid: string; name: string };
  contact: string;
  amount: number;
}) {
  const locale = useContext(PriceLocale);
  const { t } = useTranslation();
  const navigation = useNavigation();
  const currency = useRootData()?.currency ?? null;
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="confirm-title" className="flex flex-col gap-3 rounded-card border border-border p-4">
      <h2 id="confirm-title" className="text-lg font-bold">
        {t("web:wallet.confirmTitle")}
      </h2>
      <p>
        {t("web:wallet.confirmText", { amount: formatPrice(amount, currency, locale), name: recipient.name, contact })}
      </p>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="uuid" value={recipient.uuid} />
        <input type="hidden" name="recipient" value={contact} />
        <input type="hidden" name="amount" value={amount} />
        <button
          type="submit"
          name="intent"
          value="send"
          disabled={busy}
          // biome-ignore lint/a11y/noAutofocus: this step exists to be confirmed
          autoFocus
          className={primaryButton}
        >
          {t("web:wallet.confirmSend")}
        </button>
        <a href="/wallet" className="flex h-11 items-center rounded-full border border-border px-5 font-semibold">
          {t("actions.cancel")}
        </a>
      </Form>
    </section>
  );
}
