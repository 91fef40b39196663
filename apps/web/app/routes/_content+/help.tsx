import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getSettings, paginateFaqs, settingsToMap } from "@tiffin/api-client";
import { EmptyState } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { ChatButton } from "../../components/chat/chat-button";
import { apiFor } from "../../lib/api.server";
import { pageTitle } from "../../lib/page-title";
import { useRootData } from "../../root";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "web", "help.title", "Help center") }];

/** The FAQ in the reader's language and the support contacts of settings, in parallel. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const [faqs, settings] = await Promise.all([paginateFaqs(api, { perPage: 100 }), getSettings(api)]);
  const map = settingsToMap(settings);
  return {
    faqs: faqs.data.flatMap((faq) =>
      faq.translation ? [{ id: faq.id, question: faq.translation.question, answer: faq.translation.answer }] : [],
    ),
    phone: map.phone || null,
    email: map.email || null,
  };
}

export default function HelpPage() {
  const { faqs, phone, email } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("web:help.title")}</h1>
      <div className="flex flex-wrap items-center gap-3">
        {signedIn ? (
          <>
            <ChatButton
              target={{ type: "support" }}
              side="customer"
              label={t("web:chat.withSupport")}
              title={t("web:chat.supportTitle")}
            />
            <a href="/chats" className="text-primary underline">
              {t("web:chat.listTitle")}
            </a>
          </>
        ) : (
          <a href="/login?redirectTo=%2Fhelp" className="text-primary underline">
            {t("web:chat.signIn")}
          </a>
        )}
      </div>
      <section aria-labelledby="faq-title" className="flex flex-col gap-3">
        <h2 id="faq-title" className="text-lg font-bold">
          {t("web:help.faq")}
        </h2>
        {faqs.length === 0 ? (
          <EmptyState title={t("web:help.noFaq")} />
        ) : (
          <div className="flex flex-col divide-y divide-border rounded-card border border-border">
            {faqs.map((faq) => (
              <details key={faq.id} className="group p-4">
                <summary className="cursor-pointer font-semibold">{faq.question}</summary>
                <p className="mt-2">{faq.answer}</p>
              </details>
            ))}
          </div>
        )}
      </section>
      {phone || email ? (
        <section aria-labelledby="contact-title" className="flex flex-col gap-2">
          <h2 id="contact-title" className="text-lg font-bold">
            {t("web:help.contact")}
          </h2>
          {phone ? (
            <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} className="text-primary underline" dir="ltr">
              {phone}
            </a>
          ) : null}
          {email ? (
            <a href={`mailto:${email}`} className="text-primary underline" dir="ltr">
              {email}
            </a>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}
