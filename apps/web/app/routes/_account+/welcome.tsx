import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { apiFor } from "../../lib/api.server";
import { contentTexts } from "../../lib/content.server";
import { seoMeta } from "../../lib/seo";
import { readSessionUser } from "../../lib/session-user.server";
import { BRAND, shareLink } from "../../lib/site/brand";
import { footerData } from "../../lib/site/footer.server";
import { AuthShell, fill } from "./__auth-shell";
import { Landing } from "./__landing";
import { accountTexts } from "./account.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (data?.kind === "landing") {
    return seoMeta({ title: `${data.texts.title} | ${BRAND.siteName}`, description: data.texts.intro });
  }
  return [
    { title: `${data?.texts.welcomeTitle ?? "Welcome to Tiffin"} | Tiffin` },
    { name: "robots", content: "noindex" },
  ];
};

/** A visitor gets the landing; a signed-in user (just signed up) the greeting and where to go next. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await readSessionUser(request, context.cloudflare.env);
  if (!user) {
    const footer = await footerData(apiFor(request, context));
    return {
      kind: "landing" as const,
      texts: contentTexts(request, context).landing,
      apps: footer.apps,
      share: shareLink("/welcome"),
    };
  }
  return { kind: "greeting" as const, texts: accountTexts(request, context), name: user.firstname ?? null };
}

export default function WelcomePage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (data.kind === "landing") {
    return (
      <Landing
        texts={data.texts}
        siteName={BRAND.siteName}
        share={data.share}
        apps={data.apps}
        appLabels={{ android: t("web:siteFooter.googlePlay"), ios: t("web:siteFooter.appStore") }}
      />
    );
  }
  const { texts, name } = data;
  return (
    <AuthShell title={name ? fill(texts.welcomeName, { name }) : texts.welcomeTitle} intro={texts.welcomeText}>
      <a
        href="/"
        className="flex h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-primary-fg hover:bg-primary-hover"
      >
        {texts.startOrdering}
      </a>
      <a href="/profile" className="text-center text-sm font-semibold text-primary underline-offset-4 hover:underline">
        {texts.completeProfile}
      </a>
    </AuthShell>
  );
}
