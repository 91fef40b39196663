/**
 * Model-based test of the notifications machine: polling under fake timers,
 * the paginated list and read marks against a fake notification server.
 */
import { expect, vi } from "vitest";
import { assign, createActor, fromPromise, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import {
  NOTIFICATION_POLL_MS,
  NOTIFICATIONS_PER_PAGE,
  type Notification,
  type NotificationTab,
  notificationsMachine,
} from "../../src/machines/notifications.js";
import type { Page } from "../../src/rules/page.js";
import { CallQueue, settle } from "../fakes/callQueue.js";
import { createFakeNotifications } from "../fakes/fakeNotifications.js";
import { describeModels, modelPaths } from "./describeModel.js";

interface Expected {
  signedIn: boolean;
  visible: boolean;
  statFetched: boolean;
  tab: NotificationTab;
  pages: number;
  readFirst: boolean;
  readAll: boolean;
  error: boolean;
}

type ModelEvent =
  | { type: "notifications.tab"; tab: NotificationTab }
  | { type: "notifications.read"; id: number }
  | {
      type:
        | "session.signedIn"
        | "session.signedOut"
        | "page.visible"
        | "page.hidden"
        | "notifications.open"
        | "notifications.close"
        | "notifications.loadMore"
        | "notifications.readAll"
        | "timer.elapse"
        | "stat.ok"
        | "stat.fail"
        | "page.ok"
        | "page.fail"
        | "mark.ok"
        | "mark.fail";
    };

const TOTALS: Record<NotificationTab, number> = { all: 7, news: 2, orders: 5 };
const lastPage = (tab: NotificationTab) => Math.ceil(TOTALS[tab] / NOTIFICATIONS_PER_PAGE);

const guards = {
  canPoll: ({ context }: { context: Expected }) => context.signedIn && context.visible,
  more: ({ context }: { context: Expected }) => context.pages < lastPage(context.tab),
};

const initial: Expected = {
  signedIn: true,
  visible: true,
  statFetched: false,
  tab: "all",
  pages: 0,
  readFirst: false,
  readAll: false,
  error: false,
};

/** The polling region: the statistic every 10 s while signed in and visible. */
const pollingModel = setup({ types: { context: {} as Expected, events: {} as ModelEvent }, guards }).createMachine({
  id: "pollingModel",
  context: initial,
  initial: "deciding",
  on: {
    "session.signedIn": { target: ".deciding", actions: assign({ signedIn: true }) },
    "session.signedOut": { target: ".off", actions: assign({ signedIn: false, statFetched: false, pages: 0 }) },
    "page.visible": { target: ".deciding", actions: assign({ visible: true }) },
    "page.hidden": { target: ".off", actions: assign({ visible: false }) },
  },
  states: {
    deciding: { always: [{ guard: "canPoll", target: "fetching" }, { target: "off" }] },
    off: {},
    fetching: {
      on: {
        "stat.ok": { target: "waiting", actions: assign({ statFetched: true }) },
        "stat.fail": "waiting",
      },
    },
    waiting: { on: { "timer.elapse": "fetching" } },
  },
});

/** The list region: tabs, pages and read marks (the statistic is answered as it is asked for). */
const listModel = setup({ types: { context: {} as Expected, events: {} as ModelEvent }, guards }).createMachine({
  id: "listModel",
  context: initial,
  initial: "closed",
  on: { "notifications.close": ".closed" },
  states: {
    closed: { on: { "notifications.open": { target: "loading", actions: assign({ pages: 0, error: false }) } } },
    loading: {
      on: {
        "page.ok": { target: "ready", actions: assign({ pages: ({ context }) => context.pages + 1, error: false }) },
        "page.fail": { target: "ready", actions: assign({ error: true }) },
      },
    },
    ready: {
      on: {
        "notifications.tab": {
          target: "loading",
          actions: assign({ tab: ({ event }) => (event as { tab: NotificationTab }).tab, pages: 0 }),
        },
        "notifications.loadMore": { guard: "more", target: "loading" },
        "notifications.read": "markingOne",
        "notifications.readAll": "markingAll",
      },
    },
    markingOne: {
      on: {
        "mark.ok": { target: "ready", actions: assign({ readFirst: true }) },
        "mark.fail": { target: "ready", actions: assign({ error: true }) },
      },
    },
    markingAll: {
      on: {
        "mark.ok": { target: "ready", actions: assign({ readAll: true, readFirst: true }) },
        "mark.fail": { target: "ready", actions: assign({ error: true }) },
      },
    },
  },
});

/** The newest notification (id 7) is the one opened. */
const OPENED_ID = 7;

const pollingTestModel = createTestModel(pollingModel);
const listTestModel = createTestModel(listModel, {
  events: [
    { type: "notifications.tab", tab: "news" },
    { type: "notifications.read", id: OPENED_ID },
  ],
});

type ListSnapshot = ReturnType<typeof listModel.getInitialSnapshot>;
type PollingSnapshot = ReturnType<typeof pollingModel.getInitialSnapshot>;

function createHarness() {
  const queue = new CallQueue();
  const server = createFakeNotifications();
  const machine = notificationsMachine.provide({
    actors: {
      fetchStatistic: fromPromise(({ signal }) => queue.call("fetchStatistic", () => server.statistic(), signal)),
      fetchPage: fromPromise<Page<Notification>, { tab: NotificationTab; page: number; perPage: number }>(
        ({ input, signal }) => queue.call("fetchPage", () => server.page(input.tab, input.page, input.perPage), signal),
      ),
      markRead: fromPromise<void, { id: number }>(({ input, signal }) =>
        queue.call("markRead", () => server.readAt(input.id), signal),
      ),
      markAllRead: fromPromise<void>(({ signal }) => queue.call("markAllRead", () => server.readAll(), signal)),
    },
  });
  const actor = createActor(machine, { input: { signedIn: true, visible: true } }).start();
  return { actor, queue, server };
}

function checkPolling(h: ReturnType<typeof createHarness>, m: PollingSnapshot) {
  const s = h.actor.getSnapshot();
  expect(s.matches({ polling: m.value } as never)).toBe(true);
  expect(h.queue.pending.includes("fetchStatistic")).toBe(m.matches("fetching"));
  if (m.context.statFetched) expect(s.context.statistic).toEqual(h.server.statistic());
  else expect(s.context.statistic).toEqual({});
}

function checkList(h: ReturnType<typeof createHarness>, m: ListSnapshot) {
  const s = h.actor.getSnapshot();
  expect(s.matches({ list: m.value } as never)).toBe(true);
  const expectedCalls = [
    ...(m.matches("loading") ? ["fetchPage"] : []),
    ...(m.matches("markingOne") ? ["markRead"] : []),
    ...(m.matches("markingAll") ? ["markAllRead"] : []),
  ];
  expect(h.queue.pending.filter((p) => p !== "fetchStatistic").sort()).toEqual(expectedCalls.sort());
  const { tab, pages } = m.context;
  expect(s.context.tab).toBe(tab);
  if (!m.matches("closed") || pages > 0) {
    expect(s.context.list.items).toHaveLength(Math.min(pages * NOTIFICATIONS_PER_PAGE, TOTALS[tab]));
  }
  expect(s.context.error !== null).toBe(m.context.error);
  if (m.context.error) expect(s.context.error).toBe("Server error");
  expect(h.server.isRead(OPENED_ID)).toBe(m.context.readFirst);
  if (m.context.readAll) expect(h.server.statistic().notification).toBe(0);
  const opened = s.context.list.items.find((n) => n.id === OPENED_ID);
  if (opened && m.context.readFirst) expect(opened.read_at).not.toBeNull();
}

describeModels(
  "notifications machine (model-based)",
  [
    modelPaths({
      label: "polling",
      model: pollingTestModel,
      pathCount: 17,
      harness: createHarness,
      check: checkPolling,
      send: ["session.signedIn", "session.signedOut", "page.visible", "page.hidden"],
      events: (h) => ({
        // The statistic is asked for again 10 s after the last answer, not sooner.
        "timer.elapse": async () => {
          await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1);
          expect(h.queue.pending).not.toContain("fetchStatistic");
          await vi.advanceTimersByTimeAsync(1);
          await settle();
        },
        "stat.ok": () => h.queue.answer("fetchStatistic"),
        "stat.fail": () => h.queue.fail("fetchStatistic"),
      }),
    }),
    modelPaths({
      label: "list",
      model: listTestModel,
      pathCount: 156,
      harness: createHarness,
      check: checkList,
      send: [
        "notifications.open",
        "notifications.close",
        "notifications.tab",
        "notifications.loadMore",
        "notifications.read",
        "notifications.readAll",
      ],
      events: (h) => ({
        "page.ok": () => h.queue.answer("fetchPage"),
        "page.fail": () => h.queue.fail("fetchPage"),
        "mark.ok": () => h.queue.answer(h.queue.pending.find((p) => p.startsWith("mark")) ?? "markRead"),
        "mark.fail": () => h.queue.fail(h.queue.pending.find((p) => p.startsWith("mark")) ?? "markRead"),
      }),
    }),
  ],
  { fakeTimers: true },
);
