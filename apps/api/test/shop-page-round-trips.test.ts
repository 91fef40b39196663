import { env } from "cloudflare:test";
import { bannersPageResponse, shopsPageResponse } from "@tiffin/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { pageBanners } from "../src/services/catalogue";
import { findShopPage, type ShopFilter } from "../src/services/shops";
import { call } from "./helpers/api";
import { countingD1 } from "./helpers/counting-d1";

const LOCALE = { lang: "en", defaultLang: "en", rate: 1 };
const LONDON = { latitude: 51.50735, longitude: -0.12776 };
const AT_LONDON = `address[latitude]=${LONDON.latitude}&address[longitude]=${LONDON.longitude}`;

/**
 * A zone whose bounding box holds central London but whose triangle does not: the box test lets
 * it through and the zone test drops it.
 */
const MISSING_TRIANGLE: Array<[number, number]> = [
  [51.4, -0.3],
  [51.4, 0.1],
  [51.6, 0.1],
];

/** Restaurants ranked above every seeded one (recommended, rated 5) whose zones miss London. */
async function addDecoys(n: number): Promise<number[]> {
  const ids: number[] = [];
  const lats = MISSING_TRIANGLE.map(([lat]) => lat);
  const lngs = MISSING_TRIANGLE.map(([, lng]) => lng);
  for (let i = 0; i < n; i++) {
    const uuid = crypto.randomUUID();
    const shop = await env.DB.prepare(
      `INSERT INTO shops (uuid, slug, type, is_recommended, rating_avg, latitude, longitude, created_at)
       VALUES (?1, ?2, 'restaurant', 1, 5, 51.45, 0.05, '2026-01-01T00:00:00Z') RETURNING id`,
    )
      .bind(uuid, `decoy-${uuid.slice(0, 8)}`)
      .first<{ id: number }>();
    if (!shop) throw new Error("shop insert failed");
    await env.DB.prepare(
      `INSERT INTO delivery_zones (shop_id, polygon, min_lat, max_lat, min_lng, max_lng)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
      .bind(
        shop.id,
        JSON.stringify(MISSING_TRIANGLE),
        Math.min(...lats),
        Math.max(...lats),
        Math.min(...lngs),
        Math.max(...lngs),
      )
      .run();
    ids.push(shop.id);
  }
  return ids;
}

describe("a page of shops in one D1 round trip", () => {
  it("reads a page of shops without an address in one round trip, the same page the API answers", async () => {
    const { db, count } = countingD1(env.DB);
    const page = await findShopPage(db, { type: "shop" }, LOCALE, { offset: 3, count: 3 });
    expect(count.trips).toBe(1);
    const answer = shopsPageResponse.parse((await call("rest/shops/paginate?type=shop&perPage=3&page=2")).body);
    expect(page.shops.map((s) => s.id)).toEqual(answer.data.map((s) => s.id));
    expect(page.total).toBe(answer.meta.total);
  });

  it("reads a page of shops delivering to an address in one round trip when the box test lets through no shop whose zone misses it", async () => {
    const { db, count } = countingD1(env.DB);
    const filter: ShopFilter = { type: "restaurant", address: LONDON };
    const page = await findShopPage(db, filter, LOCALE, { offset: 0, count: 9 });
    expect(count.trips).toBe(1);
    expect(page.shops).toHaveLength(9);
  });

  it("reads a page of banners with their shops in one round trip", async () => {
    const { db, count } = countingD1(env.DB);
    const { rows } = await pageBanners(db, LOCALE, { page: 1, perPage: 6 });
    expect(count.trips).toBe(1);
    const answer = bannersPageResponse.parse((await call("rest/banners/paginate?perPage=6")).body);
    const shopsOf = (list: Array<{ id: number; shops: Array<{ id: number } | null> }>) =>
      list.map((banner) => [banner.id, banner.shops.map((shop) => shop?.id)]);
    expect(shopsOf(rows)).toEqual(shopsOf(answer.data));
    expect(rows.some((banner) => banner.shops.length > 0)).toBe(true);
  });
});

describe("a page of shops whose first candidates' zones miss the address", () => {
  let decoys: number[] = [];
  beforeAll(async () => {
    decoys = await addDecoys(14);
  });

  it("ranks the decoys first and keeps them out of every list for the address", async () => {
    const everywhere = shopsPageResponse.parse((await call("rest/shops/paginate?type=restaurant&perPage=14")).body);
    expect(everywhere.data.map((s) => s.id).sort()).toEqual([...decoys].sort());
    const near = shopsPageResponse.parse(
      (await call(`rest/shops/paginate?type=restaurant&perPage=100&${AT_LONDON}`)).body,
    );
    expect(near.data.some((s) => decoys.includes(s.id))).toBe(false);
  });

  it("reads the page's shops in a second round trip, and every page is the same as the one long page", async () => {
    const whole = shopsPageResponse.parse(
      (await call(`rest/shops/paginate?type=restaurant&perPage=100&${AT_LONDON}`)).body,
    );
    expect(whole.meta.total).toBeGreaterThanOrEqual(6);
    // Fourteen decoys rank first: the first pages' shops are past what one round trip reads.
    const { db, count } = countingD1(env.DB);
    const first = await findShopPage(db, { type: "restaurant", address: LONDON }, LOCALE, { offset: 0, count: 2 });
    expect(count.trips).toBe(2);
    expect(first.shops.map((s) => s.id)).toEqual(whole.data.slice(0, 2).map((s) => s.id));
    for (let page = 1; page <= Math.ceil(whole.meta.total / 2); page++) {
      const part = shopsPageResponse.parse(
        (await call(`rest/shops/paginate?type=restaurant&perPage=2&page=${page}&${AT_LONDON}`)).body,
      );
      expect(part.meta.total).toBe(whole.meta.total);
      expect(part.data, `page ${page}`).toEqual(whole.data.slice((page - 1) * 2, page * 2));
    }
  });

  it("answers the recommended shops for the address without the decoys, the same as the list does", async () => {
    const recommended = (await call(`rest/shops/recommended?${AT_LONDON}`)).body as { data: Array<{ id: number }> };
    const listed = shopsPageResponse.parse((await call(`rest/shops/paginate?perPage=100&${AT_LONDON}`)).body);
    const ids = recommended.data.map((s) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.some((id) => decoys.includes(id))).toBe(false);
    const listedRecommended = listed.data.filter((s) => s.is_recommended).map((s) => s.id);
    expect(ids).toEqual(listedRecommended.slice(0, ids.length));
  });
});
