import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../src/app";
import type { PageFacts, PublicFactsCache } from "../src/http/locale";
import { createUser } from "./helpers/users";

const app = createApiApp();
const LOCALE_SQL = "SELECT locale FROM languages WHERE is_default = 1";

/** The D1 binding, counting the default-locale lookups it prepares. */
function countingDb() {
  let lookups = 0;
  const db = new Proxy(env.DB, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "prepare")
        return (sql: string) => {
          if (sql.startsWith(LOCALE_SQL)) lookups += 1;
          return target.prepare(sql);
        };
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, lookups: () => lookups };
}

const get = (db: D1Database, path: string, init: RequestInit = {}) =>
  app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, init), { ...env, DB: db });

async function otherCurrency() {
  const row = await env.DB.prepare(
    "SELECT id, rate FROM currencies WHERE active = 1 AND rate != 1 ORDER BY id LIMIT 1",
  ).first<{
    id: number;
    rate: number;
  }>();
  if (!row) throw new Error("the seed has a second currency");
  return row;
}

async function firstPrice(db: D1Database, currencyId: number) {
  const response = await get(db, `rest/products/paginate?perPage=1&column=id&sort=asc&currency_id=${currencyId}`);
  return ((await response.json()) as { data: { stocks: { price: number }[] }[] }).data[0]?.stocks[0]?.price ?? 0;
}

// The API keeps nothing across requests (docs/decisions/041): facts of reads without a token are
// kept only by a cache its caller hands it (the storefront's, apps/web/server/cache), and reads
// with a token and writes never use one.
describe("public facts and the caller's cache", () => {
  it("keeps nothing of its own: without a cache, every public read looks the locale up", async () => {
    const counting = countingDb();
    for (const path of ["rest/settings", "rest/shops/paginate?perPage=2", "rest/settings"]) {
      expect((await get(counting.db, path)).status).toBe(200);
    }
    expect(counting.lookups()).toBe(3);
  });

  it("asks the caller's cache for public reads, by currency, and never for a signed-in read", async () => {
    const counting = countingDb();
    const asked: string[] = [];
    const kept = new Map<string, PageFacts>();
    const cache: PublicFactsCache = {
      async get(currency, read) {
        asked.push(currency);
        const facts = kept.get(currency) ?? (await read());
        kept.set(currency, facts);
        return facts;
      },
    };
    const withCache = (path: string, init: RequestInit = {}) =>
      app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, init), {
        ...env,
        DB: counting.db,
        PUBLIC_FACTS: cache,
      });
    const other = await otherCurrency();
    for (const path of [
      "rest/settings",
      "rest/categories/paginate?perPage=2",
      `rest/settings?currency_id=${other.id}`,
    ]) {
      expect((await withCache(path)).status).toBe(200);
    }
    expect(asked).toEqual(["", "", String(other.id)]);
    expect(counting.lookups()).toBe(2);
    const user = await createUser();
    for (let i = 0; i < 2; i++) {
      expect((await withCache("dashboard/user/profile/show", { headers: user.auth })).status).toBe(200);
    }
    expect(asked).toHaveLength(3);
    expect(counting.lookups()).toBe(4);
  });

  it("prices a visitor's read with the rate of the currency asked for, never another's", async () => {
    const other = await otherCurrency();
    const base = await firstPrice(env.DB, 1);
    expect(await firstPrice(env.DB, other.id)).toBeCloseTo(base * other.rate, 1);
  });
});
