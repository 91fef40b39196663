// The Cache API (caches.default) behind the storefront: stale-while-revalidate on entries whose
// keys carry the catalogue version, so a write to the catalogue makes every old copy unreachable
// at once (docs/decisions/018). Entries are the same for everybody who shares their key: callers
// decide what may be cached and build the key from everything the answer depends on.

import { answerWithText } from "@tiffin/api-client";
import { forgetVersions } from "./versions";

export type CacheState = "hit" | "stale" | "miss" | "bypass";

/** Keys live under an origin of their own, apart from any real URL of the site. */
export const CACHE_KEY_ORIGIN = "https://edge-cache.tiffin.internal";
const STORED_AT = "x-edge-cache-stored-at";
const CLIENT_CACHE_CONTROL = "x-edge-cache-client-cache-control";
/** How long a stored copy may live at all; freshness is decided by `freshSeconds`. */
const STORED_LIFETIME_SECONDS = 86_400;

/** caches.default of the Workers runtime (the DOM typings know no `default`). */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** A 200 without Set-Cookie: nothing personal was handed out with it. */
export function isStorable(response: Response): boolean {
  return response.status === 200 && !response.headers.has("Set-Cookie");
}

function storedCopy(response: Response, body: string, extra: Record<string, string>): Response {
  const headers = new Headers(response.headers);
  headers.set(CLIENT_CACHE_CONTROL, response.headers.get("Cache-Control") ?? "");
  headers.set("Cache-Control", `public, max-age=${STORED_LIFETIME_SECONDS}`);
  headers.set(STORED_AT, String(Date.now()));
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(body, { status: response.status, headers });
}

/** The stored copy as the client should see it: its own Cache-Control, no bookkeeping headers. */
function clientCopy(status: number, headers: Headers, body: string, dropHeaders: string[]): Response {
  const clientCacheControl = headers.get(CLIENT_CACHE_CONTROL);
  if (clientCacheControl) headers.set("Cache-Control", clientCacheControl);
  else headers.delete("Cache-Control");
  for (const name of [CLIENT_CACHE_CONTROL, STORED_AT, ...dropHeaders]) headers.delete(name);
  // The api-client reads the kept string itself back, not a decoded copy of its bytes.
  return answerWithText(body, { status, headers });
}

export interface CachedOptions {
  key: string;
  /** A copy older than this is served once more while a fresh one is made in the background. */
  freshSeconds: number;
  ctx: ExecutionContext;
  /** Makes the answer (a miss, or the background refresh of a stale copy). */
  produce: () => Promise<Response>;
  /** Extra headers to keep on the stored copy only, computed from the produced answer. */
  storedHeaders?: (response: Response) => Record<string, string>;
  /** Rewrites a stored body for this client (e.g. a fresh nonce); gets the stored copy's headers. */
  rewrite?: (body: string, stored: Headers) => string;
  /** Bookkeeping headers of `storedHeaders` that the client must not see. */
  dropHeaders?: string[];
}

/**
 * A small tier of the same entries in this isolate's memory, in front of caches.default: a hit
 * costs no round trip to the cache at all. It holds only what the Cache API would hold (the same
 * keys, so a catalogue version bump makes its entries unreachable too), the most recently used
 * first out of mind last, within a byte budget.
 */
interface Remembered {
  status: number;
  headers: [string, string][];
  body: string;
  storedAt: number;
  /** A background refresh of this stale entry is under way in this isolate. */
  refreshing: boolean;
}

export const MEMORY_BUDGET_CHARS = 8 * 1024 * 1024;
const memory = new Map<string, Remembered>();
let memoryChars = 0;

function forget(key: string): void {
  const entry = memory.get(key);
  if (!entry) return;
  memory.delete(key);
  memoryChars -= entry.body.length;
}

function remember(key: string, stored: Response, body: string, storedAt: number): Remembered | null {
  forget(key);
  if (body.length > MEMORY_BUDGET_CHARS / 8) return null;
  const entry = { status: stored.status, headers: [...stored.headers], body, storedAt, refreshing: false };
  memory.set(key, entry);
  memoryChars += body.length;
  for (const oldest of memory.keys()) {
    if (memoryChars <= MEMORY_BUDGET_CHARS) break;
    forget(oldest);
  }
  return entry;
}

