import { type Bundle, bundledResources, isSupportedLocale, SUPPORTED_LOCALES } from "@tiffin/i18n";
import { ACCOUNT_NAMESPACE, accountBundles } from "./account-bundles";
import { SHARED_NAMESPACES } from "./namespaces";
import { type PageTexts, providePageTexts } from "./page-texts";
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

providePageTexts(pageResources);

/**
 * FNV-1a of the text: names a texts file by its content, so a browser may keep it for good and a
 * deploy that changes a text changes the name.
 */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

interface PageTextsFile {
  /** /locales/{lang}/page-{hash}.json */
  url: string;
  hash: string;
  json: string;
}

const files = new Map<string, PageTextsFile>();

/** The file of a language's page texts (pageResources), made once per language. */
export function pageTextsFile(lang: string): PageTextsFile {
  const locale = isSupportedLocale(lang) ? lang : "en";
  let file = files.get(locale);
  if (!file) {
    const json = JSON.stringify(pageResources(locale) satisfies PageTexts);
    const hash = contentHash(json);
    file = { url: `/locales/${locale}/page-${hash}.json`, hash, json };
    files.set(locale, file);
  }
  return file;
}
