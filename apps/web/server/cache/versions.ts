// The versions every cache key carries (docs/decisions/018, 041): the listing version, and a
// shop's or a product's own for what shows their stock. Read from D1 with one tiny statement,
// once per request, or for a signed-out page once a second per scope per isolate.

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
 * From this age a kept read is still used, but one request also reads the scope again in the
 * background (`background`), so that under writes the next second's visitors find a new read
 * already kept instead of each waiting for one of their own behind the writes in D1's queue.
 */
export const VISITOR_REFRESH_AFTER_MS = VISITOR_VERSION_MS / 2;
/** Per scope, when this isolate's background read started (one at a time). */
const refreshing = new Map<string, number>();

function keep(name: string, version: string | null, startedAt: number): void {
  const latest = recentVersions.get(name);
  if (version === null || (latest && startedAt <= latest.startedAt)) return;
  recentVersions.delete(name);
  recentVersions.set(name, { version, startedAt });
  for (const oldest of recentVersions.keys()) {
    if (recentVersions.size <= KEPT_VERSION_SCOPES) break;
    recentVersions.delete(oldest);
  }
}

/**
 * The versions for a signed-out page: per scope, the isolate's read that started under
 * VISITOR_VERSION_MS ago, else a fresh one through `fresh` (which then becomes the isolate's).
 * A failed read is never kept. Memoised for the request like `catalogueVersionReader`.
 * With `background` (the request's `ctx.waitUntil`), a kept read older than
 * VISITOR_REFRESH_AFTER_MS is used while this request reads the scope again after its answer;
 * only one such read runs per scope, and one that never ends stops counting after
 * VISITOR_VERSION_MS. A page still never uses a read that started a second or more before it.
 */
export function visitorVersionReader(
  fresh: VersionRead,
  now: () => number = Date.now,
  background?: (work: Promise<unknown>) => void,
): VersionRead {
  return catalogueVersionReader(async (scope) => {
    const name = scopeName(scope);
    const startedAt = now();
    const kept = recentVersions.get(name);
    const age = kept ? startedAt - kept.startedAt : -1;
    if (kept && age >= 0 && age < VISITOR_VERSION_MS) {
      const since = refreshing.get(name);
      const idle = since === undefined || startedAt - since >= VISITOR_VERSION_MS || startedAt < since;
      if (background && age >= VISITOR_REFRESH_AFTER_MS && idle) {
        refreshing.set(name, startedAt);
        background(
          fresh(scope)
            .catch(() => null)
            .then((version) => {
              keep(name, version, startedAt);
              if (refreshing.get(name) === startedAt) refreshing.delete(name);
            }),
        );
      }
      return kept.version;
    }
    const version = await fresh(scope);
    keep(name, version, startedAt);
    return version;
  });
}

/** Forgets the isolate's version reads (tests start from nothing). */
export function forgetVersions(): void {
  recentVersions.clear();
  refreshing.clear();
}
