import type { Namespace } from "@tiffin/i18n";

/**
 * The namespaces the storefront pages of this app render. The root loader sends these bundles
 * with the page, so the browser never waits for a second request before hydrating.
 */
export const SHARED_NAMESPACES = [
  "common",
  "home",
  "shop",
  "search",
  "cart",
  "errors",
  // The bell's panel opens on every page.
  "notifications",
] as const satisfies readonly Namespace[];
export const PAGE_NAMESPACES = [...SHARED_NAMESPACES, "web"] as const;
