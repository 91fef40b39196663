import { createI18n, DEFAULT_LOCALE, i18nBaseOptions, SUPPORTED_LOCALES } from "@tiffin/i18n";
import { RemixI18Next } from "remix-i18next/server";
import { readPreferences } from "../preferences.server";
import { allResources } from "./resources.server";

/**
 * Language detection and server-side t() for loaders and meta. The instance holds only fixed
 * configuration; each call creates its own i18next instance, so requests never share a language.
 */
export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async (request) => readPreferences(request).lang,
  },
  i18next: { ...i18nBaseOptions, ns: [...i18nBaseOptions.ns, "web"], resources: allResources },
});

/** A full i18next instance for rendering one request's page. */
export function i18nForRender(lang: string) {
  return createI18n({ lng: lang, resources: allResources, ns: [...i18nBaseOptions.ns, "web"] });
}
