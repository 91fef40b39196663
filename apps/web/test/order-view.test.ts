import type { Order } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { orderCurrency } from "../app/lib/money";
import { MAX_ORDER_PAGES, ordersHref, readOrdersView, statusesOfTab } from "../app/lib/orders/order-tabs";
import {
  isActive,
  orderActions,
  parcelTimelineOf,
  paymentStateOf,
  reorderLines,
  timelineOf,
} from "../app/lib/orders/order-view";

const view = (query: string) => readOrdersView(new URLSearchParams(query));

describe("readOrdersView and ordersHref", () => {
  it("reads the tab and the pages shown, and writes them back the same way", () => {
    expect(view("tab=history&pages=3")).toEqual({ tab: "history", pages: 3 });
    expect(ordersHref({ tab: "history", pages: 3 })).toBe("/orders?tab=history&pages=3");
    expect(ordersHref({ tab: "active", pages: 1 })).toBe("/orders");
    expect(ordersHref({ tab: "active", pages: 2 })).toBe("/orders?pages=2");
  });

  it("falls back to the active tab and one page, and caps the pages so one call stays under 100 rows", () => {
    expect(view("tab=all&pages=-2")).toEqual({ tab: "active", pages: 1 });
    expect(view("pages=2.5")).toEqual({ tab: "active", pages: 1 });
    expect(view("pages=999")).toEqual({ tab: "active", pages: MAX_ORDER_PAGES });
  });

  it("lists every unfinished status as active and delivered or canceled as history", () => {
    expect(statusesOfTab("active")).toEqual(["new", "accepted", "cooking", "ready", "on_a_way"]);
    expect(statusesOfTab("history")).toEqual(["delivered", "canceled"]);
  });
});

describe("timelineOf", () => {
  const states = (status: Order["status"], type: Order["delivery_type"] = "delivery") =>
    timelineOf({ status, delivery_type: type }).map((s) => `${s.status}:${s.state}`);

  it("ticks the steps behind the order and marks its own", () => {
    expect(states("cooking")).toEqual([
      "new:done",
      "accepted:done",
      "cooking:current",
      "ready:upcoming",
      "on_a_way:upcoming",
      "delivered:upcoming",
    ]);
  });

  it("has no on_a_way step for a pickup, and a delivered order has every step done", () => {
    expect(states("delivered", "pickup")).toEqual([
      "new:done",
      "accepted:done",
      "cooking:done",
      "ready:done",
      "delivered:done",
    ]);
  });

  it("shows a canceled order stopped after new", () => {
    expect(states("canceled")).toEqual(["new:done", "canceled:current"]);
  });
});

describe("parcelTimelineOf", () => {
  const states = (status: string) => parcelTimelineOf(status).map((s) => `${s.status}:${s.state}`);

  it("walks a parcel's own statuses, with no cooking step", () => {
    expect(states("accepted")).toEqual([
      "new:done",
      "accepted:current",
      "ready:upcoming",
      "on_a_way:upcoming",
      "delivered:upcoming",
    ]);
  });

  it("ticks every step of a delivered parcel", () => {
    expect(states("delivered")).toEqual(["new:done", "accepted:done", "ready:done", "on_a_way:done", "delivered:done"]);
  });

  it("shows a canceled parcel stopped after new", () => {
    expect(states("canceled")).toEqual(["new:done", "canceled:current"]);
  });
});

function order(overrides: Partial<Order> = {}): Order {
  return {
    status: "new",
    review: null,
    order_refunds: [],
    transaction: null,
    details: [],
    currency: null,
    ...overrides,
  } as Order;
}

const tx = (status: "progress" | "paid" | "canceled", refund?: "pending" | "succeeded" | "failed") =>
  ({
    id: 1,
    price: 10,
    status,
    created_at: "",
    payment_system: { tag: "wallet" },
    refund: refund ? { status: refund, price: 10 } : null,
  }) as Order["transaction"];

