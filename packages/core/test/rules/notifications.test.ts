import { describe, expect, it } from "vitest";
import {
  isNotificationTab,
  NOTIFICATION_TABS,
  statisticAfterReading,
  typesOfTab,
  unreadOfTab,
} from "../../src/rules/notifications.js";

describe("notification tabs", () => {
  it("are all, news and orders, and nothing else is one", () => {
    expect(NOTIFICATION_TABS).toEqual(["all", "news", "orders"]);
    expect(NOTIFICATION_TABS.every(isNotificationTab)).toBe(true);
    expect([null, "parcels", "", 3].some(isNotificationTab)).toBe(false);
  });

  it("list every type on all, news_publish on news and the order kinds on orders", () => {
    expect(typesOfTab("all")).toBeNull();
    expect(typesOfTab("news")).toEqual(["news_publish"]);
    expect(typesOfTab("orders")).toEqual(["new_order", "status_changed", "order_refunded"]);
  });

  it("count the total on all and sum their types' counts otherwise, missing types as zero", () => {
    const statistic = { notification: 9, news_publish: 2, new_order: 1, status_changed: 3, wallet_topup: 3 };
    expect(unreadOfTab(statistic, "all")).toBe(9);
    expect(unreadOfTab(statistic, "news")).toBe(2);
    expect(unreadOfTab(statistic, "orders")).toBe(4);
    expect(unreadOfTab({}, "orders")).toBe(0);
  });
});

describe("statisticAfterReading", () => {
  it("takes one off the type and the total, never below zero, and adds no key", () => {
    expect(statisticAfterReading({ notification: 3, news_publish: 1 }, "news_publish")).toEqual({
      notification: 2,
      news_publish: 0,
    });
    expect(statisticAfterReading({ notification: 0, news_publish: 0 }, "news_publish")).toEqual({
      notification: 0,
      news_publish: 0,
    });
    expect(statisticAfterReading({ notification: 2 }, "new_order")).toEqual({ notification: 1 });
  });
});
