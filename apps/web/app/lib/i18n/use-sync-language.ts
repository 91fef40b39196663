import type { Bundle } from "@tiffin/i18n";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * When the root loader answers in another language (after the language form), hand its
 * bundles to the browser's translator and switch: every useTranslation re-renders.
 */
export function useSyncLanguage(lang: string, resources: Record<string, Record<string, Bundle>> | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === lang) return;
    for (const [ns, bundle] of Object.entries(resources?.[lang] ?? {})) i18n.addResourceBundle(lang, ns, bundle);
    i18n.changeLanguage(lang);
  }, [i18n, lang, resources]);
}