describe("isActive", () => {
  it("is every status but delivered and canceled, the statuses of the active tab", () => {
    for (const status of statusesOfTab("active")) expect(isActive(status)).toBe(true);
    for (const status of statusesOfTab("history")) expect(isActive(status)).toBe(false);
  });
});

describe("orderActions", () => {
  it("offers cancel only while new", () => {
    expect(orderActions(order({ status: "new" })).cancel).toBe(true);
    for (const status of ["accepted", "cooking", "ready", "on_a_way", "delivered", "canceled"] as const) {
      expect(orderActions(order({ status })).cancel).toBe(false);
    }
  });

  it("offers a review once, after delivery", () => {
    expect(orderActions(order({ status: "on_a_way" })).review).toBe(false);
    expect(orderActions(order({ status: "delivered" })).review).toBe(true);
    const reviewed = order({
      status: "delivered",
      review: { id: 1, order_id: 1, rating: 5, comment: null, created_at: "" },
    });
    expect(orderActions(reviewed).review).toBe(false);
  });

  it("offers a refund for money taken, one pending request at a time, never for a canceled order", () => {
    expect(orderActions(order({ status: "accepted", transaction: tx("paid") })).refund).toBe(true);
    expect(orderActions(order({ status: "accepted", transaction: tx("progress") })).refund).toBe(false);
    expect(orderActions(order({ status: "delivered", transaction: tx("progress") })).refund).toBe(true);
    expect(orderActions(order({ status: "canceled", transaction: tx("canceled", "succeeded") })).refund).toBe(false);
    const pending = order({
      status: "delivered",
      transaction: tx("paid"),
      order_refunds: [{ id: 1, order_id: 1, cause: "x", answer: null, status: "pending", created_at: "" }],
    });
    expect(orderActions(pending).refund).toBe(false);
  });
});

describe("paymentStateOf", () => {
  it("names a refund before the transaction's own status", () => {
    expect(paymentStateOf(order())).toBe("unpaid");
    expect(paymentStateOf(order({ transaction: tx("progress") }))).toBe("to_pay");
    expect(paymentStateOf(order({ transaction: tx("paid") }))).toBe("paid");
    expect(paymentStateOf(order({ transaction: tx("canceled") }))).toBe("canceled");
    expect(paymentStateOf(order({ transaction: tx("canceled", "succeeded") }))).toBe("refunded");
    expect(paymentStateOf(order({ transaction: tx("canceled", "pending") }))).toBe("refund_pending");
    expect(paymentStateOf(order({ transaction: tx("canceled", "failed") }))).toBe("refund_failed");
  });
});

describe("reorderLines", () => {
  it("sends each line with its add-ons, an add-on's parent being its line's stock", () => {
    const stock = (id: number, title: string | null) => ({
      id,
      product: { id: id * 10, shop_id: 1, translation: title ? { title } : null },
    });
    const lines = reorderLines(
      order({
        details: [
          { stock: stock(4, "Margherita"), quantity: 2, addons: [{ stock: stock(1, "Mozzarella"), quantity: 1 }] },
          { stock: stock(9, null), quantity: 1, addons: [] },
        ] as unknown as Order["details"],
      }),
    );
    expect(lines).toEqual([
      {
        title: "Margherita",
        shopId: 1,
        products: [
          { stock_id: 4, quantity: 2 },
          { stock_id: 1, quantity: 1, parent_id: 4 },
        ],
      },
      { title: "#90", shopId: 1, products: [{ stock_id: 9, quantity: 1 }] },
    ]);
  });
});

describe("orderCurrency", () => {
  it("uses the order's own currency, else the fallback", () => {
    const fallback = { symbol: "$", position: "before" as const };
    expect(orderCurrency(order(), fallback)).toBe(fallback);
    const aed = { id: 4, symbol: "د.إ", title: "AED", position: "after", rate: 3.67 };
    expect(orderCurrency(order({ currency: aed }), fallback)).toEqual({ symbol: "د.إ", position: "after" });
  });
});