/** How many entries this isolate holds in memory (tests read it). */
export function rememberedEntries(): number {
  return memory.size;
}

/** Empties the memory tier and forgets the isolate's version reads (tests start from nothing). */
export function forgetEverything(): void {
  memory.clear();
  memoryChars = 0;
  forgetVersions();
}

/** Keeps a storable answer's text under `options.key`, in memory and the Cache API: the kept copy. */
function keep(options: CachedOptions, response: Response, body: string): Response {
  const copy = storedCopy(response, body, options.storedHeaders?.(response) ?? {});
  remember(options.key, copy, body, Date.now());
  options.ctx.waitUntil(
    edgeCache()
      .put(options.key, copy)
      .catch(() => undefined),
  );
  return copy;
}

async function store(options: CachedOptions, response: Response): Promise<Response> {
  if (!isStorable(response)) return response;
  const body = await response.text();
  keep(options, response, body);
  return new Response(body, response);
}

/** The remembered entry for `key`, else the Cache API's copy (then remembered), else null. */
async function lookUp(key: string): Promise<Remembered | null> {
  const kept = memory.get(key);
  if (kept) {
    // Most recently used goes to the back of the eviction order.
    memory.delete(key);
    memory.set(key, kept);
    return kept;
  }
  const hit = await edgeCache()
    .match(key)
    .catch(() => undefined);
  if (!hit) return null;
  const body = await hit.text();
  const storedAt = Number(hit.headers.get(STORED_AT) ?? 0);
  return (
    remember(key, hit, body, storedAt) ?? {
      status: hit.status,
      headers: [...hit.headers],
      body,
      storedAt,
      refreshing: false,
    }
  );
}

/**
 * The remembered or stored entry for `options.key` and whether it is fresh; a stale one is
 * refreshed in the background (once per isolate at a time). Null when nothing is kept.
 */
async function keptEntry(options: CachedOptions): Promise<{ entry: Remembered; state: "hit" | "stale" } | null> {
  const entry = await lookUp(options.key);
  if (!entry) return null;
  const age = Date.now() - entry.storedAt;
  const stale = !(age >= 0 && age <= options.freshSeconds * 1000);
  if (stale && !entry.refreshing) {
    entry.refreshing = true;
    options.ctx.waitUntil(
      options
        .produce()
        .then((fresh) => store(options, fresh))
        .then((fresh) => fresh.body?.cancel())
        .catch(() => undefined)
        .finally(() => {
          entry.refreshing = false;
        }),
    );
  }
  return { entry, state: stale ? "stale" : "hit" };
}

/** The cached answer for `key` (fresh or stale), else a produced one, stored when storable. */
export async function cached(options: CachedOptions): Promise<{ response: Response; state: CacheState }> {
  const found = await keptEntry(options);
  if (!found) return { response: await store(options, await options.produce()), state: "miss" };
  const headers = new Headers(found.entry.headers);
  const body = options.rewrite ? options.rewrite(found.entry.body, headers) : found.entry.body;
  return { response: clientCopy(found.entry.status, headers, body, options.dropHeaders ?? []), state: found.state };
}

/**
 * The text of the cached answer for `key` as it is kept, with the kept headers (`storedHeaders`
 * included, no client copy made), else of a produced one, stored when storable: for a caller that
 * reads a part of it (a page's <main>) and rewrites only that part.
 */
export async function cachedText(
  options: CachedOptions,
): Promise<{ status: number; headers: Headers; body: string; state: CacheState }> {
  const found = await keptEntry(options);
  if (found) {
    const { entry, state } = found;
    return { status: entry.status, headers: new Headers(entry.headers), body: entry.body, state };
  }
  const produced = await options.produce();
  const body = await produced.text();
  const copy = isStorable(produced) ? keep(options, produced, body) : null;
  return { status: produced.status, headers: copy?.headers ?? produced.headers, body, state: "miss" };
}
