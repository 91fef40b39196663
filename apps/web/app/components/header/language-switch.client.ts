import { preferencesMachine } from "@tiffin/core";
import { createBundleLoader } from "@tiffin/i18n";
import { createActor, fromPromise } from "xstate";
import type { BundleTranslator } from "../../lib/i18n/bundle-translator";
import { PAGE_NAMESPACES } from "../../lib/i18n/namespaces";
import type { SwitchableLanguage } from "./language-switch";

interface LanguageSwitchRun {
  language: SwitchableLanguage;
  translator: BundleTranslator;
  onSwitched: (locale: string) => void;
  onSettled: () => void;
}

/** Runs the core preferences machine for one language change, with this app's side effects. */
export function runLanguageSwitch({ language, translator, onSwitched, onSettled }: LanguageSwitchRun) {
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
      saveLocale: (_: unknown, params: { locale: string }) => onSwitched(params.locale),
    },
  });
  const actor = createActor(machine, { input: { locale: translator.language } });
  let loading = false;
  actor.subscribe((snapshot) => {
    if (snapshot.matches({ language: "loading" })) loading = true;
    else if (loading) {
      actor.stop();
      onSettled();
    }
  });
  actor.start();
  actor.send({ type: "language.change", language });
}
