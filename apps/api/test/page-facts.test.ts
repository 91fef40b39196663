import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../src/app";
import type { PageFacts } from "../src/http/locale";
import { createUser } from "./helpers/users";

const app = createApiApp({ trustClientAddressHeader: true });
const LOCALE_SQL = "SELECT locale FROM languages WHERE is_default = 1";

/** The D1 binding with every prepared statement's SQL written down. */
function countingDb(): { db: D1Database; prepared: string[] } {
  const prepared: string[] = [];
  const db = new Proxy(env.DB, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "prepare")
        return (sql: string) => {
          prepared.push(sql);
          return target.prepare(sql);
        };
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, prepared };
}

/** One storefront page's calls: the same REQUEST_FACTS map on each, as worker-handler.ts passes it. */
function page(db: D1Database = env.DB) {
  const facts = new Map<string, Promise<PageFacts>>();
  return (path: string, init: RequestInit = {}) =>
    app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, init), { ...env, DB: db, REQUEST_FACTS: facts });
}

const idOf = async (response: Response) => ((await response.json()) as { data: { id: number } }).data.id;

describe("a page's in-process calls share the locale, rate and token lookups", () => {
  it("reads them once for three personal reads of one page, and once per call without the page's map", async () => {
    const user = await createUser();
    const reads = [
      "dashboard/user/profile/show",
      "dashboard/user/addresses?perPage=100",
      "dashboard/user/profile/notifications-statistic",
    ];
    const shared = countingDb();
    const call = page(shared.db);
    const answers = await Promise.all(reads.map((path) => call(path, { headers: user.auth })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(shared.prepared.filter((sql) => sql.startsWith(LOCALE_SQL))).toHaveLength(1);

    const alone = countingDb();
    await Promise.all(
      reads.map((path) =>
        app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, { headers: user.auth }), { ...env, DB: alone.db }),
      ),
    );
    expect(alone.prepared.filter((sql) => sql.startsWith(LOCALE_SQL))).toHaveLength(3);
  });

  it("never gives one token's user to another token on the same page", async () => {
    const [amira, bruno] = await Promise.all([createUser({ firstname: "Amira" }), createUser({ firstname: "Bruno" })]);
    const call = page();
    const [first, second, third] = await Promise.all([
      call("dashboard/user/profile/show", { headers: amira.auth }),
      call("dashboard/user/profile/show", { headers: bruno.auth }),
      call("dashboard/user/profile/show", { headers: { Authorization: "Bearer forged-token-0123456789" } }),
    ]);
    expect(await idOf(first)).toBe(amira.id);
    expect(await idOf(second)).toBe(bruno.id);
    expect(third.status).toBe(401);
  });

  it("forgets them on a write: a read after signing out on the same page is refused", async () => {
    const user = await createUser();
    const call = page();
    expect((await call("dashboard/user/profile/show", { headers: user.auth })).status).toBe(200);
    expect((await call("auth/logout", { method: "POST", headers: user.auth })).status).toBe(200);
    const after = await call("dashboard/user/profile/show", { headers: user.auth });
    expect(after.status).toBe(401);
  });

  it("keeps each currency's rate apart", async () => {
    const currencies = await env.DB.prepare("SELECT id, rate FROM currencies WHERE active = 1 ORDER BY id").all<{
      id: number;
      rate: number;
    }>();
    const other = currencies.results.find((c) => c.rate !== 1);
    expect(other, "the seed has a second currency").toBeDefined();
    const call = page();
    const price = async (query: string) => {
      const response = await call(`rest/products/paginate?perPage=1&column=id&sort=asc${query}`);
      return ((await response.json()) as { data: { stocks: { price: number }[] }[] }).data[0]?.stocks[0]?.price;
    };
    const [base, converted] = await Promise.all([price(""), price(`&currency_id=${other?.id}`)]);
    expect(base).toBeGreaterThan(0);
    expect(converted).toBeCloseTo((base ?? 0) * (other?.rate ?? 1), 1);
  });
});
