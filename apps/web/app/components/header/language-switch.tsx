import { useFetcher } from "@remix-run/react";
import type { Currency } from "@tiffin/core";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BundleTranslator } from "../../lib/i18n/bundle-translator";
import { useRootData } from "../../root";
import type { PreferencesActor } from "./preferences.client";
import { useCurrentPath } from "./use-current-path";

export interface SwitchableLanguage {
  locale: string;
  title?: string;
  backward: boolean;
}

interface PreferencesValue {
  /** The page's one preferences actor is loading a language's bundles. */
  loading: boolean;
  /** The page's one preferences actor, started (with its code) on first use. */
  ensure: () => Promise<PreferencesActor>;
  saving: boolean;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

/**
 * Language and currency in the browser run through core's preferences machine: one actor for
 * the page's lifetime, loaded on first use so no page pays for it up front. A language change
 * reads the new bundles from /locales while the progress bar shows; a currency choice opens and
 * closes with its picker. Either choice is then posted to /preferences, the same action the
 * forms post to without JavaScript, and the root loader answers with the new lang, dir and prices.
 */
export function LanguageSwitchProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const fetcher = useFetcher();
  const redirectTo = useCurrentPath();
  const currency = useRootData()?.currency ?? null;
  const [loading, setLoading] = useState(false);
  const starting = useRef<Promise<PreferencesActor> | null>(null);
  // The latest page's values, for an actor that outlives the render that started it.
  const latest = useRef({ submit: fetcher.submit, redirectTo });
  latest.current = { submit: fetcher.submit, redirectTo };
  const ensure = useCallback(() => {
    starting.current ??= import("./preferences.client").then(({ startPreferences }) => {
      const started = startPreferences(
        {
          translator: i18n as unknown as BundleTranslator,
          save: (fields) =>
            latest.current.submit(
              { ...fields, redirectTo: latest.current.redirectTo },
              { method: "post", action: "/preferences" },
            ),
        },
        currency,
      );
      started.subscribe((snapshot) => setLoading(snapshot.matches({ language: "loading" })));
      return started;
    });
    return starting.current;
  }, [i18n, currency]);
  const value = useMemo(
    () => ({ loading, ensure, saving: fetcher.state !== "idle" }),
    [loading, ensure, fetcher.state],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

/** Sends the language to the preferences machine; null outside the provider (the plain form posts). */
export function useLanguageSwitch() {
  const preferences = useContext(PreferencesContext);
  const ensure = preferences?.ensure;
  return useMemo(
    () =>
      ensure
        ? (language: SwitchableLanguage) => {
            void ensure().then((actor) => actor.send({ type: "language.change", language }));
          }
        : null,
    [ensure],
  );
}

/**
 * The currency picker's events for the preferences machine: its opening and closing, and the
 * choice. null outside the provider (the plain form posts).
 */
export function useCurrencyChoice() {
  const preferences = useContext(PreferencesContext);
  const ensure = preferences?.ensure;
  return useMemo(
    () =>
      ensure
        ? {
            toggled: (open: boolean) => {
              void ensure().then((actor) => actor.send({ type: open ? "currency.open" : "currency.close" }));
            },
            select: (currency: Currency) => {
              void ensure().then((actor) => {
                // Opened before the machine's code arrived: it learns of the open picker now.
                if (!actor.getSnapshot().matches({ currencyPicker: "open" })) actor.send({ type: "currency.open" });
                actor.send({ type: "currency.select", currency });
              });
            },
          }
        : null,
    [ensure],
  );
}

/** The machine loading a language's bundles, or its choice being saved: the progress bar shows. */
export function useLanguageLoading() {
  const preferences = useContext(PreferencesContext);
  return (preferences?.loading ?? false) || (preferences?.saving ?? false);
}
