import { env } from "cloudflare:test";
import { errorBodySchema, productSearchResponse, shopSearchResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { prefixQuery, relaxedQuery, searchTokens } from "../src/services/search";
import { call } from "./helpers/api";

const q = (text: string) => encodeURIComponent(text);

describe("search queries", () => {
  it("turns user input into quoted FTS5 prefix terms, so operators are plain text", () => {
    expect(prefixQuery(searchTokens('piz* OR "x" NEAR(crème'))).toBe(
      '"piz"* AND "or"* AND "x"* AND "near"* AND "crème"*',
    );
    expect(prefixQuery(searchTokens("  ***  "))).toBeNull();
    expect(relaxedQuery(searchTokens("pizzza margerita"))).toBe('"piz"* OR "mar"*');
  });

  it("searches an Arabic word with and without its joined article", () => {
    expect(prefixQuery(searchTokens("سوشي"))).toBe('("سوشي"* OR "السوشي"*)');
    expect(prefixQuery(searchTokens("السوشي طازج"))).toBe('("سوشي"* OR "السوشي"*) AND ("طازج"* OR "الطازج"*)');
    // too short to be article plus word: kept whole
    expect(prefixQuery(searchTokens("الم"))).toBe('("الم"* OR "الالم"*)');
    expect(prefixQuery(searchTokens("sushi"))).toBe('"sushi"*');
  });
});

describe("Arabic search", () => {
  it('finds "حديقة السوشي" from "سوشي" and from "السوشي"', async () => {
    for (const term of ["سوشي", "السوشي", "حديقة سوشي"]) {
      const { status, body } = await call(`rest/shops/search?search=${q(term)}&lang=ar`);
      expect(status, term).toBe(200);
      const titles = shopSearchResponse.parse(body).data.map((s) => s.translation?.title);
      expect(titles, term).toContain("حديقة السوشي");
    }
  });
});

describe("GET /rest/products/search", () => {
  it('finds only pizzas from the prefix "piz", each with its first stock\'s price', async () => {
    const { status, body } = await call("rest/products/search?search=piz&perPage=20");
    expect(status).toBe(200);
    const page = productSearchResponse.parse(body);
    expect(page.meta.total).toBeGreaterThanOrEqual(40);
    for (const hit of page.data) {
      expect(hit.translation?.title.toLowerCase()).toContain("pizz");
      expect(hit.price).toBe(hit.stocks[0]?.price ?? 0);
    }
  });

  it("finds a product by a word of its Arabic or French title, answering in the requested language", async () => {
    const ar = productSearchResponse.parse((await call(`rest/products/search?search=${q("مارغريتا")}&lang=ar`)).body);
    expect(ar.meta.total).toBeGreaterThan(0);
    expect(ar.data[0]?.translation?.title).toContain("مارغريتا");
    const fr = productSearchResponse.parse((await call(`rest/products/search?search=${q("légumes")}&lang=fr`)).body);
    expect(fr.meta.total).toBeGreaterThan(0);
    expect(fr.data.some((p) => p.translation?.title.includes("Légumes"))).toBe(true);
    // accents are folded: "legumes" finds the same products
    const folded = productSearchResponse.parse((await call("rest/products/search?search=legumes")).body);
    expect(folded.meta.total).toBe(fr.meta.total);
  });

  it("tolerates a typo by falling back to the words' first letters", async () => {
    const page = productSearchResponse.parse((await call("rest/products/search?search=pizzza")).body);
    expect(page.meta.total).toBeGreaterThan(0);
    expect(page.data[0]?.translation?.title).toMatch(/pizz/i);
  });

  it("narrows by shop and by delivery address, and indexes products added later", async () => {
    const shop2 = productSearchResponse.parse(
      (await call("rest/products/search?search=pizza&shop_id=2&perPage=100")).body,
    );
    expect(shop2.data.every((p) => p.shop_id === 2)).toBe(true);
    const far = productSearchResponse.parse(
      (await call("rest/products/search?search=pizza&address[latitude]=48.85&address[longitude]=2.35")).body,
    );
    expect(far.meta.total).toBe(0);
    const product = await env.DB.prepare(
      "INSERT INTO products (uuid, shop_id, created_at) VALUES ('11111111-0000-4000-8000-000000000001', 3, '2026-03-01') RETURNING id",
    ).first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO product_translations (product_id, locale, title) VALUES (?1, 'en', 'Zanzibar Pilau')",
    )
      .bind(product?.id)
      .run();
    await env.DB.prepare("INSERT INTO stocks (product_id, price, quantity) VALUES (?1, 900, 5)")
      .bind(product?.id)
      .run();
    const hit = productSearchResponse.parse((await call("rest/products/search?search=zanz")).body);
    expect(hit.data.map((p) => p.id)).toEqual([product?.id]);
    expect(hit.data[0]?.price).toBe(9);
    await env.DB.prepare("UPDATE product_translations SET title = 'Mombasa Pilau' WHERE product_id = ?1")
      .bind(product?.id)
      .run();
    expect(productSearchResponse.parse((await call("rest/products/search?search=zanz")).body).meta.total).toBe(0);
    expect(productSearchResponse.parse((await call("rest/products/search?search=mombasa")).body).meta.total).toBe(1);
    await env.DB.prepare("DELETE FROM product_translations WHERE product_id = ?1").bind(product?.id).run();
    expect(productSearchResponse.parse((await call("rest/products/search?search=mombasa")).body).meta.total).toBe(0);
    // an ignored duplicate insert leaves the index alone
    await env.DB.prepare(
      "INSERT OR IGNORE INTO product_translations (id, product_id, locale, title) SELECT id, product_id, locale, 'Other' FROM product_translations WHERE product_id = 1",
    ).run();
    expect(productSearchResponse.parse((await call("rest/products/search?search=other")).body).meta.total).toBe(0);
    // the index still matches its content exactly after inserts, updates and deletes
    await env.DB.prepare("INSERT INTO product_search (product_search, rank) VALUES ('integrity-check', 1)").run();
  });

  it("keeps products.has_discount true to the stocks, for the discount lists", async () => {
    const row = await env.DB.prepare(
      "SELECT p.id FROM products p WHERE p.has_discount = 0 AND p.addon = 0 LIMIT 1",
    ).first<{
      id: number;
    }>();
    await env.DB.prepare("UPDATE stocks SET discount = 1 WHERE product_id = ?1").bind(row?.id).run();
    const flagged = await env.DB.prepare("SELECT has_discount FROM products WHERE id = ?1")
      .bind(row?.id)
      .first<{ has_discount: number }>();
    expect(flagged?.has_discount).toBe(1);
    await env.DB.prepare("UPDATE stocks SET discount = 0 WHERE product_id = ?1").bind(row?.id).run();
    const cleared = await env.DB.prepare("SELECT has_discount FROM products WHERE id = ?1")
      .bind(row?.id)
      .first<{ has_discount: number }>();
    expect(cleared?.has_discount).toBe(0);
    const mismatched = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM products p WHERE p.has_discount <> EXISTS (SELECT 1 FROM stocks k WHERE k.product_id = p.id AND k.discount > 0)",
    ).first<{ n: number }>();
    expect(mismatched?.n).toBe(0);
  });

  it("requires a search term", async () => {
    const { status, body } = await call("rest/products/search?search=%20%20");
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).params?.search).toEqual(["Required"]);
  });
});

describe("GET /rest/shops/search", () => {
  it("finds shops by title or description in any language, open ones only with open=1", async () => {
    const page = shopSearchResponse.parse((await call("rest/shops/search?search=pizz")).body);
    expect(page.data.map((s) => s.slug)).toEqual(expect.arrayContaining(["pizza-palace", "napoli-pizzeria"]));
    const ar = shopSearchResponse.parse((await call(`rest/shops/search?search=${q("حديق")}&lang=ar`)).body);
    expect(ar.data[0]?.slug).toBe("sushi-garden");
    await env.DB.prepare("UPDATE shops SET open = 0 WHERE slug = 'napoli-pizzeria'").run();
    const open = shopSearchResponse.parse((await call("rest/shops/search?search=pizz&open=1")).body);
    expect(open.data.map((s) => s.slug)).not.toContain("napoli-pizzeria");
    expect((await call("rest/shops/search")).status).toBe(400);
  });
});
