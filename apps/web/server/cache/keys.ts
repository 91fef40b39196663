// Which storefront pages are cached whole, and under which key (docs/decisions/018).
import { parse as parseCookieHeader } from "cookie";
import { CACHE_KEY_ORIGIN } from "./store";
import { LISTING, type Scope, type VersionRead } from "./versions";

/** Home, a shop or restaurant page, and search: the same for every signed-out visitor who shares the key. */
const CACHEABLE_PAGE = /^\/(?:|search|(?:shop|restaurant)\/[^/]+)$/;

/**
 * The cookies such a page may depend on, all of them in the key: language, currency, theme and
 * the delivery point. Any other cookie (a session, a cart, liked shops, anything unknown) makes
 * the request personal, and it is never answered from or stored in the cache.
 */
export const KEYED_COOKIES = new Set(["lang", "currency_id", "theme", "address", "location"]);

/**
 * The keyed cookies' raw text, sorted by name, or null when any other cookie came. Only names and
 * raw text matter here (the page reads the values through the cookie layer), so the header is
 * split by the `cookie` package Remix's own cookies use, with values left as sent.
 */
function cookiePairs(header: string | null): [string, string][] | null {
  if (!header) return [];
  const pairs = Object.entries(parseCookieHeader(header, { decode: (value) => value }));
  if (pairs.some(([name]) => !KEYED_COOKIES.has(name))) return null;
  return pairs
    .map(([name, value]): [string, string] => [name, value ?? ""])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * What a page shows of stock: only a product's dialog (`?product=<uuid>` on a shop or restaurant
 * page, and its `.data` request) shows how many are left; a menu, home and search show titles,
 * pictures and prices, which the listing version covers (docs/decisions/041). A page that ever
 * shows stock elsewhere (a sold-out badge on the menu) must carry its shop's version here.
 */
function pageScope(url: URL): Scope {
  const product = url.searchParams.get("product");
  if (product && /^\/(?:shop|restaurant)\//.test(url.pathname)) return { kind: "product", key: product };
  return LISTING;
}

/**
 * The cache key of a signed-out page view (the URL with its query, including ?v= and ?lang=,
 * the keyed cookies, the versions of what the page shows (docs/decisions/041) and the build),
 * or null when this request must be rendered. The build is in the key because the Cache API outlives a deploy: a page rendered by
 * the previous build names script files the new one no longer serves.
 */
export async function pageCacheKey(request: Request, readVersion: VersionRead, build: string): Promise<string | null> {
  if (request.method !== "GET" || request.headers.has("Authorization")) return null;
  const url = new URL(request.url);
  if (!CACHEABLE_PAGE.test(url.pathname)) return null;
  const cookies = cookiePairs(request.headers.get("Cookie"));
  if (cookies === null) return null;
  const version = await readVersion(pageScope(url));
  if (version === null) return null;
  const key = new URL(`${CACHE_KEY_ORIGIN}/page/${encodeURIComponent(build)}/${version}`);
  key.searchParams.set("host", url.host);
  key.searchParams.set("url", url.pathname + url.search);
  key.searchParams.set("cookies", cookies.map(([name, value]) => `${name}=${value}`).join("; "));
  return key.toString();
}

/**
 * Catalogue reads of the public /rest area: none of them reads the caller's token (only the
 * POST coupon check does), so the answer is the same for every caller with the same URL
 * (lang and currency are in the query). A /rest read that ever becomes personal must leave
 * this list.
 */
const CATALOGUE_READ =
  /^\/api\/v1\/rest\/(?:settings|languages\/active|currencies\/active|translations\/paginate|shops\/(?:paginate|recommended|search|[^/]+(?:\/products(?:\/recommended\/paginate)?|\/categories|\/reviews)?)|products\/(?:search|paginate|[^/]+)|categories\/paginate|banners\/paginate|stories\/paginate|blogs\/[^/]+|pages\/[^/]+|shop\/delivery-zone\/check\/distance)$/;

function isCatalogueReadAt(method: string, url: URL): boolean {
  return method === "GET" && CATALOGUE_READ.test(url.pathname);
}

/** Whether an in-process call is a catalogue read (which the catalogue cache may answer). */
export function isCatalogueRead(request: Request): boolean {
  return isCatalogueReadAt(request.method, new URL(request.url));
}

/**
 * What a catalogue read shows: a shop, its menu, categories and reviews carry the shop's stock;
 * one product carries its own; lists (shops, product search and pages, categories, banners) show
 * prices, never quantities, and carry the listing only.
 */
export function catalogueScope(url: URL): Scope {
  const path = url.pathname.slice("/api/v1/rest/".length);
  const shop = /^shops\/([^/]+)(?:\/|$)/.exec(path)?.[1];
  if (shop && !["paginate", "recommended", "search"].includes(shop))
    return { kind: "shop", key: decodeURIComponent(shop) };
  const product = /^products\/([^/]+)$/.exec(path)?.[1];
  if (product && !["paginate", "search"].includes(product))
    return { kind: "product", key: decodeURIComponent(product) };
  return LISTING;
}

/**
 * The cache key of an in-process catalogue read, or null when it must go to the API. The build
 * is in it for the same reason as in a page's: a deploy may change what the API answers; the
 * visitor's origin because the answer's picture URLs are made on it.
 */
export async function catalogueCacheKey(
  request: Request,
  readVersion: VersionRead,
  build: string,
  publicOrigin: string,
): Promise<string | null> {
  const url = new URL(request.url);
  if (!isCatalogueReadAt(request.method, url)) return null;
  const version = await readVersion(catalogueScope(url));
  if (version === null) return null;
  // Pictures are absolute URLs on the visitor's origin (unless IMAGE_BASE is set), so an answer
  // made for one origin is never handed to a visitor of another.
  const site = encodeURIComponent(publicOrigin);
  return `${CACHE_KEY_ORIGIN}/api/${encodeURIComponent(build)}/${version}/${site}${url.pathname}${url.search}`;
}
