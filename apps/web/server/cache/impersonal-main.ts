// A signed-in page's impersonal <main>, taken from the signed-out page the page cache holds for
// the same URL, keyed cookies and versions (docs/decisions/045). The personal parts (header,
// account menu, bell, cart count) are rendered for the customer; the body is the visitors' copy.
import { parse as parseCookieHeader } from "cookie";
import { readCookie } from "../../app/lib/cookies.server";
import { IMPERSONAL_MAIN_SLOT } from "../../app/lib/site/impersonal-main";
import { KEYED_COOKIES, pageCacheKey } from "./keys";
import { cached } from "./store";
import type { VersionRead } from "./versions";

/**
 * Pages whose <main> shows a signed-in customer exactly what it shows a visitor with the same keyed
 * cookies: home's lists, banners and stories read the catalogue only. A page joins this list only
 * with a test that its signed-in main equals its signed-out one (test-production/impersonal-main).
 */
const IMPERSONAL_MAIN_PAGE = /^\/$/;

/**
 * Cookies a signed-in request may carry that such a main never reads: the session and the D1
 * bookmark, and the visitor cart and group membership, which only the header shows. Liked shops
 * put hearts on the cards, so only an empty list (what sign-in hands a customer who likes none) is
 * neutral. Any other cookie (an unknown one might matter) renders the page whole.
 */
const MAIN_NEUTRAL_COOKIES = new Set(["session", "d1_bookmark", "cart", "group_member", "liked"]);

/** Whether a page request's <main> is the same for customers as for visitors (home). */
export function hasImpersonalMain(request: Request): boolean {
  return request.method === "GET" && IMPERSONAL_MAIN_PAGE.test(new URL(request.url).pathname);
}

/**
 * The signed-out twin of a personal page request: its URL and headers with only the keyed cookies,
 * and the page cache's key for it; null when the page's main may be personal, or the request
 * would be answered from the page cache itself (nothing personal in it).
 */
export async function impersonalTwin(
  request: Request,
  readVersion: VersionRead,
  build: string,
): Promise<{ key: string; request: Request } | null> {
  if (!hasImpersonalMain(request) || request.headers.has("Authorization")) return null;
  const cookies = Object.entries(parseCookieHeader(request.headers.get("Cookie") ?? "", { decode: (v) => v }));
  const personal = cookies.filter(([name]) => !KEYED_COOKIES.has(name));
  if (personal.length === 0 || personal.some(([name]) => !MAIN_NEUTRAL_COOKIES.has(name))) return null;
  if (personal.some(([name]) => name === "liked") && (await readCookie(request, "liked"))?.length !== 0) return null;
  const headers = new Headers(request.headers);
  const keyed = cookies.filter(([name]) => KEYED_COOKIES.has(name));
  if (keyed.length > 0) headers.set("Cookie", keyed.map(([name, value]) => `${name}=${value ?? ""}`).join("; "));
  else headers.delete("Cookie");
  const twin = new Request(request.url, { method: "GET", headers });
  const key = await pageCacheKey(twin, readVersion, build);
  return key ? { key, request: twin } : null;
}

/**
 * Where the next `<main` start tag begins at or after `from` (not `<mainly` or the like), or -1.
 * A plain indexOf, not a regular expression: the page is about 100 KB and every signed-in home
 * looks through it twice.
 */
function mainTagAt(html: string, from: number): number {
  for (let at = html.indexOf("<main", from); at >= 0; at = html.indexOf("<main", at + 5)) {
    const next = html.charAt(at + 5);
    if (next === ">" || next === " " || next === "\t" || next === "\n" || next === "\r" || next === "\f") return at;
  }
  return -1;
}

/** The one <main> element of a page's HTML, or null when it has none or more than one. */
export function mainOf(html: string): string | null {
  const start = mainTagAt(html, 0);
  if (start < 0) return null;
  const close = html.indexOf("</main>", start);
  if (close < 0) return null;
  if (mainTagAt(html, start + 5) >= 0) return null;
  return html.slice(start, close + "</main>".length);
}

