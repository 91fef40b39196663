import type { AppLoadContext } from "@remix-run/cloudflare";
import { DEFAULT_LOCALE, i18nBaseOptions, isSupportedLocale, SUPPORTED_LOCALES } from "@tiffin/i18n";
import { RemixI18Next } from "remix-i18next/server";
import { readPreferences } from "../preferences.server";
import { type BundleTranslator, createBundleTranslator } from "./bundle-translator";
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
    // Callers pass the page's language (readPreferences with the cookies the Worker read).
    findLocale: async (request) => new URL(request.url).searchParams.get("lang"),
  },
  i18next: { ...i18nBaseOptions, ns: [...i18nBaseOptions.ns, "web"], resources: allResources },
});

/** t() for a loader or action, in the page's language (the lang query, else the visitor's cookie). */
export function fixedT(
  request: Request,
  context: Pick<AppLoadContext, "cookies">,
  namespaces: Parameters<typeof remixI18n.getFixedT>[1],
) {
  return remixI18n.getFixedT(readPreferences(request, context).lang, namespaces);
}

const renderTranslators = new Map<string, BundleTranslator>();

/**
 * The translator a page renders with: the one the browser hydrates with (bundle-translator.ts,
 * which test/bundle-translator.test.ts holds to i18next's text for every key), made once per
 * language per isolate. A fresh i18next instance per request cost more than a tenth of a
 * signed-in page's render. It is shared safely: on the server nothing changes its language or
 * adds bundles (only the browser's useSyncLanguage does, on its own copy).
 */
export function i18nForRender(lang: string): BundleTranslator {
  const locale = isSupportedLocale(lang) ? lang : DEFAULT_LOCALE;
  let translator = renderTranslators.get(locale);
  if (!translator) {
    const resources = { [locale]: allResources[locale] ?? {}, [DEFAULT_LOCALE]: allResources[DEFAULT_LOCALE] ?? {} };
    translator = createBundleTranslator({ lng: locale, resources, fallbackLng: DEFAULT_LOCALE });
    renderTranslators.set(locale, translator);
  }
  return translator;
}
