import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { fetchPageTexts } from "./page-texts";

/**
 * When the root loader answers in another language (after the language form), fetch that
 * language's page texts (`url`, the root loader's `texts`), hand them to the browser's translator
 * and switch: every useTranslation re-renders.
 */
export function useSyncLanguage(lang: string, url: string | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === lang || !url) return;
    let current = true;
    fetchPageTexts(lang, url)
      .then((texts) => {
        if (!current) return;
        for (const [ns, bundle] of Object.entries(texts[lang] ?? {})) i18n.addResourceBundle(lang, ns, bundle);
        i18n.changeLanguage(lang);
      })
      .catch((error) => console.error(error));
    return () => {
      current = false;
    };
  }, [i18n, lang, url]);
}
