import { env } from "cloudflare:test";
import {
  avgPricesResponse,
  categoriesPageResponse,
  categoriesResponse,
  categoryResponse,
  errorBodySchema,
  productResponse,
  productsPageResponse,
  shopMenuListResponse,
  shopProductsResponse,
} from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { deepStrict } from "./helpers/strict";

describe("the seeded catalogue", () => {
  it("has at least 600 listed products with stocks, extras combinations and addons", async () => {
    const row = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM products WHERE addon = 0) AS products,
        (SELECT COUNT(*) FROM products p WHERE addon = 0 AND NOT EXISTS (SELECT 1 FROM stocks s WHERE s.product_id = p.id)) AS without_stock,
        (SELECT COUNT(DISTINCT s.product_id) FROM stocks s JOIN stock_extras e ON e.stock_id = s.id) AS with_extras,
        (SELECT COUNT(*) FROM stock_addons) AS addon_links,
        (SELECT COUNT(DISTINCT shop_id) FROM products) AS shops`,
    ).first<Record<string, number>>();
    expect(row?.products).toBeGreaterThanOrEqual(600);
    expect(row?.without_stock).toBe(0);
    expect(row?.with_extras).toBeGreaterThan(20);
    expect(row?.addon_links).toBeGreaterThan(50);
    expect(row?.shops).toBe(19);
  });
});

describe("seeded names", () => {
  it("the pizza places sell pizzas titled Pizza / بيتزا / Pizza", async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.id, group_concat(t.locale || ':' || t.title, '|') AS titles FROM products p
       JOIN shops s ON s.id = p.shop_id JOIN categories c ON c.id = p.category_id
       JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = 'en' AND ct.title = 'Pizzas'
       JOIN product_translations t ON t.product_id = p.id
       WHERE s.slug IN ('pizza-palace', 'napoli-pizzeria') GROUP BY p.id`,
    ).all<{ id: number; titles: string }>();
    expect(results.length).toBeGreaterThanOrEqual(40);
    for (const row of results) {
      const titles = Object.fromEntries(row.titles.split("|").map((x) => x.split(":") as [string, string]));
      expect(titles.en).toContain("Pizza");
      expect(titles.ar).toContain("بيتزا");
      expect(titles.fr).toContain("Pizza");
    }
  });
});

describe("GET /rest/products/paginate", () => {
  it("answers the paginated Product shape, with stock money converted by the currency's rate", async () => {
    const usd = productsPageResponse.parse((await call("rest/products/paginate?shop_id=1&perPage=5")).body);
    const eur = productsPageResponse.parse(
      (await call("rest/products/paginate?shop_id=1&perPage=5&currency_id=2")).body,
    );
    expect(usd.data).toHaveLength(5);
    expect(usd.meta.total).toBeGreaterThanOrEqual(30);
    expect(usd.data.every((p) => p.shop_id === 1 && p.shop.id === 1)).toBe(true);
    const stock = usd.data[0]?.stocks[0];
    expect(stock).toBeDefined();
    expect(stock?.total_price).toBeCloseTo(
      Math.max((stock?.price ?? 0) - (stock?.discount ?? 0) + (stock?.tax ?? 0), 0),
      2,
    );
    const converted = eur.data[0]?.stocks[0];
    expect(converted?.price).toBeCloseTo(Math.round((stock?.price ?? 0) * 100 * 0.92) / 100, 2);
  });

  it("filters by category, brand, price range and vegetarian, and sorts by price", async () => {
    const veg = productsPageResponse.parse((await call("rest/products/paginate?vegetarian=1&perPage=100")).body);
    expect(veg.data.length).toBeGreaterThan(0);
    expect(veg.data.every((p) => p.vegetarian)).toBe(true);
    const cheap = productsPageResponse.parse(
      (await call("rest/products/paginate?price_from=1&price_to=3&perPage=100")).body,
    );
    expect(cheap.data.length).toBeGreaterThan(0);
    for (const p of cheap.data) expect(p.stocks.some((s) => s.price >= 1 && s.price <= 3)).toBe(true);
    const sorted = productsPageResponse.parse(
      (await call("rest/products/paginate?shop_id=3&column=price&sort=desc&perPage=10")).body,
    );
    const minPrices = sorted.data.map((p) => Math.min(...p.stocks.map((s) => s.price)));
    expect([...minPrices].sort((a, b) => b - a)).toEqual(minPrices);
    const first = sorted.data[0];
    const byCategory = productsPageResponse.parse(
      (await call(`rest/products/paginate?category_id=${first?.category_id}&perPage=100`)).body,
    );
    expect(byCategory.data.every((p) => p.category_id === first?.category_id)).toBe(true);
    const branded = productsPageResponse.parse((await call("rest/products/paginate?brand_id=1&perPage=100")).body);
    expect(branded.data.length).toBeGreaterThan(0);
    expect(branded.data.every((p) => p.brand_id === 1)).toBe(true);
  });

  it("finds products by search in any language and rejects a bad filter", async () => {
    const ar = productsPageResponse.parse((await call("rest/products/paginate?search=بيتزا&perPage=100")).body);
    expect(ar.data.length).toBeGreaterThan(10);
    const { status, body } = await call("rest/products/paginate?price_from=cheap");
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).params?.price_from).toEqual(["The price from must be a number."]);
    expect((await call("rest/products/paginate?column=password")).status).toBe(400);
  });
});

