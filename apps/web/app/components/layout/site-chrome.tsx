import { useLocation, useNavigation } from "@remix-run/react";
import { ProgressBar } from "@tiffin/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { chromeFor } from "../../lib/site/layout-rules";
import { useRootData } from "../../root";
import { LanguageSwitchProvider, useLanguageLoading } from "../header/language-switch";
import { SiteHeader } from "../header/site-header";
import { PushController } from "../push/push-controller";
import { ReducedHeader, SiteFooter } from "./chrome-islands";

function TopProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const languageLoading = useLanguageLoading();
  return <ProgressBar active={languageLoading || navigation.state === "loading"} label={t("ui.pageLoading")} />;
}

/** Picks the page chrome by path: bare for sign-in flows, reduced with a back button, or full. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useRootData();
  const { pathname } = useLocation();
  const chrome = chromeFor(pathname);
  return (
    <LanguageSwitchProvider>
      <TopProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {t("web:skipToContent")}
      </a>
      {chrome === "full" && data ? <SiteHeader data={data} /> : null}
      {chrome === "reduced" ? <ReducedHeader /> : null}
      <div id="main">{children}</div>
      {chrome === "full" ? <SiteFooter /> : null}
      <PushController config={data?.push ?? null} />
    </LanguageSwitchProvider>
  );
}
