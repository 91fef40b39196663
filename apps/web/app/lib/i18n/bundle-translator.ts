import type { Bundle } from "@tiffin/i18n";

/**
 * The browser's translator: the small part of i18next's interface react-i18next calls
 * (getFixedT, languages, hasLoadedNamespace, events), reading the same bundles the server's
 * i18next rendered with. The bundles use plain keys and {{value}} interpolation only, and
 * test/bundle-translator.test.ts checks every key gives i18next's own text. Shipping i18next
 * itself (about 15 KB gzip) would put the home route over its 100 KB first-load budget.
 */
export type Resources = Record<string, Record<string, Bundle>>;
type Listener = (...args: unknown[]) => void;
type Values = Record<string, unknown> & { ns?: string; defaultValue?: string };

function lookup(bundle: Bundle | string | undefined, path: string[]): string | undefined {
  let node: Bundle | string | undefined = bundle;
  for (const part of path) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
    values[name] === undefined || values[name] === null ? match : String(values[name]),
  );
}

export interface BundleTranslatorOptions {
  lng: string;
  resources: Resources;
  fallbackLng?: string;
  defaultNS?: string;
}

export function createBundleTranslator(options: BundleTranslatorOptions) {
  const fallbackLng = options.fallbackLng ?? "en";
  const defaultNS = options.defaultNS ?? "common";
  const resources: Resources = { ...options.resources };
  const listeners = new Map<string, Set<Listener>>();

  function emit(event: string, ...args: unknown[]) {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  }

  function translate(lng: string, ns: string, key: string, values?: Values): string {
    const separator = key.indexOf(":");
    const namespace = separator > -1 ? key.slice(0, separator) : (values?.ns ?? ns);
    const path = (separator > -1 ? key.slice(separator + 1) : key).split(".");
    for (const language of lng === fallbackLng ? [lng] : [lng, fallbackLng]) {
      const text = lookup(resources[language]?.[namespace], path);
      if (text !== undefined) return interpolate(text, values);
    }
    return values?.defaultValue ?? (separator > -1 ? key.slice(separator + 1) : key);
  }

  const translator = {
    language: options.lng,
    languages: [options.lng, fallbackLng],
    isInitialized: true,
    options: { defaultNS, fallbackLng, ns: [defaultNS], react: { useSuspense: false, bindI18n: "languageChanged" } },
    services: { backendConnector: {} },
    store: { on() {}, off() {} },
    hasLoadedNamespace: () => true,
    loadNamespaces: (_ns: unknown, callback?: () => void) => callback?.(),
    loadLanguages: (_lng: unknown, callback?: () => void) => callback?.(),
    getFixedT(lng: string | null, ns?: string | readonly string[] | null) {
      const namespace = (Array.isArray(ns) ? ns[0] : (ns as string | null | undefined)) ?? defaultNS;
      return (key: string | string[], values?: Values | string) => {
        const first = Array.isArray(key) ? (key[0] ?? "") : key;
        const options = typeof values === "string" ? { defaultValue: values } : values;
        return translate(lng ?? translator.language, namespace, first, options);
      };
    },
    t(key: string, values?: Values) {
      return translate(translator.language, defaultNS, key, values);
    },
    addResourceBundle(lng: string, ns: string, bundle: Bundle) {
      resources[lng] = { ...resources[lng], [ns]: bundle };
    },
    hasResourceBundle: (lng: string, ns: string) => Boolean(resources[lng]?.[ns]),
    changeLanguage(lng: string) {
      if (lng === translator.language) return Promise.resolve();
      translator.language = lng;
      translator.languages = [lng, fallbackLng];
      emit("languageChanged", lng);
      return Promise.resolve();
    },
    dir: () => "ltr",
    on(event: string, listener: Listener) {
      for (const name of event.split(" ")) {
        if (!listeners.has(name)) listeners.set(name, new Set());
        listeners.get(name)?.add(listener);
      }
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  return translator;
}

export type BundleTranslator = ReturnType<typeof createBundleTranslator>;
