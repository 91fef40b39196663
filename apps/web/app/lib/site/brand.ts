/**
 * The brand configuration in one place: the site's name, the short-link domain share links
 * use, and the mobile apps' store identifiers (the store pages themselves come from settings).
 */
export const BRAND = {
  siteName: "Tiffin",
  shortLinkDomain: "tiffin.link",
  apps: {
    customer: { android: "app.tiffin.customer", ios: "id100000001" },
    delivery: { android: "app.tiffin.delivery", ios: "id100000002" },
    vendor: { android: "app.tiffin.vendor", ios: "id100000003" },
  },
} as const;

/** A share link for a path of this site, on the short-link domain (`https://tiffin.link/blog/x`). */
export function shareLink(path: string): string {
  const clean = `/${path.replace(/^\/+/, "")}`;
  return `https://${BRAND.shortLinkDomain}${clean === "/" ? "" : clean}`;
}

/** The store page of one of the apps when settings do not name it. */
export function storeLink(app: keyof typeof BRAND.apps, store: "android" | "ios"): string {
  const id = BRAND.apps[app][store];
  return store === "android"
    ? `https://play.google.com/store/apps/details?id=${id}`
    : `https://apps.apple.com/app/${BRAND.siteName.toLowerCase()}-${app}/${id}`;
}
