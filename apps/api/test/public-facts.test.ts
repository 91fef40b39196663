import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiApp } from "../src/app";
import { forgetPublicFacts, PUBLIC_FACTS_MS } from "../src/http/locale";
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

describe("reads without a token share their isolate's locale and rate for a second", () => {
  beforeEach(() => {
    forgetPublicFacts();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T10:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    forgetPublicFacts();
  });

  it("looks them up once for public reads within a second, again after it, and every time for a signed-in read", async () => {
    const counting = countingDb();
    for (const path of ["rest/settings", "rest/shops/paginate?perPage=2", "rest/categories/paginate?perPage=2"]) {
      expect((await get(counting.db, path)).status).toBe(200);
    }
    expect(counting.lookups()).toBe(1);

    vi.advanceTimersByTime(PUBLIC_FACTS_MS);
    expect((await get(counting.db, "rest/settings")).status).toBe(200);
    expect(counting.lookups()).toBe(2);

    const user = await createUser();
    for (let i = 0; i < 2; i++) {
      expect((await get(counting.db, "dashboard/user/profile/show", { headers: user.auth })).status).toBe(200);
    }
    expect(counting.lookups()).toBe(4);
  });

  it("shows a staff edit of a rate to visitors within a second, and keeps each currency's rate apart", async () => {
    const other = await otherCurrency();
    const before = await firstPrice(env.DB, other.id);
    const base = await firstPrice(env.DB, 1);
    expect(before).toBeCloseTo(base * other.rate, 1);

    await env.DB.prepare("UPDATE currencies SET rate = rate * 2 WHERE id = ?1").bind(other.id).run();
    // Within the second the visitor may still see the old rate; never another currency's.
    expect(await firstPrice(env.DB, other.id)).toBeCloseTo(before, 1);
    expect(await firstPrice(env.DB, 1)).toBeCloseTo(base, 1);

    vi.advanceTimersByTime(PUBLIC_FACTS_MS);
    expect(await firstPrice(env.DB, other.id)).toBeCloseTo(before * 2, 1);
  });

  it("never keeps facts from a clock that went backwards", async () => {
    const counting = countingDb();
    expect((await get(counting.db, "rest/settings")).status).toBe(200);
    vi.setSystemTime(new Date("2026-11-25T09:59:00Z"));
    expect((await get(counting.db, "rest/settings")).status).toBe(200);
    expect(counting.lookups()).toBe(2);
  });
});
