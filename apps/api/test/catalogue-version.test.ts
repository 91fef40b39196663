import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createProduct } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
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

  it("stays put on a private profile write through the API", async () => {
    const user = await createUser({ wallet: 100_000 });
    const before = await version();
    const profile = await call(
      "dashboard/user/profile/update",
      send("PUT", { firstname: "Renamed", lastname: "Tester", email: user.email }, user.auth),
    );
    expect(profile.status).toBe(200);
    expect(await version()).toBe(before);
  });
});

// Migration 0040 (docs/decisions/041): a stock's quantity moves its product's and its shop's
// versions and nothing else; lists show prices, never quantities, so they keep their version.
async function shopVersion(shopId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT version FROM shop_versions WHERE shop_id = ?1")
    .bind(shopId)
    .first<{ version: number }>();
  return row?.version ?? 0;
}
async function productVersion(productId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT version FROM product_versions WHERE product_id = ?1")
    .bind(productId)
    .first<{ version: number }>();
  return row?.version ?? 0;
}

describe("the versions a stock's quantity moves", () => {
  it("an order through the API moves its shop's and product's versions and leaves the listing and other shops alone", async () => {
    const user = await createUser({ wallet: 100_000 });
    const { cartId, stock } = await fillCart(user, { quantity: 2 });
    const other = await createProduct(2, { quantity: 10 });
    const before = {
      listing: await version(),
      shop: await shopVersion(1),
      otherShop: await shopVersion(2),
      product: await productVersion(stock.productId),
      otherProduct: await productVersion(other.productId),
    };
    const placed = await call("dashboard/user/orders", send("POST", orderBody(cartId), user.auth));
    expect(placed.status).toBe(200);
    const left = await env.DB.prepare("SELECT quantity FROM stocks WHERE id = ?1")
      .bind(stock.stockId)
      .first<number>("quantity");
    expect(left).toBe(998);
    expect(await version()).toBe(before.listing);
    expect(await shopVersion(1)).toBeGreaterThan(before.shop);
    expect(await productVersion(stock.productId)).toBeGreaterThan(before.product);
    expect(await shopVersion(2)).toBe(before.otherShop);
    expect(await productVersion(other.productId)).toBe(before.otherProduct);

    const id = (placed.body as { data: { id: number } }).data.id;
    const shopAfterOrder = await shopVersion(1);
    const cancel = await call(
      `dashboard/user/orders/${id}/status/change?status=canceled`,
      send("POST", undefined, user.auth),
    );
    expect(cancel.status).toBe(200);
    expect(await shopVersion(1)).toBeGreaterThan(shopAfterOrder);
    expect(await version()).toBe(before.listing);
  });

  it("staff marking a stock sold out moves its shop's version only, not the listing", async () => {
    const stock = await createProduct(2, { quantity: 5 });
    const listing = await version();
    const shop = await shopVersion(2);
    await env.DB.prepare("UPDATE stocks SET quantity = 0 WHERE id = ?1").bind(stock.stockId).run();
    expect(await version()).toBe(listing);
    expect(await shopVersion(2)).toBe(shop + 1);
    // Setting the same quantity again changes nothing anybody sees: no version moves.
    await env.DB.prepare("UPDATE stocks SET quantity = 0 WHERE id = ?1").bind(stock.stockId).run();
    expect(await shopVersion(2)).toBe(shop + 1);
  });

  it("a stock's price or discount moves the listing version (every list shows it)", async () => {
    const stock = await createProduct(2, { quantity: 5, price: 700 });
    for (const change of ["price = price + 1", "discount = 1", "price = price + 1, quantity = quantity - 1"]) {
      const listing = await version();
      await env.DB.prepare(`UPDATE stocks SET ${change} WHERE id = ?1`).bind(stock.stockId).run();
      // (A discount also moves the product's has_discount, whose own trigger bumps it once more.)
      expect(await version()).toBeGreaterThan(listing);
    }
  });
});