describe("GET /rest/products/{uuid}", () => {
  it("returns one product with extras and addons in the requested language, 404 for an unknown uuid", async () => {
    const page = productsPageResponse.parse((await call("rest/products/paginate?shop_id=1&perPage=1")).body);
    const uuid = page.data[0]?.uuid ?? "";
    const { status, body } = await call(`rest/products/${uuid}?lang=fr`);
    expect(status).toBe(200);
    const product = productResponse.parse(body).data;
    expect(product.translation?.locale).toBe("fr");
    expect(product.translation?.title).toContain("Pizza");
    expect(product.stocks.length).toBe(6);
    expect(product.stocks[0]?.extras.map((e) => e.group.translation?.title)).toEqual(["Taille", "Pâte"]);
    expect(product.stocks[0]?.addons.length).toBeGreaterThan(0);
    expect(product.stocks[0]?.addons[0]?.product.stock?.price).toBeGreaterThan(0);
    const missing = await call("rest/products/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(missing.body).statusCode).toBe("ERROR_404");
  });
});

describe("a product's stock links", () => {
  const productOf = async (uuid: string) => productResponse.parse((await call(`rest/products/${uuid}`)).body).data;
  const firstOfShopOne = async () =>
    productsPageResponse.parse((await call("rest/products/paginate?shop_id=1&perPage=1")).body).data[0]?.uuid ?? "";

  it("lists a stock's extras by group, then value, whatever order their ids are stored in", async () => {
    const uuid = await firstOfShopOne();
    const before = await productOf(uuid);
    const stock = before.stocks[0];
    const [first, second] = stock?.extras ?? [];
    if (!stock || !first || !second) throw new Error("the seeded pizza has two extras on its first stock");
    expect(first.extra_group_id).toBeLessThan(second.extra_group_id);
    // A value of the first group whose id sorts after the second group's value.
    const late = first.id + second.id + 10_000;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO extra_values (id, extra_group_id, value) VALUES (?1, ?2, 'Late')").bind(
        late,
        first.extra_group_id,
      ),
      env.DB.prepare("DELETE FROM stock_extras WHERE stock_id = ?1 AND extra_value_id = ?2").bind(stock.id, first.id),
      env.DB.prepare("INSERT INTO stock_extras (stock_id, extra_value_id) VALUES (?1, ?2)").bind(stock.id, late),
    ]);
    const after = (await productOf(uuid)).stocks.find((s) => s.id === stock.id);
    expect(after?.extras.map((e) => [e.extra_group_id, e.id, e.value])).toEqual([
      [first.extra_group_id, late, "Late"],
      [second.extra_group_id, second.id, second.value],
    ]);
  });

  it("drops an addon that is no longer active from every stock and keeps the others in their order", async () => {
    const uuid = await firstOfShopOne();
    const before = await productOf(uuid);
    const addons = before.stocks[0]?.addons ?? [];
    expect(addons.length).toBeGreaterThan(1);
    const gone = addons[0]?.addon_id ?? 0;
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = ?1").bind(gone).run();
    const after = await productOf(uuid);
    for (const stock of after.stocks) expect(stock.addons.map((a) => a.addon_id)).not.toContain(gone);
    expect(after.stocks[0]?.addons).toEqual(addons.slice(1));
    await env.DB.prepare("UPDATE products SET active = 1 WHERE id = ?1").bind(gone).run();
    expect((await productOf(uuid)).stocks[0]?.addons).toEqual(addons);
  });
});

