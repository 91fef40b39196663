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

/**
 * The statuses a shop may move an order to from `status`: one step forward (accepted may skip
 * cooking; a pickup order skips on_a_way, the customer collects it when ready), or canceled
 * (a rejection when new). Delivered and canceled are final: nothing.
 */
export function shopOrderMoves(status: string, deliveryType: "delivery" | "pickup"): OrderStatus[] {
  switch (status) {
    case "new":
      return ["accepted", "canceled"];
    case "accepted":
      return ["cooking", "ready", "canceled"];
    case "cooking":
      return ["ready", "canceled"];
    case "ready":
      return deliveryType === "pickup" ? ["delivered", "canceled"] : ["on_a_way", "canceled"];
    case "on_a_way":
      return ["delivered", "canceled"];
    default:
      return [];
  }
}

export const PARCEL_STATUSES = ["new", "accepted", "ready", "on_a_way", "delivered", "canceled"] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** A parcel moves one step forward at a time, or is canceled; delivered and canceled are final. */
export function parcelMoves(status: string): ParcelStatus[] {
  const at = (PARCEL_STATUSES as readonly string[]).indexOf(status);
  if (at < 0 || status === "delivered" || status === "canceled") return [];
  return [PARCEL_STATUSES[at + 1] as ParcelStatus, "canceled"];
}

/** A table booking is confirmed (accepted) or canceled; a confirmed one may still be canceled. */
export function bookingMoves(status: string): ("accepted" | "canceled")[] {
  if (status === "new") return ["accepted", "canceled"];
  if (status === "accepted") return ["canceled"];
  return [];
}
