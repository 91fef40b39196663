/** Locales shipped with bundles under packages/i18n/locales/{lng}/{ns}.json. */
export const SUPPORTED_LOCALES = ["en", "ar", "fr"] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = "en";

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * One namespace per route family, so a page loads only the texts it shows.
 * `common` holds the header, footer, toasts and shared buttons; `errors` the error catalogue.
 */
export const NAMESPACES = [
  "common",
  "home",
  "shop",
  "search",
  "cart",
  "checkout",
  "auth",
  "profile",
  "orders",
  "notifications",
  "errors",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = "common";

/** Where the web app serves the bundles; `{{lng}}` and `{{ns}}` are filled in per read. */
export const LOCALES_LOAD_PATH = "/locales/{{lng}}/{{ns}}.json";
