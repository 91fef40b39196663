import { join } from "node:path";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, inject } from "vitest";

/** The D1 id of wrangler.toml, under which the setup migrated and seeded the local state. */
const DATABASE_ID = "00000000-0000-4000-8000-000000000000";
/** The origin the tests' requests are addressed to. */
export const ORIGIN = "https://tiffin.example";

/** A cookie as the storefront writes it (Remix's base64 JSON): `name=value` for a Cookie header. */
export const stored = (name: string, value: unknown) => `${name}=${encodeURIComponent(btoa(JSON.stringify(value)))}`;

/**
 * The production bundle in workerd over the seeded local D1, with the given vars. `cachePersist:
 * false` gives a test file a Cache API of its own, so no other file's run warms it.
 */
export function productionWorker(vars: Record<string, string>, options: { cachePersist?: false } = {}) {
  return new Miniflare({
    // The bundle is one ES module; its dynamic imports are already inlined by wrangler.
    modulesRoot: inject("bundleDir"),
    modules: [{ type: "ESModule", path: join(inject("bundleDir"), "worker.js") }],
    compatibilityDate: "2025-09-01",
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { DB: DATABASE_ID },
    d1Persist: join(inject("stateDir"), "v3", "d1"),
    durableObjects: {
      ORDER_PROGRESS: { className: "OrderProgress", useSQLite: true },
      GROUP_CART_LIVE: { className: "GroupCartLive", useSQLite: true },
    },
    ...options,
    bindings: { IMAGE_BASE: "", ...vars },
  });
}

/** A production secret of production's length, for the files that sign sessions as production does. */
export const PRODUCTION_SECRET = "a-production-secret-of-forty-eight-random-chars!";

/** A test file's production Worker and its local D1, both set by the file's `beforeAll`. */
export interface ProductionApp {
  worker: Miniflare;
  db: D1Database;
}

/**
 * The production bundle as deployed (`ENVIRONMENT=production`, a production session secret) with a
 * Cache API of the file's own, and its D1: started before the calling file's tests, disposed after
 * them. Read `worker` and `db` inside tests and hooks, once the file's `beforeAll` has run.
 */
export function productionWorkerWithDb(): ProductionApp {
  const app = {} as ProductionApp;
  beforeAll(async () => {
    app.worker = productionWorker(
      { ENVIRONMENT: "production", SESSION_SECRET: PRODUCTION_SECRET },
      { cachePersist: false },
    );
    app.db = (await app.worker.getD1Database("DB")) as unknown as D1Database;
  });
  afterAll(() => app.worker.dispose());
  return app;
}

/**
 * Signs in through the storefront's own form (same-origin by Sec-Fetch-Site: Miniflare's Host is
 * its own address, so no Origin header): the form's answer and the session's cookies as one
 * Cookie header.
 */
export async function storefrontSignIn(worker: Miniflare, email = "demo@tiffin.test") {
  const response = await worker.dispatchFetch(`${ORIGIN}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ login: email, password: "tiffin-demo", redirectTo: "/" }).toString(),
  } as never);
  await response.text();
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => !c.endsWith("="));
  if (!cookies.some((c) => c.startsWith("session="))) throw new Error(`no session for ${email} (${response.status})`);
  return { response, cookie: cookies.join("; ") };
}
