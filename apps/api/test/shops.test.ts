import { env } from "cloudflare:test";
import { errorBodySchema, shopResponse, shopsPageResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";

describe("GET /rest/shops/paginate", () => {
  it("answers the contract's bare paginated shape with Arabic titles", async () => {
    const { status, body } = await call("rest/shops/paginate?perPage=2&lang=ar");
    expect(status).toBe(200);
    const page = shopsPageResponse.parse(body);
    expect(page.data).toHaveLength(2);
    expect(page.meta.per_page).toBe(2);
    expect(page.meta.total).toBeGreaterThanOrEqual(18);
    expect(page.links.next).toContain("page=2");
    expect(page.links.prev).toBeNull();
    for (const shop of page.data) {
      expect(shop.translation?.locale).toBe("ar");
      expect(shop.translation?.title).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("falls back to the default locale for an unknown language", async () => {
    const { body } = await call("rest/shops/paginate?perPage=1&lang=de");
    expect(shopsPageResponse.parse(body).data[0]?.translation?.locale).toBe("en");
  });

  it("filters by type and keeps every shop of the seed reachable through pages", async () => {
    const restaurants = shopsPageResponse.parse((await call("rest/shops/paginate?type=restaurant&perPage=100")).body);
    const shops = shopsPageResponse.parse((await call("rest/shops/paginate?type=shop&perPage=100")).body);
    expect(restaurants.meta.total).toBeGreaterThanOrEqual(12);
    expect(shops.meta.total).toBeGreaterThanOrEqual(6);
    expect(restaurants.data.every((s) => s.type === "restaurant")).toBe(true);
    expect(shops.data.every((s) => s.type === "shop")).toBe(true);
    // Page through in fives: every restaurant comes exactly once, and the pages end where meta says.
    const seen: number[] = [];
    const perPage = 5;
    const lastPage = Math.ceil(restaurants.meta.total / perPage);
    for (let page = 1; page <= lastPage; page++) {
      const part = shopsPageResponse.parse(
        (await call(`rest/shops/paginate?type=restaurant&perPage=${perPage}&page=${page}`)).body,
      );
      expect(part.data.length, `page ${page}`).toBe(page < lastPage ? perPage : restaurants.meta.total - seen.length);
      seen.push(...part.data.map((s) => s.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(restaurants.data.map((s) => s.id).sort((a, b) => a - b));
  });

  it("keeps only shops whose delivery zone contains the address", async () => {
    const all = shopsPageResponse.parse((await call("rest/shops/paginate?perPage=100")).body);
    const near = shopsPageResponse.parse(
      (await call("rest/shops/paginate?perPage=100&address[latitude]=51.50735&address[longitude]=-0.12776")).body,
    );
    expect(near.meta.total).toBeGreaterThan(0);
    expect(near.meta.total).toBeLessThan(all.meta.total);
    const farAway = shopsPageResponse.parse(
      (await call("rest/shops/paginate?perPage=100&address[latitude]=48.8566&address[longitude]=2.3522")).body,
    );
    expect(farAway.meta.total).toBe(0);
  });

  it("converts prices by the currency's rate", async () => {
    const usd = shopsPageResponse.parse((await call("rest/shops/paginate?perPage=100")).body);
    const eur = shopsPageResponse.parse((await call("rest/shops/paginate?perPage=100&currency_id=2")).body);
    const paid = usd.data.find((s) => s.price > 0);
    expect(paid).toBeDefined();
    const converted = eur.data.find((s) => s.id === paid?.id);
    expect(converted?.price).toBeCloseTo(Math.round((paid?.price ?? 0) * 100 * 0.92) / 100, 2);
  });

  it("rejects a bad parameter with 400 and the error shape", async () => {
    const { status, body } = await call("rest/shops/paginate?perPage=abc");
    expect(status).toBe(400);
    const error = errorBodySchema.parse(body);
    expect(error.status).toBe(false);
    expect(error.params?.perPage?.[0]).toMatch(/integer/);
  });

  it("serves perPage=101 as a page of 100", async () => {
    const { status, body } = await call("rest/shops/paginate?perPage=101");
    expect(status).toBe(200);
    expect((body as { meta: { per_page: number } }).meta.per_page).toBe(100);
  });

  it("returns an empty last page past the end", async () => {
    const page = shopsPageResponse.parse((await call("rest/shops/paginate?perPage=10&page=50")).body);
    expect(page.data).toEqual([]);
    expect(page.meta.from).toBeNull();
    expect(page.links.next).toBeNull();
  });
});

describe("GET /rest/shops/{id}", () => {
  it("returns one shop with working days, tags and payments", async () => {
    const { status, body } = await call("rest/shops/1?lang=fr");
    expect(status).toBe(200);
    const shop = shopResponse.parse(body).data;
    expect(shop.id).toBe(1);
    expect(shop.translation?.locale).toBe("fr");
    expect(shop.shop_working_days).toHaveLength(7);
    expect(shop.tags.length).toBeGreaterThan(0);
    expect(shop.shop_payments.map((p) => p.payment.tag)).toContain("cash");
  });

  it("finds a shop by its slug too", async () => {
    const { body } = await call("rest/shops/pizza-palace");
    expect(shopResponse.parse(body).data.slug).toBe("pizza-palace");
  });

  it("answers 404 for an unknown shop", async () => {
    const { status, body } = await call("rest/shops/99999");
    expect(status).toBe(404);
    expect(errorBodySchema.parse(body).statusCode).toBe("ERROR_404");
  });
});

describe("a shop that is not approved", () => {
  it("answers 404 with nothing of it to its page, its menu and its reviews, asked for by id or by slug", async () => {
    const shop = await env.DB.prepare("SELECT id, slug FROM shops WHERE id = 1").first<{ id: number; slug: string }>();
    expect((await call("rest/shops/1/reviews")).status).toBe(200);
    await env.DB.prepare("UPDATE shops SET status = 'pending' WHERE id = 1").run();
    try {
      for (const key of [String(shop?.id), shop?.slug, "0001"]) {
        for (const path of [`rest/shops/${key}`, `rest/shops/${key}/products`, `rest/shops/${key}/reviews`]) {
          const { status, body } = await call(path);
          expect(status, path).toBe(404);
          expect(errorBodySchema.parse(body).statusCode, path).toBe("ERROR_404");
          expect(JSON.stringify(body), path).not.toMatch(/Pizza|pizza-palace|"rating"/);
        }
      }
    } finally {
      await env.DB.prepare("UPDATE shops SET status = 'approved' WHERE id = 1").run();
    }
  });
});
