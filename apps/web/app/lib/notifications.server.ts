import {
  type ApiClient,
  ApiError,
  type Notification,
  notificationStatistic,
  paginateNotifications,
  readNotification,
} from "@tiffin/api-client";
import {
  NOTIFICATION_TABS,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsView,
  newestFirst,
  typesOfTab,
  type UnreadByTab,
  unreadOfTab,
} from "./notification-tabs";
import { orSignOut, type SessionUser } from "./session-user.server";

/**
 * The bell's badge: the signed-in user's unread notifications, all kinds together. Visitors have
 * none and cost no call; a 401 (the token expired or was revoked) becomes the sign-out redirect.
 */
export async function unreadNotifications(api: ApiClient, user: SessionUser | null): Promise<number> {
  if (!user || !api.token) return 0;
  const counts = await orSignOut(notificationStatistic(api));
  return counts.notification ?? 0;
}

/** Each tab's unread count, for the badges on the tabs. */
export async function unreadByTab(api: ApiClient): Promise<UnreadByTab> {
  const counts = await orSignOut(notificationStatistic(api));
  return Object.fromEntries(NOTIFICATION_TABS.map((tab) => [tab, unreadOfTab(counts, tab)])) as UnreadByTab;
}

/** One row of the list, as the page and the panel show it (NotificationItem's props). */
export interface NotificationEntry {
  id: number;
  type: string;
  title: string | null;
  body: string | null;
  readAt: string | null;
  createdAt: string;
}

const entryOf = (n: Notification): NotificationEntry => ({
  id: n.id,
  type: n.type,
  title: n.title,
  body: n.body,
  readAt: n.read_at,
  createdAt: n.created_at,
});

/**
 * The first `pages` pages of a tab, newest first, in one call per API type (the orders tab has
 * three: their first pages are merged). A 401 becomes the sign-out redirect.
 */
export async function listNotifications(
  api: ApiClient,
  view: NotificationsView,
): Promise<{ items: NotificationEntry[]; hasMore: boolean }> {
  const perPage = NOTIFICATIONS_PAGE_SIZE * view.pages;
  const types = typesOfTab(view.tab);
  const answers = await Promise.all(
    (types ?? [undefined]).map((type) =>
      orSignOut(paginateNotifications(api, type ? { page: 1, perPage, type } : { page: 1, perPage })),
    ),
  );
  const items = newestFirst(
    answers.map((answer) => answer.data),
    perPage,
  ).map(entryOf);
  const total = answers.reduce((sum, answer) => sum + answer.meta.total, 0);
  return { items, hasMore: total > items.length };
}

/** Marks one notification read; null when it is not the user's (the API answers 404). */
export async function markNotificationRead(api: ApiClient, id: number): Promise<Notification | null> {
  try {
    return await orSignOut(readNotification(api, id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
