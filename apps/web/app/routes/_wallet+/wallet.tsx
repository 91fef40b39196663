import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  redirectDocument,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { sendWalletMoney, topUpWallet } from "@tiffin/api-client";
import { DATE_TIME_FORMAT, formatDateTime } from "@tiffin/i18n/dates";
import { PriceLocale } from "@tiffin/ui";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { apiFor } from "../../lib/api.server";
import { apiFailure } from "../../lib/api-failure";
import { formatPrice } from "../../lib/money";
import { privatePageMeta } from "../../lib/page-title";
import { readPreferences } from "../../lib/preferences.server";
import { requireSignedIn } from "../../lib/require-user.server";
import { orSignOut } from "../../lib/session-user.server";
import { readerTimeZone } from "../../lib/time-zone.server";
import { useRootData } from "../../root";
import { historyPages, parseAmount, parseRecipient } from "./__wallet-form";
import { SendConfirmation, SendForm, TopUpForm } from "./__wallet-forms";
import { WalletHistoryList } from "./__wallet-history";
import { publicProviderUrl } from "./provider-url.server";
import { findRecipient, walletView } from "./wallet.server";

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "wallet.title", "Wallet");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSignedIn(request, context);
  const url = new URL(request.url);
  const pages = historyPages(url.searchParams.get("pages"));
  const timeZone = readerTimeZone(request);
  const view = await walletView(apiFor(request, context), pages, (iso) =>
    formatDateTime(iso, DATE_TIME_FORMAT, { timeZone }),
  );
  return { ...view, pages, sent: url.searchParams.get("sent") === "1" };
}

type Failure = ReturnType<typeof apiFailure>["message"];
export type WalletActionResult =
  | { step: "confirm"; recipient: { uuid: string; name: string }; contact: string; amount: number }
  | { step: "topup" | "send"; failure: Failure | null; fields: Record<string, string> };

/**
 * topup: the provider's page for the amount; review: find the one user the exact email or phone
 * names and ask to confirm; send: move the money (the API debits and credits together, and
 * answers "Insufficient wallet balance" when the balance is short).
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<Response | WalletActionResult> {
  await requireSignedIn(request, context);
  const form = await request.formData();
  const api = apiFor(request, context);
  const intent = form.get("intent");
  const amount = parseAmount(form.get("amount"));
  const invalid = (step: "topup" | "send", fields: Record<string, string>): WalletActionResult => ({
    step,
    failure: null,
    fields,
  });
  if (intent === "topup") {
    const provider = String(form.get("provider") ?? "");
    if (!amount) return invalid("topup", { amount: "web:wallet.amountInvalid" });
    try {
      const url = await orSignOut(topUpWallet(api, { payment_type: provider, price: amount }));
      // The provider's page is not a route of this app: the browser loads it as a document.
      return redirectDocument(publicProviderUrl(url, request));
    } catch (error) {
      const failure = apiFailure(error, readPreferences(request, context).lang);
      return { step: "topup", failure: failure.message, fields: failure.fields };
    }
  }
  if (intent === "review" || intent === "send") {
    const contact = parseRecipient(form.get("recipient"));
    const fields: Record<string, string> = {};
    if (!contact) fields.recipient = "web:wallet.recipientInvalid";
    if (!amount) fields.amount = "web:wallet.amountInvalid";
    if (!contact || !amount) return invalid("send", fields);
    const lookup = await findRecipient(api, contact);
    if ("error" in lookup) return invalid("send", { recipient: lookup.error });
    if (intent === "review" || form.get("uuid") !== lookup.found.uuid) {
      return { step: "confirm", recipient: lookup.found, contact, amount };
    }
    try {
      const currencyId = readPreferences(request, context).currencyId;
      await orSignOut(
        sendWalletMoney(api, { uuid: lookup.found.uuid, price: amount, currency_id: currencyId ?? undefined }),
      );
      return redirect("/wallet?sent=1");
    } catch (error) {
      const failure = apiFailure(error, readPreferences(request, context).lang);
      return { step: "send", failure: failure.message, fields: failure.fields };
    }
  }
  return invalid("send", {});
}

export default function WalletPage() {
  const locale = useContext(PriceLocale);
  const { balance, entries, hasMore, providers, pages, sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as WalletActionResult | undefined;
  const currency = useRootData()?.currency ?? null;
  const { t } = useTranslation();
  const failed = result && result.step !== "confirm" ? result : null;
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("web:wallet.title")}</h1>
      <section aria-labelledby="balance-title" className="rounded-card bg-surface-muted p-5">
        <h2 id="balance-title" className="text-sm font-semibold">
          {t("web:wallet.balance")}
        </h2>
        <p className="text-3xl font-bold" data-testid="wallet-balance">
          {balance === null ? t("web:wallet.noWallet") : formatPrice(balance, currency, locale)}
        </p>
      </section>
      {sent ? (
        <p role="status" className="rounded-card border border-primary p-3 text-sm">
          {t("web:wallet.sent")}
        </p>
      ) : null}
      <TopUpForm providers={providers} failure={failed?.step === "topup" ? failed : null} />
      {result?.step === "confirm" ? (
        <SendConfirmation recipient={result.recipient} contact={result.contact} amount={result.amount} />
      ) : (
        <SendForm failure={failed?.step === "send" ? failed : null} />
      )}
      <WalletHistoryList entries={entries} hasMore={hasMore} nextHref={`/wallet?pages=${pages + 1}`} />
    </main>
  );
}
