import type { BackendModule, InitOptions, i18n, Resource } from "i18next";
import { createInstance } from "i18next";
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE, NAMESPACES, SUPPORTED_LOCALES } from "./locale-config";

/**
 * Options shared by the server (remix-i18next) and the browser, so both render the same texts.
 * React escapes output itself, hence no escaping in interpolation.
 */
export const i18nBaseOptions = {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: DEFAULT_NAMESPACE,
  ns: [...NAMESPACES],
  load: "languageOnly",
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

export interface CreateI18nOptions {
  /** The active language, e.g. "ar". */
  lng: string;
  /** Bundles already in hand (the server's bundledResources, or what a loader read). */
  resources?: Resource;
  /** Namespaces this page needs; all of them by default. */
  ns?: readonly string[];
  /** Reads missing bundles, e.g. createBundleLoader({ fetch }).backend in the browser. */
  backend?: BackendModule;
  /** Anything else for i18next.init. */
  overrides?: InitOptions;
}

/**
 * A fresh i18next instance per call: never a shared global, so concurrent requests on the
 * server cannot switch each other's language.
 */
export async function createI18n(options: CreateI18nOptions): Promise<i18n> {
  const instance = createInstance();
  if (options.backend) instance.use(options.backend);
  await instance.init({
    ...i18nBaseOptions,
    lng: options.lng,
    ns: options.ns ? [...options.ns] : i18nBaseOptions.ns,
    ...(options.resources ? { resources: options.resources } : {}),
    // With resources and a backend, still read the namespaces the resources lack.
    partialBundledLanguages: Boolean(options.resources && options.backend),
    initImmediate: false,
    ...options.overrides,
  });
  return instance;
}
