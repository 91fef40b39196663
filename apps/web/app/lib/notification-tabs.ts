import type { Notification } from "@tiffin/api-client";

/** The notification panel's tabs (SPEC.md section 4), read from and written to the query. */
export const NOTIFICATION_TABS = ["all", "news", "orders"] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** SPEC.md section 7: five a page; "load more" shows one page more. */
export const NOTIFICATIONS_PAGE_SIZE = 5;
/** The API caps perPage at 100. */
export const MAX_NOTIFICATION_PAGES = 20;

/**
 * The API types each tab lists; null lists every type. The API filters by one type at a time,
 * so the orders tab asks once per order type and merges the answers (newestFirst).
 */
const TAB_TYPES: Record<NotificationTab, readonly Notification["type"][] | null> = {
  all: null,
  news: ["news_publish"],
  orders: ["new_order", "status_changed", "order_refunded"],
};

export function typesOfTab(tab: NotificationTab): readonly Notification["type"][] | null {
  return TAB_TYPES[tab];
}

/**
 * A tab's unread count from the API's notification statistic (unread per type, `notification`
 * being the total; SPEC.md section 3).
 */
export function unreadOfTab(counts: Partial<Record<string, number>>, tab: NotificationTab): number {
  const types = typesOfTab(tab);
  if (!types) return counts.notification ?? 0;
  return types.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
}

export type UnreadByTab = Record<NotificationTab, number>;

export interface NotificationsView {
  tab: NotificationTab;
  /** How many pages of five are shown. */
  pages: number;
}

export function readNotificationsView(params: URLSearchParams): NotificationsView {
  const tab = params.get("tab");
  const pages = Number(params.get("pages"));
  return {
    tab: NOTIFICATION_TABS.includes(tab as NotificationTab) ? (tab as NotificationTab) : "all",
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_NOTIFICATION_PAGES) : 1,
  };
}

/** The page's URL for a view; the defaults (all, one page) are left out. */
export function notificationsHref(view: NotificationsView): string {
  const params = new URLSearchParams();
  if (view.tab !== "all") params.set("tab", view.tab);
  if (view.pages > 1) params.set("pages", String(view.pages));
  const query = params.toString();
  return query ? `/notifications?${query}` : "/notifications";
}

/**
 * The newest `limit` items of several lists that are each sorted newest first (by id, as the
 * API sorts them): the first page of their merge, without duplicates.
 */
export function newestFirst<T extends { id: number }>(lists: readonly (readonly T[])[], limit: number): T[] {
  const byId = new Map<number, T>();
  for (const list of lists) for (const item of list) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, limit);
}