/** How many kept pages' mains this isolate remembers (one per key a customer's home asks for). */
const REMEMBERED_MAINS = 16;
const mains = new Map<string, string | null>();

/**
 * `mainOf` a kept page, remembered: the memory tier hands every request of a page the same text,
 * so its main is looked for once, not on each signed-in home (a Map compares the page by its text,
 * so a page kept anew is looked through anew). The oldest of REMEMBERED_MAINS goes first.
 */
export function keptMainOf(page: string): string | null {
  const known = mains.get(page);
  if (known !== undefined) return known;
  const main = mainOf(page);
  mains.set(page, main);
  for (const oldest of mains.keys()) {
    if (mains.size <= REMEMBERED_MAINS) break;
    mains.delete(oldest);
  }
  return main;
}

/** How many pages' mains this isolate remembers (tests read it). */
export function rememberedMains(): number {
  return mains.size;
}

/** Where `needle` first occurs in `bytes`, or -1. */
function indexOfBytes(bytes: Uint8Array, needle: Uint8Array): number {
  const first = needle[0] ?? 0;
  for (
    let at = bytes.indexOf(first);
    at >= 0 && at <= bytes.length - needle.length;
    at = bytes.indexOf(first, at + 1)
  ) {
    let same = true;
    for (let i = 1; i < needle.length && same; i++) same = bytes.at(at + i) === needle.at(i);
    if (same) return at;
  }
  return -1;
}

const SLOT_BYTES = new TextEncoder().encode(IMPERSONAL_MAIN_SLOT);

/**
 * The document stream with the first IMPERSONAL_MAIN_SLOT replaced by `main`; the rest passes
 * through as it streams, untouched. The slot is ASCII, so it is found in the bytes themselves (no
 * byte of a longer UTF-8 letter is ASCII); it may arrive split over chunks, so the last bytes that
 * could begin it wait for the next chunk.
 */
export function withImpersonalMain(body: ReadableStream<Uint8Array>, main: string): ReadableStream<Uint8Array> {
  let carry = new Uint8Array(0);
  let placed = false;
  const splice = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (placed) {
        controller.enqueue(chunk);
        return;
      }
      const bytes = carry.length === 0 ? chunk : new Uint8Array(carry.length + chunk.length);
      if (bytes !== chunk) {
        bytes.set(carry);
        bytes.set(chunk, carry.length);
      }
      const at = indexOfBytes(bytes, SLOT_BYTES);
      if (at >= 0) {
        placed = true;
        carry = new Uint8Array(0);
        controller.enqueue(bytes.subarray(0, at));
        controller.enqueue(new TextEncoder().encode(main));
        controller.enqueue(bytes.subarray(at + SLOT_BYTES.length));
        return;
      }
      const kept = Math.min(bytes.length, SLOT_BYTES.length - 1);
      carry = bytes.slice(bytes.length - kept);
      if (bytes.length > kept) controller.enqueue(bytes.subarray(0, bytes.length - kept));
    },
    flush(controller) {
      if (carry.length > 0) controller.enqueue(carry);
    },
  });
  return body.pipeThrough(splice);
}

/** What a loader is handed to keep its data beside the page's cache entry (see `pageData`). */
export type PageData = <T>(name: string, produce: () => Promise<T>) => Promise<T>;

/**
 * Loader data kept beside a page's cache entry: under the page's key plus the loader's name, as
 * JSON, as fresh as the page (`freshSeconds`, then refreshed in the background). The visitors'
 * render of a page and a customer's render of its impersonal twin read the same copy, so the
 * customer's hydration data is what the visitors' <main> was rendered from. Every caller gets a
 * copy of its own; a thrown value (a redirect) is thrown on and nothing is kept.
 */
export function pageData(pageKey: string, freshSeconds: number, ctx: ExecutionContext): PageData {
  return async (name, produce) => {
    const key = new URL(pageKey);
    key.searchParams.set("data", name);
    const { response } = await cached({
      key: key.toString(),
      freshSeconds,
      ctx,
      produce: async () =>
        new Response(JSON.stringify(await produce()), { headers: { "Content-Type": "application/json" } }),
    });
    return JSON.parse(await response.text());
  };
}
