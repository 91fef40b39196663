import { describe, expect, it } from "vitest";
import { canCancel, isActiveOrder, nextOrderStatus, ORDER_STATUSES } from "../../src/rules/orderStatus.js";

describe("order status line", () => {
  it("walks new → accepted → cooking → ready → on_a_way → delivered and stops there", () => {
    const walked: string[] = ["new"];
    let status = nextOrderStatus("new");
    while (status) {
      walked.push(status);
      status = nextOrderStatus(status);
    }
    expect(walked).toEqual(["new", "accepted", "cooking", "ready", "on_a_way", "delivered"]);
    expect(nextOrderStatus("canceled")).toBeNull();
  });

  it("counts every status before delivery as active, and delivered, canceled, rejected, progress as not", () => {
    expect(ORDER_STATUSES.filter(isActiveOrder)).toEqual(["new", "accepted", "cooking", "ready", "on_a_way"]);
    for (const status of ["delivered", "canceled", "rejected", "progress"]) expect(isActiveOrder(status)).toBe(false);
  });

  it("lets the customer cancel a new order only", () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(["new"]);
  });
});
