/** Order and parcel statuses. */

export const ORDER_STATUSES = ["new", "accepted", "cooking", "ready", "on_a_way", "delivered", "canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses that do not count as an active order. */
export const NON_ACTIVE_STATUSES = ["progress", "canceled", "rejected"] as const;

export const REFUND_STATUSES = ["pending", "approved", "rejected"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  new: "accepted",
  accepted: "cooking",
  cooking: "ready",
  ready: "on_a_way",
  on_a_way: "delivered",
};

/** The status an order moves to next, or null at the end of the line. */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  return NEXT[status] ?? null;
}

export function isActiveOrder(status: string): boolean {
  return status !== "delivered" && !(NON_ACTIVE_STATUSES as readonly string[]).includes(status);
}

/** Only a new order can be canceled by its customer. */
export function canCancel(status: string): boolean {
  return status === "new";
}
