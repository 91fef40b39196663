/** Methods that change nothing; every other method must come from the site's own pages. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery check for the storefront's non-GET requests (Remix actions, the
 * login form, /logout, /cart, /preferences, /liked, /notifications and any action added later).
 *
 * - `Sec-Fetch-Site` (every current browser sends it): only `same-origin` passes; `same-site`
 *   (a sibling subdomain), `cross-site` and `none` are refused.
 * - Without it, `Origin` must be this origin (`null` and foreign origins are refused).
 * - Without both, a `Referer` must be this origin.
 * - With none of the three the request is let through: browsers always send `Origin` on a
 *   cross-site POST, so such a request comes from a script or an old client acting with its
 *   own cookies, not from a page that borrows a visitor's session.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const own = new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site.trim().toLowerCase() !== "same-origin";
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin.trim() !== own;
  const referer = request.headers.get("Referer");
  if (referer !== null) return originOf(referer) !== own;
  return false;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function crossSiteRefusal(): Response {
  return new Response("Cross-site form posts are refused: send the form from this site's own pages.\n", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
