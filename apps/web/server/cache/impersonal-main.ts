// A signed-in page's impersonal parts (its <main>, footer and pickers), taken from the signed-out
// page the page cache holds for the same URL, keyed cookies and versions (docs/decisions/045, 050).
// The personal parts (address picker, account menus, bell, cart count) are rendered for the
// customer; the rest is the visitors' copy.
import { parse as parseCookieHeader } from "cookie";
import { readCookie } from "../../app/lib/cookies.server";
import { IMPERSONAL_PARTS, type ImpersonalPartName, SLOT_END, SLOT_START } from "../../app/lib/site/impersonal-main";
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

/** Whether the letter after a tag's name at `at` ends the name (`<main>`, not `<mainly>`). */
function endsTagName(html: string, at: number): boolean {
  const next = html.charAt(at);
  return next === ">" || next === " " || next === "\t" || next === "\n" || next === "\r" || next === "\f";
}

/**
 * Where the next `<main` start tag begins at or after `from` (not `<mainly` or the like), or -1.
 * A plain indexOf, not a regular expression: the page is about 100 KB and every signed-in home
 * looks through it twice.
 */
function mainTagAt(html: string, from: number): number {
  for (let at = html.indexOf("<main", from); at >= 0; at = html.indexOf("<main", at + 5)) {
    if (endsTagName(html, at + 5)) return at;
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

/** Where the `tag` element whose start tag begins at `start` ends (after its close tag), or -1. */
function elementEnd(html: string, start: number, tag: string): number {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let depth = 0;
  let at = start;
  for (;;) {
    const nextOpen = html.indexOf(open, at);
    const nextClose = html.indexOf(close, at);
    if (nextClose < 0) return -1;
    if (nextOpen >= 0 && nextOpen < nextClose) {
      if (endsTagName(html, nextOpen + open.length)) depth++;
      at = nextOpen + open.length;
      continue;
    }
    depth--;
    at = nextClose + close.length;
    if (depth === 0) return at;
  }
}

/**
 * The one element of a page's HTML whose start tag carries `data-part="<name>"` (an
 * ImpersonalPart), or null when none or more than one does. React escapes `<` in text and
 * attributes, so every `<tag` and `</tag>` of the element's kind counts for its depth.
 */
export function partOf(html: string, name: string): string | null {
  const mark = ` data-part="${name}"`;
  const at = html.indexOf(mark);
  if (at < 0 || html.indexOf(mark, at + mark.length) >= 0) return null;
  const start = html.lastIndexOf("<", at);
  const tag = /^<([a-z][a-z0-9]*)[\s>]/.exec(html.slice(start, at + 1))?.[1];
  if (start < 0 || !tag) return null;
  const end = elementEnd(html, start, tag);
  return end < 0 ? null : html.slice(start, end);
}

/** The impersonal parts of a visitors' page found in it, by name: what a signed-in home takes. */
export type ImpersonalParts = ReadonlyMap<ImpersonalPartName, string>;

/** Every part the page holds exactly once; a part it lacks is rendered for the customer. */
export function partsOf(html: string): ImpersonalParts {
  const parts = new Map<ImpersonalPartName, string>();
  for (const name of IMPERSONAL_PARTS) {
    const part = name === "main" ? mainOf(html) : partOf(html, name);
    if (part !== null) parts.set(name, part);
  }
  return parts;
}

/** How many kept pages' parts this isolate remembers (one per key a customer's home asks for). */
const REMEMBERED_PAGES = 16;
const remembered = new Map<string, ImpersonalParts>();

/**
 * `partsOf` a kept page, remembered: the memory tier hands every request of a page the same text,
 * so its parts are looked for once, not on each signed-in home (a Map compares the page by its
 * text, so a page kept anew is looked through anew). The oldest of REMEMBERED_PAGES goes first.
 */
export function keptPartsOf(page: string): ImpersonalParts {
  const known = remembered.get(page);
  if (known !== undefined) return known;
  const parts = partsOf(page);
  remembered.set(page, parts);
  for (const oldest of remembered.keys()) {
    if (remembered.size <= REMEMBERED_PAGES) break;
    remembered.delete(oldest);
  }
  return parts;
}

/** How many pages' parts this isolate remembers (tests read it). */
export function rememberedPages(): number {
  return remembered.size;
}

/** Where `needle` first occurs in `bytes` at or after `from`, or -1. */
function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0] ?? 0;
  for (
    let at = bytes.indexOf(first, from);
    at >= 0 && at <= bytes.length - needle.length;
    at = bytes.indexOf(first, at + 1)
  ) {
    let same = true;
    for (let i = 1; i < needle.length && same; i++) same = bytes[at + i] === needle[i];
    if (same) return at;
  }
  return -1;
}

const START_BYTES = new TextEncoder().encode(SLOT_START);
const END_BYTES = new TextEncoder().encode(SLOT_END);

/**
 * The document stream with each part's slot (`slotFor(name)`) replaced by the part; the rest
 * passes through as it streams, untouched. Slots are ASCII, so they are found in the bytes
 * themselves (no byte of a longer UTF-8 letter is ASCII); one may arrive split over chunks, so
 * the bytes that could begin one wait for the next chunk. A slot of a part not given stays.
 */
export function withImpersonalParts(
  body: ReadableStream<Uint8Array>,
  parts: ImpersonalParts,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let carry = new Uint8Array(0);
  let left = parts.size;
  const splice = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (left === 0) {
        controller.enqueue(chunk);
        return;
      }
      let bytes = chunk;
      if (carry.length > 0) {
        bytes = new Uint8Array(carry.length + chunk.length);
        bytes.set(carry);
        bytes.set(chunk, carry.length);
        carry = new Uint8Array(0);
      }
      let from = 0;
      while (left > 0) {
        const at = indexOfBytes(bytes, START_BYTES, from);
        if (at < 0) {
          const kept = Math.min(bytes.length - from, START_BYTES.length - 1);
          if (bytes.length - kept > from) controller.enqueue(bytes.subarray(from, bytes.length - kept));
          carry = bytes.slice(bytes.length - kept);
          return;
        }
        const end = indexOfBytes(bytes, END_BYTES, at + START_BYTES.length);
        if (end < 0) {
          if (at > from) controller.enqueue(bytes.subarray(from, at));
          carry = bytes.slice(at);
          return;
        }
        const part = parts.get(decoder.decode(bytes.subarray(at + START_BYTES.length, end)) as ImpersonalPartName);
        const after = end + END_BYTES.length;
        if (part === undefined) {
          controller.enqueue(bytes.subarray(from, after));
        } else {
          if (at > from) controller.enqueue(bytes.subarray(from, at));
          controller.enqueue(encoder.encode(part));
          left--;
        }
        from = after;
      }
      if (from < bytes.length) controller.enqueue(bytes.subarray(from));
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
