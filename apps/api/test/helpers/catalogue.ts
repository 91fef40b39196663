import { env } from "cloudflare:test";

export interface TestStock {
  productId: number;
  stockId: number;
}

/**
 * Inserts a product with one stock into a shop. Money in minor units; `tax` is the product's
 * tax percent. Tests use these instead of the seeded catalogue so they do not depend on its ids.
 */
export async function createProduct(
  shopId: number,
  options: { price?: number; discount?: number; quantity?: number; tax?: number; addon?: boolean; title?: string } = {},
): Promise<TestStock> {
  const now = new Date().toISOString();
  const product = await env.DB.prepare(
    `INSERT INTO products (uuid, shop_id, tax, addon, created_at) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id`,
  )
    .bind(crypto.randomUUID(), shopId, options.tax ?? 0, options.addon ? 1 : 0, now)
    .first<{ id: number }>();
  if (!product) throw new Error("product insert failed");
  await env.DB.prepare("INSERT INTO product_translations (product_id, locale, title) VALUES (?1, 'en', ?2)")
    .bind(product.id, options.title ?? `Test dish ${product.id}`)
    .run();
  const stock = await env.DB.prepare(
    "INSERT INTO stocks (product_id, price, quantity, discount, addon) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id",
  )
    .bind(product.id, options.price ?? 1000, options.quantity ?? 100, options.discount ?? 0, options.addon ? 1 : 0)
    .first<{ id: number }>();
  if (!stock) throw new Error("stock insert failed");
  return { productId: product.id, stockId: stock.id };
}

/** Offers an addon product with a stock. */
export async function attachAddon(stockId: number, addonProductId: number): Promise<void> {
  await env.DB.prepare("INSERT INTO stock_addons (stock_id, addon_id) VALUES (?1, ?2)")
    .bind(stockId, addonProductId)
    .run();
}

export async function setSetting(key: string, value: string): Promise<void> {
  await env.DB.prepare("INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = ?2")
    .bind(key, value)
    .run();
}

export interface ShopFacts {
  id: number;
  latitude: number;
  longitude: number;
  price: number;
  price_per_km: number;
  tax: number;
  min_amount: number;
}

export async function shopFacts(shopId: number): Promise<ShopFacts> {
  const row = await env.DB.prepare(
    "SELECT id, latitude, longitude, price, price_per_km, tax, min_amount FROM shops WHERE id = ?1",
  )
    .bind(shopId)
    .first<ShopFacts>();
  if (!row) throw new Error(`no shop ${shopId}`);
  return row;
}
