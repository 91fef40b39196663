import { env } from "cloudflare:test";
import {
  bannerResponse,
  bannersPageResponse,
  bookingShopsPageResponse,
  branchesPageResponse,
  branchResponse,
  brandsPageResponse,
  deliveryZoneCheckResponse,
  errorBodySchema,
  recommendedShopsResponse,
  reviewsPageResponse,
  shopDeliveryZoneCheckResponse,
  shopsPageResponse,
  shopTakesResponse,
  storiesPageResponse,
} from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";

describe("shops/paginate filters", () => {
  it("fills products_count and discounts_count", async () => {
    const page = shopsPageResponse.parse((await call("rest/shops/paginate?perPage=100")).body);
    expect(page.data.every((s) => s.products_count >= 30)).toBe(true);
    expect(page.data.some((s) => s.discounts_count > 0)).toBe(true);
  });

  it("filters by category, discount, deals, price range and rating", async () => {
    const pets = shopsPageResponse.parse((await call("rest/shops/paginate?category_id=905")).body);
    expect(pets.data.map((s) => s.slug)).toEqual(["pet-pantry"]);
    const discounted = shopsPageResponse.parse((await call("rest/shops/paginate?has_discount=1&perPage=100")).body);
    expect(discounted.data.every((s) => s.discounts_count > 0)).toBe(true);
    const deals = shopsPageResponse.parse((await call("rest/shops/paginate?deals=1&perPage=100")).body);
    expect(deals.data.every((s) => s.discounts_count > 0 || s.price === 0)).toBe(true);
    const rated = shopsPageResponse.parse(
      (await call("rest/shops/paginate?rating[0]=4.6&rating[1]=5&perPage=100")).body,
    );
    expect(rated.meta.total).toBeGreaterThan(0);
    expect(rated.data.every((s) => (s.rating_avg ?? 0) >= 4.6)).toBe(true);
    const pricey = shopsPageResponse.parse(
      (await call("rest/shops/paginate?prices[0]=25&prices[1]=100&perPage=100")).body,
    );
    expect(pricey.data.map((s) => s.slug)).toContain("bloom-flowers");
    expect(pricey.data.map((s) => s.slug)).not.toContain("morning-bakery");
    expect((await call("rest/shops/paginate?rating[0]=high")).status).toBe(400);
  });

  it("orders by rating", async () => {
    const page = shopsPageResponse.parse((await call("rest/shops/paginate?order_by=low_rating&perPage=100")).body);
    const ratings = page.data.map((s) => s.rating_avg ?? 0);
    expect([...ratings].sort((a, b) => a - b)).toEqual(ratings);
  });
});

