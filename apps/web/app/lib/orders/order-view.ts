// The order page's rules, kept apart from the list's (order-tabs.ts) so each route's chunk holds
// only its own: code the order routes shared would be folded into chunks every page loads.
import type { Order, OrderStatus } from "@tiffin/api-client";
import { PARCEL_STATUSES } from "@tiffin/core";

export type StepState = "done" | "current" | "upcoming";

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
}

/** The steps of a path with `status` reached: the ones before it done, its own current (delivered: done). */
function along(path: readonly OrderStatus[], status: string): TimelineStep[] {
  if (status === "canceled") {
    return [
      { status: "new", state: "done" },
      { status: "canceled", state: "current" },
    ];
  }
  const at = path.indexOf(status as OrderStatus);
  return path.map((step, i) => ({
    status: step,
    state: i < at || (i === at && step === "delivered") ? "done" : i === at ? "current" : "upcoming",
  }));
}

/**
 * A parcel's timeline: core's parcel statuses (new → accepted → ready → on_a_way → delivered),
 * with no kitchen step; a canceled parcel shows where it stopped.
 */
export function parcelTimelineOf(status: string): TimelineStep[] {
  return along(
    PARCEL_STATUSES.filter((s) => s !== "canceled"),
    status,
  );
}

/**
 * The order's timeline: new → accepted → cooking → ready → on_a_way → delivered (a pickup order
 * has no on_a_way). A canceled order shows where it stopped: new, then canceled.
 */
export function timelineOf(order: Pick<Order, "status" | "delivery_type">): TimelineStep[] {
  const path: OrderStatus[] = ["new", "accepted", "cooking", "ready", "on_a_way", "delivered"].filter(
    (s) => order.delivery_type !== "pickup" || s !== "on_a_way",
  ) as OrderStatus[];
  return along(path, order.status);
}

/** Still on its way: not delivered, not canceled. */
export const isActive = (status: OrderStatus) => status !== "delivered" && status !== "canceled";

/** What the customer may still do with the order. */
export function orderActions(order: Pick<Order, "status" | "review" | "order_refunds" | "transaction" | "details">) {
  const pendingRefund = order.order_refunds.some((r) => r.status === "pending");
  const paid = order.transaction?.status === "paid";
  return {
    cancel: order.status === "new",
    review: order.status === "delivered" && order.review === null,
    // Asked for money taken (paid ahead, or cash handed over on delivery), one request at a time;
    // a canceled order is refunded by itself.
    refund: order.status !== "canceled" && (paid || order.status === "delivered") && !pendingRefund,
    reorder: order.details.length > 0,
  };
}

/** The payment's state as the page names it: a refund given back wins over the transaction's own. */
export type PaymentState = "unpaid" | "to_pay" | "paid" | "canceled" | "refunded" | "refund_pending" | "refund_failed";

export function paymentStateOf(order: Pick<Order, "transaction">): PaymentState {
  const tx = order.transaction;
  if (!tx) return "unpaid";
  if (tx.refund) {
    return tx.refund.status === "succeeded"
      ? "refunded"
      : tx.refund.status === "pending"
        ? "refund_pending"
        : "refund_failed";
  }
  if (tx.status === "paid") return "paid";
  if (tx.status === "progress") return "to_pay";
  return "canceled";
}

/** The reorder's lines: each parent with its addons, in the insert-product call's terms. */
export function reorderLines(order: Pick<Order, "details">) {
  return order.details.map((detail) => ({
    title: detail.stock.product.translation?.title ?? `#${detail.stock.product.id}`,
    shopId: detail.stock.product.shop_id,
    products: [
      { stock_id: detail.stock.id, quantity: detail.quantity },
      ...detail.addons.map((addon) => ({
        stock_id: addon.stock.id,
        quantity: addon.quantity,
        parent_id: detail.stock.id,
      })),
    ],
  }));
}
