import { describe, expect, it } from "vitest";
import { catalogueCacheKey, catalogueScope, isCatalogueRead, pageCacheKey, type Scope } from "../server/cache";

// The keys of the edge cache (docs/decisions/018). The Cache API keeps its entries across a
// deploy, so a key that forgot the build would hand visitors a page naming the old build's scripts.
const version = async () => "7";
const at = (v: string) => async () => v;
const home = (headers: Record<string, string> = {}) => new Request("https://tiffin.example/", { headers });

describe("pageCacheKey", () => {
  it("gives the same signed-out page a new key after a deploy, so the old build's page is never served", async () => {
    const before = await pageCacheKey(home(), version, "build-a");
    const after = await pageCacheKey(home(), version, "build-b");
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(await pageCacheKey(home(), version, "build-a")).toBe(before);
  });

  it("gives a new key when the catalogue version moves", async () => {
    const now = await pageCacheKey(home(), version, "build-a");
    expect(await pageCacheKey(home(), at("8"), "build-a")).not.toBe(now);
  });

  it("keys two languages apart and refuses a session cookie or a bearer token", async () => {
    const english = await pageCacheKey(home({ Cookie: "lang=en" }), version, "b");
    const arabic = await pageCacheKey(home({ Cookie: "lang=ar" }), version, "b");
    expect(english).not.toBe(arabic);
    expect(await pageCacheKey(home({ Cookie: "lang=en; access_token=forged" }), version, "b")).toBeNull();
    expect(await pageCacheKey(home({ Authorization: "Bearer x" }), version, "b")).toBeNull();
  });
});

const SITE = "https://tiffin.example";

describe("catalogueCacheKey", () => {
  it("keys a catalogue read by build and version, and never keys a write or a personal read", async () => {
    const read = new Request("https://api.internal/api/v1/rest/settings");
    const a = await catalogueCacheKey(read, version, "build-a", SITE);
    expect(a).not.toBeNull();
    expect(await catalogueCacheKey(read, version, "build-b", SITE)).not.toBe(a);
    expect(await catalogueCacheKey(read, at("8"), "build-a", SITE)).not.toBe(a);
    expect(await catalogueCacheKey(new Request(read, { method: "POST" }), version, "build-a", SITE)).toBeNull();
    expect(
      await catalogueCacheKey(
        new Request("https://api.internal/api/v1/dashboard/user/profile/show"),
        version,
        "b",
        SITE,
      ),
    ).toBeNull();
  });

  it("keys a catalogue read by the visitor's origin, whose absolute picture URLs the answer carries", async () => {
    const read = new Request("https://api.internal/api/v1/rest/banners/paginate?perPage=6");
    const one = await catalogueCacheKey(read, version, "build-a", SITE);
    const other = await catalogueCacheKey(read, version, "build-a", "http://127.0.0.1:8787");
    expect(one).not.toBeNull();
    expect(other).not.toBeNull();
    expect(other).not.toBe(one);
  });
});

describe("isCatalogueRead", () => {
  const api = (path: string, method = "GET") => new Request(`https://api.internal/api/v1/${path}`, { method });

  it("is a GET of the public catalogue; a personal call or a write is not (they never wait for the version)", () => {
    expect(isCatalogueRead(api("rest/settings?lang=en"))).toBe(true);
    expect(isCatalogueRead(api("rest/shops/paginate?type=shop"))).toBe(true);
    expect(isCatalogueRead(api("dashboard/user/cart"))).toBe(false);
    expect(isCatalogueRead(api("dashboard/user/profile/notifications-statistic"))).toBe(false);
    expect(isCatalogueRead(api("rest/coupons/check", "POST"))).toBe(false);
    expect(isCatalogueRead(api("rest/settings", "POST"))).toBe(false);
  });
});

describe("what a key depends on (docs/decisions/041)", () => {
  const scopes: Scope[] = [];
  const recording = async (scope: Scope) => {
    scopes.push(scope);
    return "7";
  };
  const page = (path: string) => pageCacheKey(new Request(`https://tiffin.example${path}`), recording, "b");

  it("keys a page with a product's dialog (and its .data) by the product's version, every other page by the listing", async () => {
    scopes.length = 0;
    await page("/restaurant/3?product=abc");
    await page("/shop/3.data?product=abc");
    await page("/shop/pizza-palace");
    await page("/");
    await page("/search?q=pizza&product=abc");
    expect(scopes).toEqual([
      { kind: "product", key: "abc" },
      { kind: "product", key: "abc" },
      { kind: "listing" },
      { kind: "listing" },
      { kind: "listing" },
    ]);
  });

  it("keys a shop's menu and reviews by the shop, one product by itself, and every list by the listing", () => {
    const scope = (path: string) => catalogueScope(new URL(`https://api.internal/api/v1/rest/${path}`));
    expect(scope("shops/7")).toEqual({ kind: "shop", key: "7" });
    expect(scope("shops/pizza-palace/products?lang=en")).toEqual({ kind: "shop", key: "pizza-palace" });
    expect(scope("shops/7/reviews")).toEqual({ kind: "shop", key: "7" });
    expect(scope("products/0b4c-uuid")).toEqual({ kind: "product", key: "0b4c-uuid" });
    for (const list of ["shops/paginate", "shops/search?search=a", "shops/recommended", "products/search?search=a"])
      expect(scope(list)).toEqual({ kind: "listing" });
    expect(scope("products/paginate")).toEqual({ kind: "listing" });
    expect(scope("settings")).toEqual({ kind: "listing" });
  });
});
