import type { MetaFunction } from "@remix-run/cloudflare";
import { useSearchParams } from "@remix-run/react";
import { Logo } from "@tiffin/ui";
import { useTranslation } from "react-i18next";

export const meta: MetaFunction = () => [{ title: "Log in | Tiffin" }, { name: "robots", content: "noindex" }];

/** Sign-in lives here; until its form arrives the page keeps the route and the 401 notice. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col items-center justify-center gap-6 px-4 text-center">
      <a href="/" aria-label={t("header.home")}>
        <Logo className="text-2xl" />
      </a>
      {params.get("reason") === "unauthorized" ? (
        <p
          id="toast-unauthorized"
          role="alert"
          className="rounded-card bg-danger/10 px-4 py-2 text-sm font-medium text-danger"
        >
          {t("errors:catalogue.unauthorized")}
        </p>
      ) : null}
      <h1 className="text-2xl font-bold">{t("web:loginTitle")}</h1>
      <p className="text-muted">{t("web:loginSoon")}</p>
    </main>
  );
}
