import { describe, expect, it } from "vitest";
import { formatLocation, parseLocation } from "../app/lib/address/location";
import { safeRedirect } from "../app/lib/redirect-target";
import { homeQuery, readHomeFilters } from "../app/routes/_home+/__home-filters";
import { moreHref, pagesParam, searchTerm } from "../app/routes/_search+/__search-paging";

describe("search paging", () => {
  it("searches only a trimmed non-empty term and asks for one page more per list", () => {
    expect(searchTerm("  piz ")).toBe("piz");
    expect(searchTerm("   ")).toBe("");
    expect(pagesParam("3")).toBe(3);
    expect(pagesParam("-1")).toBe(1);
    expect(moreHref("piz", 1, 1, "products")).toBe("/search?q=piz&pp=2");
    expect(moreHref("piz", 2, 3, "shops")).toBe("/search?q=piz&sp=3&pp=3");
  });
});

describe("home filters", () => {
  it("round-trips through the query and drops unknown sort orders", () => {
    const filters = readHomeFilters(new URLSearchParams("category_id=4&order_by=new&free_delivery=1&open=1&page=2"));
    expect(filters).toEqual({ categoryId: 4, orderBy: "new", freeDelivery: true, openToday: true, pages: 2 });
    expect(homeQuery(filters)).toBe("?category_id=4&order_by=new&free_delivery=1&open=1&page=2");
    expect(readHomeFilters(new URLSearchParams("order_by=drop")).orderBy).toBeNull();
    expect(readHomeFilters(new URLSearchParams("newest=1")).orderBy).toBe("new");
  });
});

describe("locations and redirects", () => {
  it("stores a location as 'latitude,longitude'", () => {
    expect(parseLocation("51.5,-0.12")).toEqual({ latitude: 51.5, longitude: -0.12 });
    expect(parseLocation("91,0")).toBeNull();
    expect(parseLocation("x,y")).toBeNull();
    expect(formatLocation({ latitude: 1.5, longitude: 2 })).toBe("1.5,2");
  });

  it("follows only same-site paths", () => {
    expect(safeRedirect("/shop/1?x=1")).toBe("/shop/1?x=1");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect(null)).toBe("/");
  });
});
