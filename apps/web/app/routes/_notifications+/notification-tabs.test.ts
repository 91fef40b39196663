import { describe, expect, it } from "vitest";
import { MAX_NOTIFICATION_PAGES, newestFirst, notificationsHref, readNotificationsView } from "./__notification-tabs";

const view = (query: string) => readNotificationsView(new URLSearchParams(query));

describe("readNotificationsView", () => {
  it("reads the tab and the number of pages shown", () => {
    expect(view("tab=news&pages=3")).toEqual({ tab: "news", pages: 3 });
    expect(view("tab=orders")).toEqual({ tab: "orders", pages: 1 });
  });

  it("falls back to all and one page on anything else, and caps the pages", () => {
    expect(view("")).toEqual({ tab: "all", pages: 1 });
    expect(view("tab=parcels&pages=0")).toEqual({ tab: "all", pages: 1 });
    expect(view("pages=-2")).toEqual({ tab: "all", pages: 1 });
    expect(view("pages=2.5")).toEqual({ tab: "all", pages: 1 });
    expect(view("pages=500")).toEqual({ tab: "all", pages: MAX_NOTIFICATION_PAGES });
  });
});

describe("notificationsHref", () => {
  it("leaves the defaults out and round-trips through readNotificationsView", () => {
    expect(notificationsHref({ tab: "all", pages: 1 })).toBe("/notifications");
    expect(notificationsHref({ tab: "all", pages: 2 })).toBe("/notifications?pages=2");
    expect(notificationsHref({ tab: "orders", pages: 3 })).toBe("/notifications?tab=orders&pages=3");
    const href = notificationsHref({ tab: "news", pages: 4 });
    expect(readNotificationsView(new URL(href, "http://local").searchParams)).toEqual({ tab: "news", pages: 4 });
  });
});

describe("newestFirst", () => {
  it("merges lists sorted newest first into the newest `limit`, without duplicates", () => {
    const orders = [{ id: 9 }, { id: 4 }, { id: 1 }];
    const refunds = [{ id: 7 }, { id: 6 }];
    const changes = [{ id: 8 }, { id: 4 }, { id: 2 }];
    expect(newestFirst([orders, refunds, changes], 5).map((n) => n.id)).toEqual([9, 8, 7, 6, 4]);
    expect(newestFirst([orders, [], refunds], 10).map((n) => n.id)).toEqual([9, 7, 6, 4, 1]);
    expect(newestFirst([], 5)).toEqual([]);
  });
});
