import { useFetcher } from "@remix-run/react";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BundleTranslator } from "../../lib/i18n/bundle-translator";
import { useCurrentPath } from "./use-current-path";

export interface SwitchableLanguage {
  locale: string;
  title?: string;
  backward: boolean;
}

interface LanguageSwitchValue {
  loading: boolean;
  switchLanguage: (language: SwitchableLanguage) => void;
}

const LanguageSwitchContext = createContext<LanguageSwitchValue | null>(null);

/**
 * Switching language in the browser: the preferences machine (loaded on first use) reads the
 * new bundles from /locales while the progress bar shows, then the cookie is set through the
 * /preferences action and the root loader answers with the new lang and dir.
 */
export function LanguageSwitchProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(false);
  const { i18n } = useTranslation();
  const fetcher = useFetcher();
  const redirectTo = useCurrentPath();
  const submit = fetcher.submit;
  const switchLanguage = useCallback(
    (language: SwitchableLanguage) => {
      setLoading(true);
      import("./language-switch.client")
        .then(({ runLanguageSwitch }) =>
          runLanguageSwitch({
            language,
            translator: i18n as unknown as BundleTranslator,
            onSwitched: (locale) => submit({ lang: locale, redirectTo }, { method: "post", action: "/preferences" }),
            onSettled: () => setLoading(false),
          }),
        )
        .catch(() => setLoading(false));
    },
    [i18n, submit, redirectTo],
  );
  const value = useMemo(
    () => ({ loading: loading || fetcher.state !== "idle", switchLanguage }),
    [loading, fetcher.state, switchLanguage],
  );
  return <LanguageSwitchContext.Provider value={value}>{children}</LanguageSwitchContext.Provider>;
}

export function useLanguageSwitch() {
  return useContext(LanguageSwitchContext)?.switchLanguage ?? null;
}

export function useLanguageLoading() {
  return useContext(LanguageSwitchContext)?.loading ?? false;
}