describe("shop lists and details", () => {
  it("shops/recommended lists recommended shops only", async () => {
    const { data } = recommendedShopsResponse.parse((await call("rest/shops/recommended")).body);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((s) => s.is_recommended)).toBe(true);
    expect((await call("rest/shops/recommended?type=cafe")).status).toBe(400);
  });

  it("booking/shops/paginate lists the shops taking reservations", async () => {
    const page = bookingShopsPageResponse.parse((await call("rest/booking/shops/paginate")).body);
    expect(page.data.map((s) => s.id).sort()).toEqual([1, 3, 4]);
    const capped = await call("rest/booking/shops/paginate?perPage=500");
    expect((capped.body as { meta: { per_page: number } }).meta.per_page).toBe(100);
  });

  it("shops-takes lists the tags with translations", async () => {
    const { data } = shopTakesResponse.parse((await call("rest/shops-takes?lang=fr")).body);
    expect(data.length).toBe(16);
    expect(data[3]?.translation?.title).toBe("Indien");
    expect((await call("rest/shops-takes?lang=!!")).status).toBe(400);
  });

  it("shops/{id}/reviews pages reviews with their authors; 404 for an unknown shop", async () => {
    const page = reviewsPageResponse.parse((await call("rest/shops/1/reviews")).body);
    expect(page.meta.total).toBe(3);
    expect(page.data[0]?.user?.firstname).toBeTruthy();
    expect((await call("rest/shops/4040/reviews")).status).toBe(404);
  });

  it("brands/paginate lists brands with product counts", async () => {
    const page = brandsPageResponse.parse((await call("rest/brands/paginate?perPage=3")).body);
    expect(page.data).toHaveLength(3);
    expect(page.meta.total).toBe(8);
    expect(page.data.some((b) => b.products_count > 0)).toBe(true);
    expect((await call("rest/brands/paginate?shop_id=abc")).status).toBe(400);
  });

  it("branches: list, one, and 'Branches not found'", async () => {
    const page = branchesPageResponse.parse((await call("rest/branches?lang=ar")).body);
    expect(page.meta.total).toBe(8);
    expect(page.data[0]?.translation?.locale).toBe("ar");
    expect(page.data[0]?.shop?.id).toBe(1);
    const one = branchResponse.parse((await call(`rest/branches/${page.data[0]?.id}`)).body);
    expect(one.data.location.latitude).toBeGreaterThan(51);
    const none = await call("rest/branches?shop_id=2");
    expect(none.status).toBe(404);
    expect(errorBodySchema.parse(none.body).message).toBe("Branches not found");
    expect((await call("rest/branches/999")).status).toBe(404);
  });

  it("banners: paginate and one, with linked shops", async () => {
    const page = bannersPageResponse.parse((await call("rest/banners/paginate")).body);
    expect(page.meta.total).toBe(4);
    expect(page.data[0]?.shops.map((s) => s?.id)).toEqual([1, 2]);
    const one = bannerResponse.parse((await call("rest/banners/2?lang=fr")).body);
    expect(one.data.translation?.button_text).toBe("Acheter");
    expect((await call("rest/banners/77")).status).toBe(404);
    expect((await call("rest/banners/x")).status).toBe(404);
  });

  it("stories/paginate: one group per shop, the pictures of all 7 stories, absolute", async () => {
    const groups = storiesPageResponse.parse((await call("rest/stories/paginate")).body);
    expect(groups.flat().length).toBe(14);
    expect(groups[0]?.[0]?.url).toMatch(/^https?:\/\/[^/]+\/storage\/images\/stories\//);
    expect((await call("rest/stories/paginate?page=zero")).status).toBe(400);
  });
});

describe("delivery zone checks", () => {
  const centre = "address[latitude]=51.50735&address[longitude]=-0.12776";
  const paris = "address[latitude]=48.8566&address[longitude]=2.3522";

  it("any shop: 200 when an open shop's polygon covers the point, else ERROR_433", async () => {
    const { data } = deliveryZoneCheckResponse.parse(
      (await call(`rest/shop/delivery-zone/check/distance?${centre}`)).body,
    );
    expect(data.shops_count).toBeGreaterThan(0);
    const outside = await call(`rest/shop/delivery-zone/check/distance?${paris}`);
    expect(outside.status).toBe(400);
    const error = errorBodySchema.parse(outside.body);
    expect(error.statusCode).toBe("ERROR_433");
    expect(error.message).toBe("Sorry, we're not available here");
    expect((await call("rest/shop/delivery-zone/check/distance")).status).toBe(400);
  });

  it("one shop: polygon containment, not the bounding box; 404 without a zone", async () => {
    const zone = await env.DB.prepare("SELECT polygon FROM delivery_zones WHERE shop_id = 1").first<{
      polygon: string;
    }>();
    const polygon = JSON.parse(zone?.polygon ?? "[]") as [number, number][];
    const lats = polygon.map((p) => p[0]);
    const lngs = polygon.map((p) => p[1]);
    // a bounding-box corner lies outside the octagon
    const corner = `address[latitude]=${Math.max(...lats) - 0.0005}&address[longitude]=${Math.max(...lngs) - 0.0005}`;
    const cornerRes = await call(`rest/shop/1/delivery-zone/check/distance?${corner}`);
    expect(cornerRes.status).toBe(400);
    expect(errorBodySchema.parse(cornerRes.body).statusCode).toBe("ERROR_433");
    const inside = shopDeliveryZoneCheckResponse.parse(
      (await call(`rest/shop/1/delivery-zone/check/distance?${centre}`)).body,
    );
    expect(inside.data.shop_id).toBe(1);
    await env.DB.prepare("DELETE FROM delivery_zones WHERE shop_id = 2").run();
    expect((await call(`rest/shop/2/delivery-zone/check/distance?${centre}`)).status).toBe(404);
    expect((await call(`rest/shop/999/delivery-zone/check/distance?${centre}`)).status).toBe(404);
  });
});
