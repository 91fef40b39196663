import { isNotificationTab, type NotificationTab } from "@tiffin/core";

/** The API caps perPage at 100: twenty pages of core's five. */
export const MAX_NOTIFICATION_PAGES = 20;

export interface NotificationsView {
  tab: NotificationTab;
  /** How many pages of five are shown. */
  pages: number;
}

export function readNotificationsView(params: URLSearchParams): NotificationsView {
  const tab = params.get("tab");
  const pages = Number(params.get("pages"));
  return {
    tab: isNotificationTab(tab) ? tab : "all",
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
