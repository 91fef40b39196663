import { describe, expect, it } from "vitest";
import {
  ADMIN_SECTIONS,
  dayOf,
  idOf,
  MAX_QUEUE_PAGES,
  queueHref,
  readQueueView,
  sectionOf,
  todayAtShop,
} from "./__admin-view";

const view = (query: string) => readQueueView(new URLSearchParams(query));

describe("the staff console's sections", () => {
  it("names each section's page under /admin, the orders queue at /admin itself", () => {
    expect(ADMIN_SECTIONS.map((s) => s.href)).toEqual([
      "/admin",
      "/admin/refunds",
      "/admin/bookings",
      "/admin/parcels",
      "/admin/stock",
    ]);
  });

  it("marks the section a path belongs to; an order's own page belongs to the orders", () => {
    expect(sectionOf("/admin")).toBe("orders");
    expect(sectionOf("/admin/")).toBe("orders");
    expect(sectionOf("/admin/orders/12")).toBe("orders");
    expect(sectionOf("/admin/refunds")).toBe("refunds");
    expect(sectionOf("/admin/stock")).toBe("stock");
    expect(sectionOf("/admin/unknown")).toBe("orders");
  });
});

describe("readQueueView and queueHref", () => {
  it("reads shop, status and pages, and writes them back the same way", () => {
    expect(view("shop=14&status=new&pages=2")).toEqual({ shop: 14, status: "new", pages: 2 });
    expect(queueHref({ shop: 14, status: "new", pages: 2 })).toBe("/admin?shop=14&status=new&pages=2");
    expect(queueHref({ shop: null, status: null, pages: 1 })).toBe("/admin");
    expect(queueHref({ shop: 1, status: null, pages: 1 }, "/admin/live")).toBe("/admin/live?shop=1");
  });

  it("reads a malformed shop, an unknown status or bad pages as not chosen, and caps the pages", () => {
    expect(view("shop=-1&status=lost&pages=0")).toEqual({ shop: null, status: null, pages: 1 });
    expect(view("shop=1.5&status=&pages=2.5")).toEqual({ shop: null, status: null, pages: 1 });
    expect(view("shop=abc")).toEqual({ shop: null, status: null, pages: 1 });
    expect(view("pages=999").pages).toBe(MAX_QUEUE_PAGES);
  });
});

describe("idOf and dayOf", () => {
  it("takes positive whole ids only", () => {
    expect(idOf("7")).toBe(7);
    for (const bad of ["0", "-3", "2.5", "1e400", "", null, undefined, "9007199254740993"])
      expect(idOf(bad)).toBeNull();
  });

  it("takes real calendar days only", () => {
    expect(dayOf("2026-11-27")).toBe("2026-11-27");
    for (const bad of ["2026-02-30", "2026-13-01", "27-11-2026", "2026-11-27T00:00", "", null]) {
      expect(dayOf(bad)).toBeNull();
    }
  });
});

describe("todayAtShop: the bookings tab's day without a date", () => {
  const shops = [
    { id: 1, timeZone: "Europe/London" },
    { id: 7, timeZone: "Asia/Dubai" },
    { id: 9, timeZone: "America/New_York" },
  ];

  it("is the chosen shop's day, not UTC's, late in the evening and just after midnight", () => {
    // 23:30 UTC is already tomorrow in Dubai (UTC+4).
    expect(todayAtShop(shops, 7, new Date("2026-11-27T23:30:00Z"))).toBe("2026-11-28");
    // 02:00 UTC is still yesterday evening in New York (UTC-5).
    expect(todayAtShop(shops, 9, new Date("2026-11-28T02:00:00Z"))).toBe("2026-11-27");
    // London in summer time: 23:30 UTC is 00:30 the next day.
    expect(todayAtShop(shops, 1, new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
  });

  it("with no shop chosen, or one the staff member does not run, is the first shop's day", () => {
    expect(todayAtShop(shops.slice(1), null, new Date("2026-11-27T23:30:00Z"))).toBe("2026-11-28");
    expect(todayAtShop(shops.slice(1), 42, new Date("2026-11-27T23:30:00Z"))).toBe("2026-11-28");
    expect(todayAtShop([], null, new Date("2026-11-27T23:30:00Z"))).toBe("2026-11-27");
  });
});
