import { describe, expect, it } from "vitest";
import { VISITOR_VERSION_MS } from "../server/cache";
import { ORIGIN, productionWorkerWithDb } from "./production-worker";

// Invalidation as narrow as the change (docs/decisions/041), on the production bundle over a
// real local D1: a stock's quantity moves only what shows it (its product's dialog on its shop's
// page); a price, a title or a shop change still reaches every page that shows it within a second
// (VISITOR_VERSION_MS).

const production = productionWorkerWithDb();

async function get(path: string) {
  const response = await production.worker.dispatchFetch(`${ORIGIN}${path}`, { redirect: "manual" } as never);
  return { status: response.status, text: await response.text(), state: response.headers.get("x-page-cache") };
}

/** Fetches until the stored copy answers (the store finishes after the first answer). */
async function cachedCopy(path: string) {
  for (let i = 0; i < 20; i++) {
    const page = await get(path);
    if (page.state === "hit") return page;
  }
  throw new Error(`${path} never came from the cache`);
}

/** Past the isolate's version reads of signed-out pages. */
const pastVisitorVersions = () => new Promise((resolve) => setTimeout(resolve, VISITOR_VERSION_MS + 150));

/** The first listed product of the shop with its stocks (by id), its title, and the shop's English title. */
async function productOf(shopId: number) {
  const product = await production.db
    .prepare(
      `SELECT p.id, p.uuid, t.title, st.title AS shop_title FROM products p
         JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
         JOIN shop_translations st ON st.shop_id = p.shop_id AND st.locale = 'en'
        WHERE p.shop_id = ?1 AND p.active = 1 AND p.addon = 0 AND p.status = 'published'
          AND NOT EXISTS (SELECT 1 FROM stocks WHERE product_id = p.id AND quantity < 10)
        ORDER BY p.id LIMIT 1`,
    )
    .bind(shopId)
    .first<{ id: number; uuid: string; title: string; shop_title: string }>();
  if (!product) throw new Error(`shop ${shopId} lists no product`);
  const stocks = await production.db
    .prepare("SELECT id, quantity, price FROM stocks WHERE product_id = ?1 ORDER BY id")
    .bind(product.id)
    .all<{ id: number; quantity: number; price: number }>();
  /** Puts every stock of the product back as it was, setting only what changed (as a write would). */
  const restore = () =>
    production.db.batch(
      stocks.results.flatMap((stock) => [
        production.db
          .prepare("UPDATE stocks SET quantity = ?1 WHERE id = ?2 AND quantity IS NOT ?1")
          .bind(stock.quantity, stock.id),
        production.db
          .prepare("UPDATE stocks SET price = ?1 WHERE id = ?2 AND price IS NOT ?1")
          .bind(stock.price, stock.id),
      ]),
    );
  return { ...product, stocks: stocks.results, restore };
}

describe("narrow invalidation on the production bundle", () => {
  it("a stock's quantity moving (an order) refreshes its product's dialog and leaves home, search and every menu cached", async () => {
    const product = await productOf(1);
    const own = `/shop/1?product=${product.uuid}`;
    // Its own shop's menu too: a menu shows titles, pictures and prices, never how many are left.
    const others = ["/shop/1", "/shop/2", "/restaurant/3", "/", `/search?q=${encodeURIComponent(product.title)}`];
    const before = await cachedCopy(own);
    const first = product.stocks[0]?.quantity ?? 0;
    expect(before.text).toContain(`max="${first}"`);
    for (const path of others) await cachedCopy(path);
    // The dialog's data as a client-side navigation asks for it (single fetch), the same each time.
    const data = `/shop/1.data?product=${product.uuid}`;
    const dataBefore = (await get(data)).text;
    expect((await get(data)).text).toBe(dataBefore);

    // What an order does: its stock goes down (every stock of the product here, 3 each).
    await production.db
      .prepare("UPDATE stocks SET quantity = quantity - 3 WHERE product_id = ?1")
      .bind(product.id)
      .run();
    try {
      await pastVisitorVersions();
      for (const path of others) expect({ path, state: (await get(path)).state }).toEqual({ path, state: "hit" });
      expect((await get(data)).text).not.toBe(dataBefore);
      const productPage = await get(own);
      expect(productPage.state).toBe("miss");
      expect(productPage.text).toContain(`max="${first - 3}"`);
    } finally {
      await product.restore();
    }
  });

  it("staff marking a stock sold out shows on its shop's product within a second and leaves home cached", async () => {
    const product = await productOf(2);
    const own = `/shop/2?product=${product.uuid}`;
    await cachedCopy(own);
    await cachedCopy("/");
    await production.db.prepare("UPDATE stocks SET quantity = 0 WHERE product_id = ?1").bind(product.id).run();
    try {
      await pastVisitorVersions();
      expect((await get("/")).state).toBe("hit");
      const after = await get(own);
      expect(after.state).toBe("miss");
      expect(after.text).toContain("Out of stock");
    } finally {
      await product.restore();
    }
  });

  it("a stock's price reaches search and its shop's page within a second", async () => {
    const product = await productOf(1);
    const search = `/search?q=${encodeURIComponent(product.title)}`;
    await cachedCopy(search);
    await cachedCopy("/shop/1");
    // A price no seeded product has: 1234.56 in the default currency.
    await production.db.prepare("UPDATE stocks SET price = 123456 WHERE product_id = ?1").bind(product.id).run();
    try {
      await pastVisitorVersions();
      for (const path of [search, "/shop/1"]) {
        const page = await get(path);
        expect({ path, state: page.state }).toEqual({ path, state: "miss" });
        expect(page.text).toMatch(/1,?234\.56/);
      }
    } finally {
      await product.restore();
    }
  });

  it("a shop's title and a product's title reach home, search, and the shop's page within a second", async () => {
    const product = await productOf(1);
    const pages = ["/", "/shop/1", "/search?q=Renamed"];
    for (const path of pages) await cachedCopy(path);
    await production.db.batch([
      production.db.prepare(
        "UPDATE shop_translations SET title = 'Renamed Pizza Yard' WHERE shop_id = 1 AND locale = 'en'",
      ),
      production.db
        .prepare("UPDATE product_translations SET title = 'Renamed Margherita' WHERE product_id = ?1 AND locale = 'en'")
        .bind(product.id),
    ]);
    try {
      await pastVisitorVersions();
      const home = await get("/");
      expect(home.state).toBe("miss");
      expect(home.text).toContain("Renamed Pizza Yard");
      const shop = await get("/shop/1");
      expect(shop.text).toContain("Renamed Pizza Yard");
      expect(shop.text).toContain("Renamed Margherita");
      const search = await get("/search?q=Renamed");
      expect(search.text).toContain("Renamed Pizza Yard");
      expect(search.text).toContain("Renamed Margherita");
    } finally {
      await production.db.batch([
        production.db
          .prepare("UPDATE shop_translations SET title = ?1 WHERE shop_id = 1 AND locale = 'en'")
          .bind(product.shop_title),
        production.db
          .prepare("UPDATE product_translations SET title = ?1 WHERE product_id = ?2 AND locale = 'en'")
          .bind(product.title, product.id),
      ]);
    }
  });
});
