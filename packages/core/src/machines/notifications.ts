/**
 * Notifications: the unread statistic polled every 10 s while signed in and
 * the page is visible, and a paginated list (5 a page) with tabs all, news
 * and orders; opening one marks it read, and all can be marked read at once.
 *
 * Reading one takes it off the counts at once. Given the statistic a page was
 * rendered with (input, or `notifications.statistic` later), it waits the 10 s
 * before asking again. Tabs and their types: rules/notifications.
 *
 * Injected actors: `fetchStatistic` (→ counts), `fetchPage` ({tab, page} →
 * Page), `markRead` ({id}), `markAllRead`.
 */
import type { Notification as ApiNotification } from "@tiffin/api-client/schemas";
import { and, assign, fromPromise, setup } from "xstate";
import { errorMessage } from "../rules/messages.js";
import { type NotificationStatistic, type NotificationTab, statisticAfterReading } from "../rules/notifications.js";
import { appendPage, emptyPage, hasMore, type Page } from "../rules/page.js";
import { failureOf } from "./actor-events.js";

export const NOTIFICATION_POLL_MS = 10_000;
export const NOTIFICATIONS_PER_PAGE = 5;

export type { NotificationStatistic, NotificationTab };

/** A notification as the list shows it, cut from the API's notification. */
export type Notification = Pick<ApiNotification, "id" | "type" | "read_at" | "created_at"> &
  Partial<Pick<ApiNotification, "title" | "body">>;

export interface NotificationsContext {
  signedIn: boolean;
  visible: boolean;
  statistic: NotificationStatistic;
  tab: NotificationTab;
  list: Page<Notification>;
  /** The notification being marked read. */
  opening: number | null;
  error: string | null;
}

export type NotificationsEvent =
  | { type: "session.signedIn" }
  | { type: "session.signedOut" }
  | { type: "page.visible" }
  | { type: "page.hidden" }
  | { type: "notifications.open" }
  | { type: "notifications.close" }
  | { type: "notifications.tab"; tab: NotificationTab }
  | { type: "notifications.loadMore" }
  | { type: "notifications.read"; id: number }
  | { type: "notifications.readAll" }
  /** The statistic learned elsewhere (a page the server rendered just now). */
  | { type: "notifications.statistic"; statistic: NotificationStatistic };

