/** A fake of the notification endpoints with the contract's shapes. */
import type { Notification, NotificationTab } from "../../src/machines/notifications.js";
import type { Page } from "../../src/rules/page.js";

const TAB_TYPES: Record<NotificationTab, string | null> = { all: null, news: "news_publish", orders: "status_changed" };

/** The API's 404 for a notification that is not the user's (apps/api checks it against the real one). */
export const NOTIFICATION_NOT_FOUND = { statusCode: "ERROR_404", message: "Notification not found" } as const;

export function createFakeNotifications() {
  const items: Notification[] = Array.from({ length: 7 }, (_, i) => ({
    id: i + 1,
    type: i < 2 ? "news_publish" : "status_changed",
    title: `Notification ${i + 1}`,
    read_at: null,
    created_at: "2026-11-20T10:00:00Z",
  }));
  const inTab = (tab: NotificationTab) => items.filter((n) => TAB_TYPES[tab] === null || n.type === TAB_TYPES[tab]);
  return {
    /** GET /dashboard/notifications?page&perPage&type, newest (highest id) first. */
    page(tab: NotificationTab, page: number, perPage: number): Page<Notification> {
      const all = [...inTab(tab)].sort((a, b) => b.id - a.id);
      return {
        items: all.slice((page - 1) * perPage, page * perPage).map((n) => ({ ...n })),
        page,
        lastPage: Math.max(1, Math.ceil(all.length / perPage)),
      };
    },
    count: (tab: NotificationTab) => inTab(tab).length,
    /** GET /dashboard/user/profile/notifications-statistic (bare object). */
    statistic() {
      const unread = items.filter((n) => n.read_at === null);
      return {
        notification: unread.length,
        news_publish: unread.filter((n) => n.type === "news_publish").length,
        status_changed: unread.filter((n) => n.type === "status_changed").length,
      };
    },
    readAt(id: number) {
      const item = items.find((n) => n.id === id);
      if (!item) throw { ...NOTIFICATION_NOT_FOUND };
      item.read_at = "2026-11-21T10:00:00Z";
    },
    readAll() {
      for (const item of items) item.read_at ??= "2026-11-21T10:00:00Z";
    },
    isRead: (id: number) => items.find((n) => n.id === id)?.read_at !== null,
  };
}
