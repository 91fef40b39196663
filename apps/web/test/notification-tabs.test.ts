import { describe, expect, it } from "vitest";
import {
  MAX_NOTIFICATION_PAGES,
  newestFirst,
  notificationsHref,
  readNotificationsView,
  typesOfTab,
  unreadOfTab,
} from "../app/lib/notification-tabs";

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

describe("typesOfTab", () => {
  it("lists every type on all, news_publish on news and the order kinds on orders", () => {
    expect(typesOfTab("all")).toBeNull();
    expect(typesOfTab("news")).toEqual(["news_publish"]);
    expect(typesOfTab("orders")).toEqual(["new_order", "status_changed", "order_refunded"]);
  });
});

describe("unreadOfTab", () => {
  const counts = {
    notification: 9,
    news_publish: 2,
    new_order: 1,
    status_changed: 3,
    order_refunded: 1,
    transaction: 2,
  };

  it("takes the total for all and adds up the tab's types otherwise", () => {
    expect(unreadOfTab(counts, "all")).toBe(9);
    expect(unreadOfTab(counts, "news")).toBe(2);
    expect(unreadOfTab(counts, "orders")).toBe(5);
  });

  it("counts a missing type as none", () => {
    expect(unreadOfTab({}, "all")).toBe(0);
    expect(unreadOfTab({ status_changed: 4 }, "orders")).toBe(4);
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
