// The Cache API (caches.default) behind the storefront: stale-while-revalidate on entries whose
// keys carry the catalogue version, so a write to the catalogue makes every old copy unreachable
// at once (docs/decisions/018). Entries are the same for everybody who shares their key: callers
// decide what may be cached and build the key from everything the answer depends on.

import { answerWithText } from "@tiffin/api-client";

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

/**
 * What a cached answer depends on (docs/decisions/041): every answer shows the listing (the
 * catalogue version of migration 0024, which a stock's quantity no longer moves); a shop's page
 * and menu also show its stock, so they carry their shop's version; a product's answer carries its
 * product's version (migration 0040). `key` is the shop's number, slug or uuid, or the product's uuid.
 */
export type Scope = { kind: "listing" } | { kind: "shop" | "product"; key: string };

export const LISTING: Scope = { kind: "listing" };

function scopeName(scope: Scope): string {
  return scope.kind === "listing" ? "listing" : `${scope.kind}/${scope.key}`;
}

/** Reads a scope's version (the text that goes in a key); null when it cannot be read. */
export type VersionRead = (scope: Scope) => Promise<string | null>;

const LISTING_VERSION = "(SELECT version FROM catalogue_version WHERE id = 1)";

function versionStatement(db: D1Database, scope: Scope): D1PreparedStatement {
  if (scope.kind === "listing") return db.prepare(`SELECT ${LISTING_VERSION} AS listing, 0 AS own`);
  if (scope.kind === "shop") {
    // The shop as the API finds it (findShopId): a number is its id, anything else its uuid or slug.
    const byId = /^\d+$/.test(scope.key);
    return db
      .prepare(
        `SELECT ${LISTING_VERSION} AS listing, COALESCE((SELECT v.version FROM shop_versions v JOIN shops s ON s.id = v.shop_id
           WHERE ${byId ? "s.id = ?1" : "(s.uuid = ?1 OR s.slug = ?1)"} LIMIT 1), 0) AS own`,
      )
      .bind(byId ? Number(scope.key) : scope.key);
  }
  return db
    .prepare(
      `SELECT ${LISTING_VERSION} AS listing, COALESCE((SELECT v.version FROM product_versions v
         JOIN products p ON p.id = v.product_id WHERE p.uuid = ?1 LIMIT 1), 0) AS own`,
    )
    .bind(scope.key);
}

/** One scope's version straight from D1 (one tiny statement): "7" for the listing, "7.3" for a shop. */
export function readVersionFrom(db: D1Database): VersionRead {
  return (scope) =>
    versionStatement(db, scope)
      .first<{ listing: number | null; own: number | null }>()
      .then((row) => {
        if (typeof row?.listing !== "number") return null;
        return scope.kind === "listing" ? String(row.listing) : `${row.listing}.${row.own ?? 0}`;
      })
      .catch(() => null);
}

/** The versions of this request, each scope read once (a signed-in request reads them fresh). */
export function catalogueVersionReader(read: VersionRead): VersionRead {
  const reads = new Map<string, Promise<string | null>>();
  return (scope) => {
    const name = scopeName(scope);
    let pending = reads.get(name);
    if (!pending) {
      pending = read(scope);
      reads.set(name, pending);
    }
    return pending;
  };
}

/**
 * How long a signed-out page may go on with a version read that started before it (ms): one
 * read a second per scope per isolate instead of one per visitor, so a catalogue write reaches
 * signed-out visitors within a second. Visitors write nothing to the catalogue, so none of them
 * waits for their own write; signed-in requests read the versions fresh (docs/decisions/018, 041).
 */
export const VISITOR_VERSION_MS = 1000;
/** How many scopes' reads an isolate keeps (the oldest read goes first). */
export const KEPT_VERSION_SCOPES = 4096;
const recentVersions = new Map<string, { version: string; startedAt: number }>();

/**
 * The versions for a signed-out page: per scope, the isolate's read that started under
 * VISITOR_VERSION_MS ago, else a fresh one through `fresh` (which then becomes the isolate's).
 * A failed read is never kept. Memoised for the request like `catalogueVersionReader`.
 */
export function visitorVersionReader(fresh: VersionRead, now: () => number = Date.now): VersionRead {
  return catalogueVersionReader(async (scope) => {
    const name = scopeName(scope);
    const startedAt = now();
    const kept = recentVersions.get(name);
    if (kept && startedAt >= kept.startedAt && startedAt - kept.startedAt < VISITOR_VERSION_MS) return kept.version;
    const version = await fresh(scope);
    const latest = recentVersions.get(name);
    if (version !== null && (!latest || startedAt > latest.startedAt)) {
      recentVersions.delete(name);
      recentVersions.set(name, { version, startedAt });
      for (const oldest of recentVersions.keys()) {
        if (recentVersions.size <= KEPT_VERSION_SCOPES) break;
        recentVersions.delete(oldest);
      }
    }
    return version;
  });
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

/** Empties the memory tier and forgets the isolate's version read (tests start from nothing). */
export function forgetEverything(): void {
  memory.clear();
  memoryChars = 0;
  recentVersions.clear();
}

async function store(options: CachedOptions, response: Response): Promise<Response> {
  if (!isStorable(response)) return response;
  const body = await response.text();
  const extra = options.storedHeaders?.(response) ?? {};
  const copy = storedCopy(response, body, extra);
  remember(options.key, copy, body, Date.now());
  options.ctx.waitUntil(
    edgeCache()
      .put(options.key, copy)
      .catch(() => undefined),
  );
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

/** The cached answer for `key` (fresh or stale), else a produced one, stored when storable. */
export async function cached(options: CachedOptions): Promise<{ response: Response; state: CacheState }> {
  const hit = await lookUp(options.key);
  if (!hit) return { response: await store(options, await options.produce()), state: "miss" };
  const age = Date.now() - hit.storedAt;
  const stale = !(age >= 0 && age <= options.freshSeconds * 1000);
  if (stale && !hit.refreshing) {
    hit.refreshing = true;
    options.ctx.waitUntil(
      options
        .produce()
        .then((fresh) => store(options, fresh))
        .then((fresh) => fresh.body?.cancel())
        .catch(() => undefined)
        .finally(() => {
          hit.refreshing = false;
        }),
    );
  }
  const headers = new Headers(hit.headers);
  const body = options.rewrite ? options.rewrite(hit.body, headers) : hit.body;
  return { response: clientCopy(hit.status, headers, body, options.dropHeaders ?? []), state: stale ? "stale" : "hit" };
}
