import { type Currency, preferencesMachine } from "@tiffin/core";
import { createBundleLoader } from "@tiffin/i18n";
import { type Actor, createActor, fromPromise } from "xstate";
import type { BundleTranslator } from "../../lib/i18n/bundle-translator";
import { PAGE_NAMESPACES } from "../../lib/i18n/namespaces";

export interface PreferencesEffects {
  translator: BundleTranslator;
  /** Stores a choice the way the no-JavaScript form does: a post to /preferences. */
  save: (fields: { lang: string } | { currency_id: string }) => void;
}

/**
 * Core's preferences machine with this app's side effects: a language's bundles come from
 * /locales into the page's translator, and a language or currency, once chosen, is posted to
 * /preferences (the cookie the next render reads). One actor serves the page's lifetime.
 */
export function startPreferences({ translator, save }: PreferencesEffects, currency: Currency | null) {
  const loader = createBundleLoader({ fetch: (url) => fetch(url) });
  const machine = preferencesMachine.provide({
    actors: {
      loadTranslations: fromPromise(async ({ input }: { input: { locale: string } }) => {
        const resources = await loader.loadAll([input.locale], PAGE_NAMESPACES);
        for (const [ns, bundle] of Object.entries(resources[input.locale] ?? {})) {
          translator.addResourceBundle(input.locale, ns, bundle);
        }
        return {};
      }),
    },
    actions: {
      saveLocale: (_: unknown, params: { locale: string }) => save({ lang: params.locale }),
      saveCurrency: (_: unknown, params: { currency: Currency }) => save({ currency_id: String(params.currency.id) }),
    },
  });
  return createActor(machine, { input: { locale: translator.language, currency } }).start();
}

export type PreferencesActor = Actor<typeof preferencesMachine>;
