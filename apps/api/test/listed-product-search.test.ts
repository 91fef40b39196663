import { env } from "cloudflare:test";
import { productSearchResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";

// Product search ranks and counts product_search_listed, an index of listed products only, kept
// by triggers (migration 0033). Each step below writes as an admin tool would, straight to D1;
// after it, for every word, the index, its id table and the API must agree with the full index
// (product_search) joined to the products and shops that are listed now.

const WORDS = ["quokka", "wombat", "numbat", "bilby", "dingo", "pizza", "margherita"];

const run = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .run();

async function ids(sql: string, ...binds: unknown[]): Promise<number[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...binds)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

const LISTED = `JOIN shops s ON s.id = p.shop_id AND s.status = 'approved'
  WHERE p.active = 1 AND p.addon = 0 AND p.status = 'published'`;

const truth = (word: string) =>
  ids(
    `SELECT p.id FROM product_search m JOIN products p ON p.id = m.rowid ${LISTED}
       AND product_search MATCH ?1 ORDER BY p.id`,
    `"${word}"*`,
  );

const indexed = (word: string) =>
  ids(
    "SELECT rowid AS id FROM product_search_listed WHERE product_search_listed MATCH ?1 ORDER BY rowid",
    `"${word}"*`,
  );

async function answered(word: string) {
  const page = productSearchResponse.parse((await call(`rest/products/search?search=${word}&perPage=100`)).body);
  return { total: page.meta.total, ids: page.data.map((p) => p.id).sort((a, b) => a - b) };
}

async function expectIndexTrue(step: string) {
  for (const word of WORDS) {
    const expected = await truth(word);
    expect(await indexed(word), `${step}: "${word}" in the index`).toEqual(expected);
    const api = await answered(word);
    expect(api.total, `${step}: "${word}" total`).toBe(expected.length);
    if (expected.length <= 100) expect(api.ids, `${step}: "${word}" ids`).toEqual(expected);
  }
  expect(await ids("SELECT id FROM product_search_listed_ids ORDER BY id"), `${step}: id table`).toEqual(
    await ids(
      `SELECT p.id FROM products p ${LISTED} AND EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id) ORDER BY p.id`,
    ),
  );
}

let made = 0;
async function addProduct(shopId: number, titles: Record<string, string>, fields: { addon?: number } = {}) {
  made += 1;
  const result = await run(
    "INSERT INTO products (uuid, shop_id, addon, created_at) VALUES (?1, ?2, ?3, datetime('now'))",
    `listed-search-${made}`,
    shopId,
    fields.addon ?? 0,
  );
  const id = Number(result.meta.last_row_id);
  for (const [locale, title] of Object.entries(titles)) {
    await run("INSERT INTO product_translations (product_id, locale, title) VALUES (?1, ?2, ?3)", id, locale, title);
  }
  return id;
}

async function addShop(slug: string, status: string) {
  const result = await run(
    "INSERT INTO shops (uuid, slug, type, status, latitude, longitude, created_at) VALUES (?1, ?1, 'shop', ?2, 51.5, -0.12, datetime('now'))",
    slug,
    status,
  );
  return Number(result.meta.last_row_id);
}

describe("the index of listed products behind product search", () => {
  it("follows every write that lists, unlists, renames, moves or deletes a product or its shop", async () => {
    await expectIndexTrue("seeded");

    const burger = await addProduct(1, { en: "Quokka burger", fr: "Burger wombat" });
    const addon = await addProduct(1, { en: "Quokka sauce" }, { addon: 1 });
    expect(await indexed("quokka")).toEqual([burger]);
    await expectIndexTrue("added a listed product and an addon");

    await run(
      "UPDATE product_translations SET title = 'Numbat burger' WHERE product_id = ?1 AND locale = 'en'",
      burger,
    );
    expect(await indexed("quokka")).toEqual([]);
    await expectIndexTrue("renamed one translation");

    await run("UPDATE products SET status = 'pending' WHERE id = ?1", burger);
    expect(await indexed("numbat")).toEqual([]);
    await expectIndexTrue("unpublished");
    await run("UPDATE products SET status = 'published' WHERE id = ?1", burger);
    await expectIndexTrue("republished");
    await run("UPDATE products SET active = 0 WHERE id = ?1", burger);
    await expectIndexTrue("deactivated");
    await run("UPDATE products SET active = 1, addon = 1 WHERE id = ?1", burger);
    await expectIndexTrue("reactivated as an addon");
    await run("UPDATE products SET addon = 0 WHERE id = ?1", burger);
    await run("UPDATE products SET addon = 0 WHERE id = ?1", addon);
    await expectIndexTrue("both made plain products");

    // a sale touches sold_count only; the index stays as it is
    await run("UPDATE products SET sold_count = sold_count + 1 WHERE id = ?1", burger);
    await expectIndexTrue("sold one");

    const pending = await addShop("listed-search-pending", "pending");
    await run("UPDATE products SET shop_id = ?1 WHERE id = ?2", pending, burger);
    expect(await indexed("numbat")).toEqual([]);
    await expectIndexTrue("moved to a shop not approved yet");
    const bilby = await addProduct(pending, { en: "Bilby bread", ar: "خبز بيلبي" });
    await expectIndexTrue("added to the shop not approved yet");
    await run("UPDATE shops SET status = 'approved' WHERE id = ?1", pending);
    expect(await indexed("bilby")).toEqual([bilby]);
    await expectIndexTrue("the shop approved");
    await run("UPDATE shops SET status = 'blocked' WHERE id = ?1", pending);
    await expectIndexTrue("the shop blocked");
    await run("UPDATE shops SET status = 'approved' WHERE id = ?1", pending);
    await run("UPDATE products SET shop_id = 2 WHERE id = ?1", burger);
    await expectIndexTrue("approved again, the burger moved on to another approved shop");

    // a translation added, one ignored as a duplicate, one moved to another product, one deleted
    await run("INSERT INTO product_translations (product_id, locale, title) VALUES (?1, 'ar', 'برغر دينغو')", burger);
    await run(
      "INSERT OR IGNORE INTO product_translations (product_id, locale, title) VALUES (?1, 'en', 'Dingo duplicate')",
      burger,
    );
    await expectIndexTrue("a translation added, a duplicate ignored");
    await run(
      "UPDATE product_translations SET product_id = ?1, locale = 'fr' WHERE product_id = ?2 AND locale = 'ar'",
      bilby,
      burger,
    );
    await expectIndexTrue("a translation moved to another product");
    await run("DELETE FROM product_translations WHERE product_id = ?1 AND locale = 'fr'", burger);
    await expectIndexTrue("a translation deleted");

    await run("DELETE FROM products WHERE id = ?1", burger);
    await expectIndexTrue("a product deleted");
    await run("DELETE FROM shops WHERE id = ?1", pending);
    expect(await indexed("bilby")).toEqual([]);
    await expectIndexTrue("a shop deleted with its products");

    // the index's own structure is sound after all of it
    await run("INSERT INTO product_search_listed (product_search_listed) VALUES ('integrity-check')");
    // Twenty-odd writes and searches in a row: a loaded runner needs more than the default 5 s.
  }, 30_000);

  it("the migration's backfill builds the same index as the triggers", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0033_"));
    const backfill = migration?.queries.filter(
      (q) =>
        q.trim().startsWith("INSERT INTO product_search_listed (rowid") ||
        q.trim().startsWith("INSERT INTO product_search_listed_ids"),
    );
    expect(backfill).toHaveLength(2);
    const before = await Promise.all(WORDS.map(indexed));
    await run("INSERT INTO product_search_listed (product_search_listed) VALUES ('delete-all')");
    await run("DELETE FROM product_search_listed_ids");
    expect(await indexed("pizza")).toEqual([]);
    for (const statement of backfill ?? []) await run(statement);
    expect(await Promise.all(WORDS.map(indexed))).toEqual(before);
    await expectIndexTrue("rebuilt by the backfill");
  });
});
