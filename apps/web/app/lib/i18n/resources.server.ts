import { type Bundle, bundledResources, isSupportedLocale, SUPPORTED_LOCALES } from "@tiffin/i18n";
import { ACCOUNT_NAMESPACE, accountBundles } from "./account-bundles";
import { SHARED_NAMESPACES } from "./namespaces";
import { WEB_NAMESPACE, webBundles } from "./web-bundles";

type Resources = Record<string, Record<string, Bundle>>;

/** Every bundle of every locale: the shared ones of @tiffin/i18n plus this app's "web" texts. */
export const allResources: Resources = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [
    locale,
    {
      ...bundledResources[locale],
      [WEB_NAMESPACE]: webBundles[locale] ?? webBundles.en ?? {},
      [ACCOUNT_NAMESPACE]: (accountBundles[locale] ?? accountBundles.en ?? {}) as Bundle,
    },
  ]),
);

/** One namespace bundle, for /locales/{lng}/{ns}.json. */
export function bundleFor(lang: string, ns: string): Bundle | null {
  if (!isSupportedLocale(lang)) return null;
  return allResources[lang]?.[ns] ?? null;
}

/** The bundles a page needs in one language; every locale has every key (checked in tests). */
export function pageResources(lang: string): Resources {
  const locale = isSupportedLocale(lang) ? lang : "en";
  const all = allResources[locale] ?? {};
  return {
    [locale]: Object.fromEntries([...SHARED_NAMESPACES, WEB_NAMESPACE].map((ns) => [ns, all[ns] ?? {}])),
  };
}
