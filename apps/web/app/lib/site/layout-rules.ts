/** Which page chrome a path gets (SPEC.md section 2), and where its back button goes. */
export type PageChrome = "bare" | "reduced" | "full";

const BARE_SEGMENTS = [
  "register",
  "login",
  "reset-password",
  "verify-phone",
  "update-password",
  "update-details",
  "welcome",
  // Development pages (the component gallery) show without the storefront chrome.
  "dev",
];
const REDUCED_PREFIXES = ["checkout", "profile", "settings", "help", "orders/", "be-seller"];

/** A shop's checkout: /restaurant/{id}/checkout or /shop/{id}/checkout. */
const SHOP_CHECKOUT = /^\/*(restaurant|shop)\/[^/]+\/checkout\/?$/;

function firstSegment(pathname: string): string {
  return pathname.replace(/^\/+/, "").split("/")[0] ?? "";
}

export function chromeFor(pathname: string): PageChrome {
  const segment = firstSegment(pathname);
  if (BARE_SEGMENTS.includes(segment)) return "bare";
  const path = pathname.replace(/^\/+/, "");
  if (SHOP_CHECKOUT.test(pathname)) return "reduced";
  if (REDUCED_PREFIXES.some((prefix) => (prefix.endsWith("/") ? path.startsWith(prefix) : segment === prefix))) {
    return "reduced";
  }
  return "full";
}

/** Orders paths go back to /orders, checkout one step back (history), elsewhere home. */
export type BackTarget = { kind: "history" } | { kind: "link"; href: string };

export function backTargetFor(pathname: string): BackTarget {
  const segment = firstSegment(pathname);
  if (segment === "orders") return { kind: "link", href: "/orders" };
  if (segment === "checkout" || SHOP_CHECKOUT.test(pathname)) return { kind: "history" };
  return { kind: "link", href: "/" };
}

/** Home layout by settings ui_type: 1 → one; 2, 3, 4 → two; anything else → one. */
export function homeLayoutFor(uiType: unknown): 1 | 2 {
  const value = Number(uiType);
  return value === 2 || value === 3 || value === 4 ? 2 : 1;
}

/** Query v=1..4 picks the interface variant; default 1. */
export function interfaceVariantOf(value: string | null | undefined): 1 | 2 | 3 | 4 {
  const n = Number(value);
  return n === 2 || n === 3 || n === 4 ? n : 1;
}