export interface NotificationsInput {
  signedIn?: boolean;
  visible?: boolean;
  /**
   * The statistic the page was rendered with: when given, the first poll waits its 10 s
   * instead of asking again at once.
   */
  statistic?: NotificationStatistic;
}

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
  },
  actors: {
    fetchStatistic: fromPromise<NotificationStatistic>(async () => {
      throw new Error("notifications: fetchStatistic was not provided");
    }),
    fetchPage: fromPromise<Page<Notification>, { tab: NotificationTab; page: number; perPage: number }>(async () => {
      throw new Error("notifications: fetchPage was not provided");
    }),
    markRead: fromPromise<void, { id: number }>(async () => {
      throw new Error("notifications: markRead was not provided");
    }),
    markAllRead: fromPromise<void>(async () => {
      throw new Error("notifications: markAllRead was not provided");
    }),
  },
  actions: {
    signIn: assign({ signedIn: true }),
    signOut: assign({ signedIn: false, statistic: () => ({}), list: () => emptyPage<Notification>() }),
    show: assign({ visible: true }),
    hide: assign({ visible: false }),
    setStatistic: assign((_, statistic: NotificationStatistic) => ({ statistic })),
    setTab: assign({
      tab: ({ context, event }) => (event.type === "notifications.tab" ? event.tab : context.tab),
      list: () => emptyPage<Notification>(),
    }),
    resetList: assign({ list: () => emptyPage<Notification>(), error: null }),
    appendPage: assign(({ context }, page: Page<Notification>) => ({
      list: appendPage(context.list, page),
      error: null,
    })),
    rememberOpening: assign({ opening: ({ event }) => (event.type === "notifications.read" ? event.id : null) }),
    markOneRead: assign(({ context }) => {
      const opened = context.list.items.find((n) => n.id === context.opening);
      return {
        list: {
          ...context.list,
          items: context.list.items.map((n) => (n.id === context.opening ? { ...n, read_at: n.read_at ?? "now" } : n)),
        },
        // The badges go down at once rather than at the next poll.
        statistic:
          opened && opened.read_at === null ? statisticAfterReading(context.statistic, opened.type) : context.statistic,
        opening: null,
      };
    }),
    markEveryRead: assign({
      list: ({ context }) => ({
        ...context.list,
        items: context.list.items.map((n) => ({ ...n, read_at: n.read_at ?? "now" })),
      }),
      statistic: ({ context }) => Object.fromEntries(Object.keys(context.statistic).map((key) => [key, 0])),
    }),
    showServerMessage: assign((_, error: unknown) => ({ error: errorMessage(error) })),
  },
  guards: {
    canPoll: ({ context }) => context.signedIn && context.visible,
    moreToLoad: ({ context }) => hasMore(context.list),
    knowsStatistic: ({ context }) => Object.keys(context.statistic).length > 0,
  },
}).createMachine({
  id: "notifications",
  type: "parallel",
  context: ({ input }) => ({
    signedIn: input.signedIn ?? false,
    visible: input.visible ?? true,
    statistic: input.statistic ?? {},
    tab: "all",
    list: emptyPage<Notification>(),
    opening: null,
    error: null,
  }),
  states: {
    polling: {
      initial: "starting",
      on: {
        "session.signedIn": { target: ".deciding", actions: "signIn" },
        "session.signedOut": { target: ".off", actions: "signOut" },
        "page.visible": { target: ".deciding", actions: "show" },
        "page.hidden": { target: ".off", actions: "hide" },
        "notifications.statistic": {
          guard: ({ context }) => context.signedIn,
          actions: { type: "setStatistic", params: ({ event }) => event.statistic },
        },
      },
      states: {
        starting: {
          always: [{ guard: and(["canPoll", "knowsStatistic"]), target: "waiting" }, { target: "deciding" }],
        },
        deciding: { always: [{ guard: "canPoll", target: "fetching" }, { target: "off" }] },
        off: {},
        fetching: {
          invoke: {
            id: "fetchStatistic",
            src: "fetchStatistic",
            onDone: { target: "waiting", actions: { type: "setStatistic", params: ({ event }) => event.output } },
            onError: { target: "waiting" },
          },
        },
        waiting: { after: { [NOTIFICATION_POLL_MS]: "fetching" } },
      },
    },
    list: {
      initial: "closed",
      states: {
        closed: { on: { "notifications.open": { target: "loading", actions: "resetList" } } },
        loading: {
          invoke: {
            id: "fetchPage",
            src: "fetchPage",
            input: ({ context }) => ({
              tab: context.tab,
              page: context.list.page + 1,
              perPage: NOTIFICATIONS_PER_PAGE,
            }),
            onDone: { target: "ready", actions: { type: "appendPage", params: ({ event }) => event.output } },
            onError: { target: "ready", actions: { type: "showServerMessage", params: failureOf } },
          },
        },
        ready: {
          on: {
            "notifications.tab": { target: "loading", actions: "setTab" },
            "notifications.loadMore": { guard: "moreToLoad", target: "loading" },
            "notifications.read": { target: "markingOne", actions: "rememberOpening" },
            "notifications.readAll": { target: "markingAll" },
          },
        },
        markingOne: {
          invoke: {
            id: "markRead",
            src: "markRead",
            input: ({ context }) => ({ id: context.opening ?? -1 }),
            onDone: { target: "ready", actions: "markOneRead" },
            onError: { target: "ready", actions: { type: "showServerMessage", params: failureOf } },
          },
        },
        markingAll: {
          invoke: {
            id: "markAllRead",
            src: "markAllRead",
            onDone: { target: "ready", actions: "markEveryRead" },
            onError: { target: "ready", actions: { type: "showServerMessage", params: failureOf } },
          },
        },
      },
      on: { "notifications.close": { target: ".closed" } },
    },
  },
});
