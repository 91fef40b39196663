import type { i18n as I18n } from "i18next";
import { type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { createBundleTranslator } from "./bundle-translator";
import { pageTextsFor } from "./page-texts";

/**
 * On the server, entry.server's i18next instance is already provided. In the browser the page's
 * texts (fetched before hydration, see page-texts.ts) feed a translator made once, so hydration
 * shows exactly the server's texts. A provider adds no markup, so the two trees hydrate alike.
 */
export function I18nBoundary({ lang, children }: { lang: string; children: ReactNode }) {
  const [translator] = useState(() =>
    typeof document === "undefined" ? null : createBundleTranslator({ lng: lang, resources: pageTextsFor(lang) ?? {} }),
  );
  if (!translator) return <>{children}</>;
  return <I18nextProvider i18n={translator as unknown as I18n}>{children}</I18nextProvider>;
}
