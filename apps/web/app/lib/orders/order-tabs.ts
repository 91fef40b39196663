import type { OrderStatus } from "@tiffin/api-client";

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
