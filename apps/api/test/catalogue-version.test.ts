import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { createUser } from "./helpers/users";

// The storefront's caches key every entry by this number (docs/decisions/018): any write a
// signed-out visitor could see must move it, and private writes must leave it alone.
async function version(): Promise<number> {
  const row = await env.DB.prepare("SELECT version FROM catalogue_version WHERE id = 1").first<{ version: number }>();
  if (!row) throw new Error("no catalogue_version row");
  return row.version;
}

describe("the catalogue version", () => {
  it.each([
    ["a shop's title changes", "UPDATE shop_translations SET title = title || ' ' WHERE shop_id = 1 AND locale = 'en'"],
    ["a product's price changes", "UPDATE stocks SET price = price + 1 WHERE id = (SELECT MIN(id) FROM stocks)"],
    ["a setting is written", "UPDATE settings SET value = value WHERE key = (SELECT MIN(key) FROM settings)"],
    ["a language is written", "UPDATE languages SET title = title WHERE locale = 'fr'"],
    ["a currency's rate is written", "UPDATE currencies SET rate = rate WHERE id = (SELECT MAX(id) FROM currencies)"],
    ["a banner is removed", "DELETE FROM banners WHERE id = (SELECT MAX(id) FROM banners)"],
    [
      "a product translation added",
      "INSERT INTO product_translations (product_id, locale, title) SELECT MIN(id), 'de', 'Prüfung' FROM products",
    ],
  ])("moves when %s", async (_what, statement) => {
    const before = await version();
    const result = await env.DB.prepare(statement).run();
    expect(result.meta.changes).toBeGreaterThan(0);
    expect(await version()).toBeGreaterThan(before);
  });

  it("stays put on a private profile write through the API, and moves when stock is taken", async () => {
    const user = await createUser({ wallet: 100_000 });
    const before = await version();
    const profile = await call(
      "dashboard/user/profile/update",
      send("PUT", { firstname: "Renamed", lastname: "Tester", email: user.email }, user.auth),
    );
    expect(profile.status).toBe(200);
    expect(await version()).toBe(before);
    await env.DB.prepare("UPDATE stocks SET quantity = quantity - 1 WHERE id = (SELECT MIN(id) FROM stocks)").run();
    expect(await version()).toBe(before + 1);
  });
});
