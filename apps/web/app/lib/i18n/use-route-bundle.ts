import type { Bundle } from "@tiffin/i18n";
import { useTranslation } from "react-i18next";

/**
 * A namespace only some pages need (orders, for instance) comes with that page's loader rather
 * than with every page. In the browser it is handed to the translator before the first t() of
 * the render; on the server i18next already holds every namespace.
 */
export function useRouteBundle(ns: string, lang: string, bundle: Bundle | null) {
  const { i18n } = useTranslation();
  if (bundle && typeof document !== "undefined" && !i18n.hasResourceBundle(lang, ns)) {
    i18n.addResourceBundle(lang, ns, bundle);
  }
  return useTranslation(ns);
}
