/**
 * The notification list's tabs (SPEC.md section 4) and what each counts as unread. The API
 * filters by one type at a time; a tab lists the types it shows, null for every type.
 */
import type { Notification } from "@tiffin/api-client/schemas";

/** A notification's kind, as the API names it. */
export type NotificationType = Notification["type"];

export const NOTIFICATION_TABS = ["all", "news", "orders"] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** The unread statistic: unread per type, `notification` being the total (SPEC.md section 3). */
export type NotificationStatistic = Record<string, number>;

const TAB_TYPES: Record<NotificationTab, readonly NotificationType[] | null> = {
  all: null,
  news: ["news_publish"],
  orders: ["new_order", "status_changed", "order_refunded"],
};

export function isNotificationTab(value: unknown): value is NotificationTab {
  return NOTIFICATION_TABS.some((tab) => tab === value);
}

export function typesOfTab(tab: NotificationTab): readonly NotificationType[] | null {
  return TAB_TYPES[tab];
}

/** A tab's unread count, read from the statistic. */
export function unreadOfTab(statistic: Partial<NotificationStatistic>, tab: NotificationTab): number {
  const types = typesOfTab(tab);
  if (!types) return statistic.notification ?? 0;
  return types.reduce((sum, type) => sum + (statistic[type] ?? 0), 0);
}

/** The statistic once one unread notification of `type` has been read: its type and the total go down by one. */
export function statisticAfterReading(statistic: NotificationStatistic, type: string): NotificationStatistic {
  const next = { ...statistic };
  for (const key of [type, "notification"]) {
    const count = next[key];
    if (count !== undefined) next[key] = Math.max(0, count - 1);
  }
  return next;
}
