import type { Bundle } from "@tiffin/i18n";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import fr from "../../locales/fr.json";

/**
 * The storefront's own texts (namespace "web"): labels this app needs that the shared
 * bundles of @tiffin/i18n do not have yet. Same keys in every locale (checked in a test).
 */
export const WEB_NAMESPACE = "web";
export const webBundles: Record<string, Bundle> = { en, ar, fr };
