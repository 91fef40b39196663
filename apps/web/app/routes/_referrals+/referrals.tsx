import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatDate } from "@tiffin/i18n/dates";
import { EmptyState } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { apiFor } from "../../lib/api.server";
import { privatePageMeta } from "../../lib/page-title";
import { requireSignedIn } from "../../lib/require-user.server";
import { CopyLink } from "./__copy-link";
import { referralView } from "./referral.server";

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "referrals.title", "Referrals");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSignedIn(request, context);
  return { referral: await referralView(apiFor(request, context), new URL(request.url).origin) };
}

export default function ReferralsPage() {
  const { referral } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("web:referrals.title")}</h1>
      {referral ? (
        <>
          {referral.title ? <p className="text-lg font-semibold">{referral.title}</p> : null}
          <p>
            {t("web:referrals.yourCode")}: <strong dir="ltr">{referral.code}</strong>
          </p>
          <CopyLink link={referral.link} label={t("web:referrals.link")} shareTitle={referral.title ?? "Tiffin"} />
          <section aria-labelledby="terms-title" className="flex flex-col gap-2">
            <h2 id="terms-title" className="text-lg font-bold">
              {t("web:referrals.terms")}
            </h2>
            {referral.terms ? <p>{referral.terms}</p> : null}
            {referral.faq ? <p>{referral.faq}</p> : null}
            {referral.expiresAt ? (
              <p className="text-sm">{t("web:referrals.until", { date: formatDate(referral.expiresAt) })}</p>
            ) : null}
          </section>
        </>
      ) : (
        <EmptyState
          title={t("web:referrals.off")}
          action={
            <a href="/" className="text-primary underline">
              {t("errors:notFound.home")}
            </a>
          }
        />
      )}
    </main>
  );
}