describe("product lists", () => {
  it("most-sold orders by sales; discount lists only discounted products", async () => {
    const sold = productsPageResponse.parse((await call("rest/products/most-sold?perPage=10")).body);
    const counts = sold.data.map((p) => p.sold_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const discounted = productsPageResponse.parse((await call("rest/products/discount?perPage=50")).body);
    expect(discounted.meta.total).toBeGreaterThan(0);
    expect(discounted.data.every((p) => p.stocks.some((s) => s.discount > 0))).toBe(true);
    expect((await call("rest/products/most-sold?perPage=0")).status).toBe(400);
  });

  it("products-avg-prices gives min <= avg <= max", async () => {
    const { data } = avgPricesResponse.parse((await call("rest/products-avg-prices")).body);
    expect(data.min).toBeGreaterThan(0);
    expect(data.min).toBeLessThanOrEqual(data.avg);
    expect(data.avg).toBeLessThanOrEqual(data.max);
    expect((await call("rest/products-avg-prices?shop_id=x")).status).toBe(400);
  });
});

describe("shop products", () => {
  it("groups a shop's products by category with the recommended ones first", async () => {
    const { data } = shopProductsResponse.parse((await call("rest/shops/1/products?lang=ar")).body);
    expect(data.recommended.length).toBeGreaterThan(0);
    expect(data.recommended.every((p) => p.is_recommended)).toBe(true);
    expect(data.all.length).toBe(3);
    for (const category of data.all) {
      expect(category.products.length).toBeGreaterThan(0);
      expect(category.products.every((p) => p.category_id === category.id && p.shop_id === 1)).toBe(true);
    }
    expect(data.all[0]?.products[0]?.translation?.title).toContain("بيتزا");
    expect((await call("rest/shops/9999/products")).status).toBe(404);
  });

  it("stocks=omit answers the same menu, each product without stocks and priced by its first stock", async () => {
    const path = "rest/shops/1/products?lang=fr&currency_id=2";
    const full = shopProductsResponse.parse((await call(path)).body).data;
    const listed = (await call(`${path}&stocks=omit`)).body;
    // Strict: a key the listed form does not name (`stocks` above all) fails the parse.
    const { data } = deepStrict(shopMenuListResponse).parse(listed) as { data: typeof full };
    const withoutStocks = <P extends { stocks: unknown }>({ stocks: _left, ...rest }: P) => rest;
    expect(data.recommended).toEqual(full.recommended.map(withoutStocks));
    expect(data.all).toEqual(full.all.map((c) => ({ ...c, products: c.products.map(withoutStocks) })));
    // Shop 1's products have several stocks each: `stock` is the first of them (its lowest id).
    const products = full.all.flatMap((c) => c.products);
    expect(products.some((p) => p.stocks.length > 1)).toBe(true);
    for (const product of products) {
      const first = [...product.stocks].sort((a, b) => a.id - b.id)[0];
      expect(product.stock?.id).toBe(first?.id);
      expect(product.stock?.total_price).toBe(first?.total_price);
    }
  });

  it("refuses a stocks value other than omit, and a shop that does not exist, in either form", async () => {
    const bad = await call("rest/shops/1/products?stocks=first");
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).params).toEqual({ stocks: ["The stocks must be omit."] });
    expect((await call("rest/shops/9999/products?stocks=omit")).status).toBe(404);
  });

  it("pages a shop's products and its recommended products", async () => {
    const page = productsPageResponse.parse((await call("rest/shops/2/products/paginate?perPage=7")).body);
    expect(page.data).toHaveLength(7);
    expect(page.data.every((p) => p.shop_id === 2)).toBe(true);
    const rec = productsPageResponse.parse((await call("rest/shops/2/products/recommended/paginate")).body);
    expect(rec.data.length).toBeGreaterThan(0);
    expect(rec.data.every((p) => p.is_recommended && p.shop_id === 2)).toBe(true);
    expect((await call("rest/shops/2/products/paginate?page=-1")).status).toBe(400);
    expect((await call("rest/shops/9999/products/recommended/paginate")).status).toBe(404);
  });

  it("lists a shop's categories", async () => {
    const { data } = categoriesResponse.parse((await call("rest/shops/3/categories")).body);
    expect(data.map((c) => c.translation?.title)).toEqual(["Curries", "Rice and bread"]);
    expect((await call("rest/shops/nope/categories")).status).toBe(404);
  });
});

describe("categories", () => {
  it("pages categories by type and shows one by uuid", async () => {
    const shop = categoriesPageResponse.parse((await call("rest/categories/paginate?type=shop&lang=fr")).body);
    expect(shop.data.every((c) => c.type === "shop")).toBe(true);
    expect(shop.data[0]?.translation?.locale).toBe("fr");
    const receipt = categoriesPageResponse.parse((await call("rest/categories/paginate?type=receipt")).body);
    expect(receipt.meta.total).toBe(3);
    const main = categoriesPageResponse.parse((await call("rest/categories/paginate?perPage=100")).body);
    expect(main.data.every((c) => c.type === "main")).toBe(true);
    const one = categoryResponse.parse((await call(`rest/categories/${main.data[0]?.uuid}`)).body);
    expect(one.data.id).toBe(main.data[0]?.id);
    expect((await call("rest/categories/paginate?type=drinks")).status).toBe(400);
    expect((await call("rest/categories/unknown-uuid")).status).toBe(404);
  });
});
