import type { Currency, Order, OrderStatus } from "@tiffin/api-client";

/** The /orders tabs: orders still on their way, and the finished ones. */
export const ORDER_TABS = ["active", "history"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ACTIVE_STATUSES = ["new", "accepted", "cooking", "ready", "on_a_way"] as const satisfies OrderStatus[];
export const HISTORY_STATUSES = ["delivered", "canceled"] as const satisfies OrderStatus[];

export function statusesOfTab(tab: OrderTab): OrderStatus[] {
  return tab === "active" ? [...ACTIVE_STATUSES] : [...HISTORY_STATUSES];
}

/** Ten a page; "load more" shows one page more. The API serves at most 100 rows a call. */
export const ORDERS_PAGE_SIZE = 10;
export const MAX_ORDER_PAGES = 10;

export interface OrdersView {
  tab: OrderTab;
  /** How many pages of ten are shown. */
  pages: number;
}

export function readOrdersView(params: URLSearchParams): OrdersView {
  const tab = params.get("tab");
  const pages = Number(params.get("pages"));
  return {
    tab: ORDER_TABS.includes(tab as OrderTab) ? (tab as OrderTab) : "active",
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_ORDER_PAGES) : 1,
  };
}

export function ordersHref(view: OrdersView): string {
  const params = new URLSearchParams();
  if (view.tab !== "active") params.set("tab", view.tab);
  if (view.pages > 1) params.set("pages", String(view.pages));
  const query = params.toString();
  return query ? `/orders?${query}` : "/orders";
}

export type StepState = "done" | "current" | "upcoming";

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
}

/**
 * The order's timeline: new → accepted → cooking → ready → on_a_way → delivered (a pickup order
 * has no on_a_way). A canceled order shows where it stopped: new, then canceled.
 */
export function timelineOf(order: Pick<Order, "status" | "delivery_type">): TimelineStep[] {
  if (order.status === "canceled") {
    return [
      { status: "new", state: "done" },
      { status: "canceled", state: "current" },
    ];
  }
  const path: OrderStatus[] = ["new", "accepted", "cooking", "ready", "on_a_way", "delivered"].filter(
    (s) => order.delivery_type !== "pickup" || s !== "on_a_way",
  ) as OrderStatus[];
  const at = path.indexOf(order.status);
  return path.map((status, i) => ({
    status,
    state: i < at || (i === at && status === "delivered") ? "done" : i === at ? "current" : "upcoming",
  }));
}

export const isActive = (status: OrderStatus) => (ACTIVE_STATUSES as readonly string[]).includes(status);

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

/** The currency an order was placed in, as formatPrice takes it (null: the default one). */
export function orderCurrency(
  order: Pick<Order, "currency">,
  fallback: Pick<Currency, "symbol" | "position"> | null = null,
): Pick<Currency, "symbol" | "position"> | null {
  if (!order.currency) return fallback;
  return { symbol: order.currency.symbol, position: order.currency.position === "after" ? "after" : "before" };
}
