import { describe, expect, it } from "vitest";
import { notificationTarget } from "./__notification-target";

const none = { order: null, blog: null, data: null };

describe("notificationTarget", () => {
  it("leads an order's notification to the order", () => {
    expect(notificationTarget({ ...none, order: { id: 1001 } })).toBe("/orders/1001");
    // Some carry the order only in data (type "order").
    expect(notificationTarget({ ...none, data: { id: 1000, type: "order", status: "delivered" } })).toBe(
      "/orders/1000",
    );
  });

  it("opens a news item in the home page's dialog", () => {
    expect(notificationTarget({ ...none, blog: { id: 101, uuid: "b1a0-4e" } })).toBe("/?news=b1a0-4e");
    expect(notificationTarget({ ...none, blog: { id: 3, uuid: "a b/c" } })).toBe("/?news=a%20b%2Fc");
  });

  it("points nowhere else for the rest (the reader stays on the list)", () => {
    expect(notificationTarget(none)).toBeNull();
    expect(notificationTarget({ ...none, data: { id: 3, type: "referral" } })).toBeNull();
    expect(notificationTarget({ ...none, blog: { id: 5, uuid: null } })).toBeNull();
  });
});
