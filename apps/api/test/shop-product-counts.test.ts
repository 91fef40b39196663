import { env } from "cloudflare:test";
import { shopsPageResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";

// Shop lists read products_count and discounts_count from counters kept by triggers (migration
// 0032). Each step below writes products as an admin tool would, straight to D1, and the API's
// answer must equal a fresh count of the products table.

const LISTED = "active = 1 AND addon = 0 AND status = 'published'";

async function truth(shopId: number) {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS products, COALESCE(SUM(has_discount), 0) AS discounts FROM products WHERE shop_id = ?1 AND ${LISTED}`,
  )
    .bind(shopId)
    .first<{ products: number; discounts: number }>();
  return { products: row?.products ?? 0, discounts: row?.discounts ?? 0 };
}

async function answered(shopId: number) {
  const page = shopsPageResponse.parse((await call("rest/shops/paginate?perPage=100")).body);
  const shop = page.data.find((s) => s.id === shopId);
  if (!shop) throw new Error(`shop ${shopId} not in the list`);
  return { products: shop.products_count, discounts: shop.discounts_count };
}

async function expectCountsTrue(step: string, ...shopIds: number[]) {
  for (const id of shopIds) expect(await answered(id), `${step}: shop ${id}`).toEqual(await truth(id));
}

let made = 0;
async function addProduct(shopId: number, fields: { active?: number; addon?: number; status?: string } = {}) {
  made += 1;
  const result = await env.DB.prepare(
    "INSERT INTO products (uuid, shop_id, active, addon, status, created_at) VALUES (?1, ?2, ?3, ?4, ?5, datetime('now'))",
  )
    .bind(`count-test-${made}`, shopId, fields.active ?? 1, fields.addon ?? 0, fields.status ?? "published")
    .run();
  return Number(result.meta.last_row_id);
}

const run = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .run();

describe("a shop's products_count and discounts_count", () => {
  it("follow every write that lists, unlists, discounts, moves or deletes a product", async () => {
    const [a, b] = [1, 2];
    const before = await answered(a);
    await expectCountsTrue("seeded", a, b);

    const listed = await addProduct(a);
    await addProduct(a, { active: 0 });
    await addProduct(a, { addon: 1 });
    await addProduct(a, { status: "pending" });
    expect((await answered(a)).products).toBe(before.products + 1);
    await expectCountsTrue("added one listed and three unlisted", a);

    // A discounted stock sets has_discount (its own trigger), which the counters follow.
    await run("INSERT INTO stocks (product_id, price, quantity, discount) VALUES (?1, 1000, 5, 100)", listed);
    expect((await answered(a)).discounts).toBe(before.discounts + 1);
    await expectCountsTrue("discounted", a);

    await run("UPDATE products SET shop_id = ?1 WHERE id = ?2", b, listed);
    await expectCountsTrue("moved to another shop", a, b);

    await run("UPDATE products SET active = 0 WHERE id = ?1", listed);
    await expectCountsTrue("deactivated", b);
    await run("UPDATE products SET active = 1, status = 'unpublished' WHERE id = ?1", listed);
    await expectCountsTrue("unpublished", b);
    await run("UPDATE products SET status = 'published' WHERE id = ?1", listed);
    await expectCountsTrue("published again", b);

    // A sale's counter is not a listing change.
    await run("UPDATE products SET sold_count = sold_count + 3 WHERE id = ?1", listed);
    await expectCountsTrue("sold", b);

    await run("DELETE FROM products WHERE id = ?1", listed);
    await expectCountsTrue("deleted", a, b);
    expect(await answered(a)).toEqual(before);
  });

  it("agree with a fresh count for every seeded shop, and the migration's backfill gives the same counts", async () => {
    const fresh = () =>
      env.DB.prepare(
        `SELECT shop_id, COUNT(*) AS products, SUM(has_discount) AS discounts FROM products WHERE ${LISTED} GROUP BY shop_id ORDER BY shop_id`,
      ).all<{ shop_id: number; products: number; discounts: number }>();
    const counters = () =>
      env.DB.prepare(
        "SELECT shop_id, products, discounts FROM shop_product_counts WHERE products > 0 ORDER BY shop_id",
      ).all<{ shop_id: number; products: number; discounts: number }>();
    const seeded = await fresh();
    expect(seeded.results.length).toBeGreaterThan(3);
    // The seed runs after the migrations, so these counters were kept by the triggers.
    expect((await counters()).results).toEqual(seeded.results);

    // A database that already held products when 0032 ran: its backfill statement alone.
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0032_"));
    const backfill = migration?.queries.find((q) => q.trim().startsWith("INSERT INTO shop_product_counts"));
    if (!backfill) throw new Error("no backfill in migration 0032");
    await env.DB.prepare("DELETE FROM shop_product_counts").run();
    await env.DB.prepare(backfill).run();
    expect((await counters()).results).toEqual(seeded.results);
  });
});
