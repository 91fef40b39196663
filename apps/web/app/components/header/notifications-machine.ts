import { type Notification, type NotificationTab, notificationsMachine, type Page } from "@tiffin/core";
import { fromPromise } from "xstate";

/** Where a read notification leads (its order or news item), or null to stay on the list. */
export type FollowTarget = (target: string) => void;

/**
 * The storefront's side of core's notifications machine: its actors call this app's routes
 * (/notifications/unread for the statistic, /notifications/panel for pages and read marks), so
 * the token stays in its cookie. A stale session answers with the sign-out redirect, which the
 * page follows to /login. The tabs, page size and poll are the machine's own.
 */
export function storefrontNotificationsMachine(follow: FollowTarget, fetcher: typeof fetch = fetch) {
  async function json(url: string, init?: RequestInit): Promise<unknown> {
    const response = await fetcher(url, { ...init, headers: { Accept: "application/json" } });
    if (response.redirected) {
      window.location.assign(response.url);
      throw new Error("signed out");
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }
  const post = (intent: string, id?: number) => {
    const body = new URLSearchParams({ intent });
    if (id !== undefined) body.set("id", String(id));
    return json("/notifications/panel", { method: "POST", body });
  };
  return notificationsMachine.provide({
    actors: {
      fetchStatistic: fromPromise<Record<string, number>>(async () => {
        const answer = await json("/notifications/unread");
        return isStatistic(answer) ? answer : {};
      }),
      fetchPage: fromPromise<Page<Notification>, { tab: NotificationTab; page: number; perPage: number }>(
        async ({ input }) => {
          const query = new URLSearchParams({ tab: input.tab, page: String(input.page) });
          const answer = await json(`/notifications/panel?${query}`);
          if (!isPage(answer)) throw new Error("not a page");
          return answer;
        },
      ),
      markRead: fromPromise<void, { id: number }>(async ({ input }) => {
        const answer = await post("read", input.id);
        if (isTargeted(answer) && answer.target) follow(answer.target);
      }),
      markAllRead: fromPromise<void>(async () => {
        await post("read-all");
      }),
    },
  });
}

function isStatistic(value: unknown): value is Record<string, number> {
  return (
    typeof value === "object" && value !== null && Object.values(value).every((count) => typeof count === "number")
  );
}

function isPage(value: unknown): value is Page<Notification> {
  return (
    typeof value === "object" &&
    value !== null &&
    "items" in value &&
    Array.isArray(value.items) &&
    "page" in value &&
    typeof value.page === "number" &&
    "lastPage" in value &&
    typeof value.lastPage === "number"
  );
}

function isTargeted(value: unknown): value is { target: string | null } {
  return typeof value === "object" && value !== null && "target" in value;
}
