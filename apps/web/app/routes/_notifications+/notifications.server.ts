import {
  type ApiClient,
  ApiError,
  type Notification,
  notificationStatistic,
  paginateNotifications,
  readAllNotifications,
  readNotification,
} from "@tiffin/api-client";
import {
  NOTIFICATIONS_PER_PAGE,
  type Notification as NotificationRow,
  type NotificationStatistic,
  type NotificationTab,
  type Page,
  typesOfTab,
  unreadOfTab,
} from "@tiffin/core";
import { orSignOut, type SessionUser } from "../../lib/session-user.server";
import { MAX_NOTIFICATION_PAGES, type NotificationsView, newestFirst } from "./__notification-tabs";
import { notificationTarget } from "./__notification-target";

/**
 * The signed-in user's unread statistic (unread per type and in all), which the bell's machine
 * starts from. Visitors have none and cost no call; a 401 (the token expired or was revoked)
 * becomes the sign-out redirect.
 */
export async function notificationCounts(api: ApiClient, user: SessionUser | null): Promise<NotificationStatistic> {
  if (!user || !api.token) return {};
  return orSignOut(notificationStatistic(api));
}

export type UnreadByTab = Record<NotificationTab, number>;

/** Each tab's unread count, for the badges on the tabs. */
export async function unreadByTab(api: ApiClient): Promise<UnreadByTab> {
  const counts = await orSignOut(notificationStatistic(api));
  return { all: unreadOfTab(counts, "all"), news: unreadOfTab(counts, "news"), orders: unreadOfTab(counts, "orders") };
}

/** One row of the list, as the page shows it (NotificationItem's props). */
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
 * three: their first pages are merged), with how many the tab holds. A 401 becomes the sign-out
 * redirect.
 */
async function firstPages(api: ApiClient, view: NotificationsView): Promise<{ items: Notification[]; total: number }> {
  const perPage = NOTIFICATIONS_PER_PAGE * view.pages;
  const types = typesOfTab(view.tab);
  const answers = await Promise.all(
    (types ?? [undefined]).map((type) =>
      orSignOut(paginateNotifications(api, type ? { page: 1, perPage, type } : { page: 1, perPage })),
    ),
  );
  const items = newestFirst(
    answers.map((answer) => answer.data),
    perPage,
  );
  return { items, total: answers.reduce((sum, answer) => sum + answer.meta.total, 0) };
}

/** What /notifications shows: the first `pages` pages of a tab. */
export async function listNotifications(
  api: ApiClient,
  view: NotificationsView,
): Promise<{ items: NotificationEntry[]; hasMore: boolean }> {
  const { items, total } = await firstPages(api, view);
  return { items: items.map(entryOf), hasMore: total > items.length };
}

/** One page of a tab, as the bell's machine asks for it (`fetchPage`); past the API's cap, an empty last page. */
export async function notificationPage(
  api: ApiClient,
  tab: NotificationTab,
  page: number,
): Promise<Page<NotificationRow>> {
  if (page > MAX_NOTIFICATION_PAGES) return { items: [], page, lastPage: page };
  const { items, total } = await firstPages(api, { tab, pages: page });
  return {
    items: items.slice((page - 1) * NOTIFICATIONS_PER_PAGE).map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      body: n.body,
      read_at: n.read_at,
      created_at: n.created_at,
    })),
    page,
    lastPage: Math.min(MAX_NOTIFICATION_PAGES, Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE))),
  };
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

export type ReadAnswer = { ok: true; target: string | null } | { ok: false };

/**
 * The /notifications forms' and the panel's posts: intent=read (with id) marks one read and says
 * where it leads (its order or news item); intent=read-all marks every one. A 401 becomes the
 * sign-out redirect.
 */
export async function readFromForm(api: ApiClient, form: FormData): Promise<{ answer: ReadAnswer; status: number }> {
  const intent = form.get("intent");
  if (intent === "read-all") {
    await orSignOut(readAllNotifications(api));
    return { answer: { ok: true, target: null }, status: 200 };
  }
  if (intent === "read") {
    const id = Number(form.get("id"));
    const read = Number.isInteger(id) && id > 0 ? await markNotificationRead(api, id) : null;
    return read
      ? { answer: { ok: true, target: notificationTarget(read) }, status: 200 }
      : { answer: { ok: false }, status: 404 };
  }
  return { answer: { ok: false }, status: 400 };
}
