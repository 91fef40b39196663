import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  type Notification,
  type NotificationStatistic,
  type NotificationTab,
  notificationsMachine,
} from "../../src/machines/notifications.js";
import type { Page } from "../../src/rules/page.js";

const note = (id: number, read_at: string | null): Notification => ({
  id,
  type: "status_changed",
  read_at,
  created_at: "2026-11-20 10:00:00",
});

function start(input: { signedIn?: boolean; visible?: boolean; statistic?: NotificationStatistic } = {}) {
  const calls: Array<[string, unknown]> = [];
  const machine = notificationsMachine.provide({
    actors: {
      fetchStatistic: fromPromise<NotificationStatistic>(async () => {
        calls.push(["fetchStatistic", undefined]);
        return { news: 2, status_changed: 1 };
      }),
      fetchPage: fromPromise<Page<Notification>, { tab: NotificationTab; page: number; perPage: number }>(
        async ({ input }) => {
          calls.push(["fetchPage", input]);
          return {
            items: [note(1, null), note(2, null), note(3, "2026-11-01 08:00:00")],
            page: input.page,
            lastPage: 1,
          };
        },
      ),
      markRead: fromPromise<void, { id: number }>(async ({ input }) => {
        calls.push(["markRead", input]);
      }),
      markAllRead: fromPromise<void>(async () => {
        calls.push(["markAllRead", undefined]);
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

const readAts = (actor: ReturnType<typeof start>["actor"]) =>
  actor.getSnapshot().context.list.items.map((n) => [n.id, n.read_at]);

describe("notifications: marking read", () => {
  it("marks only the opened notification read and keeps an earlier read time", async () => {
    const { actor, calls } = start();
    actor.send({ type: "notifications.open" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "notifications.read", id: 2 });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && s.context.opening === null);
    expect(readAts(actor)).toEqual([
      [1, null],
      [2, "now"],
      [3, "2026-11-01 08:00:00"],
    ]);
    expect(calls).toContainEqual(["markRead", { id: 2 }]);
  });

  it("takes one off the read notification's type and the total, and none for one read before", async () => {
    const { actor } = start({ signedIn: true, statistic: { notification: 3, status_changed: 2, news_publish: 1 } });
    actor.send({ type: "notifications.open" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "notifications.read", id: 1 });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && s.context.opening === null);
    expect(actor.getSnapshot().context.statistic).toEqual({ notification: 2, status_changed: 1, news_publish: 1 });
    actor.send({ type: "notifications.read", id: 3 });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && s.context.opening === null);
    expect(actor.getSnapshot().context.statistic).toEqual({ notification: 2, status_changed: 1, news_publish: 1 });
  });

  it("waits its 10 s before the first poll when the page came with a statistic, and asks at once without", () => {
    const rendered = start({ signedIn: true, statistic: { notification: 4 } });
    expect(rendered.actor.getSnapshot().matches({ polling: "waiting" })).toBe(true);
    expect(rendered.calls.filter(([name]) => name === "fetchStatistic")).toHaveLength(0);
    const bare = start({ signedIn: true });
    expect(bare.actor.getSnapshot().matches({ polling: "fetching" })).toBe(true);
  });

  it("takes a statistic learned elsewhere while signed in, and ignores it signed out", () => {
    const { actor } = start({ signedIn: true, statistic: { notification: 4 } });
    actor.send({ type: "notifications.statistic", statistic: { notification: 1, news_publish: 1 } });
    expect(actor.getSnapshot().context.statistic).toEqual({ notification: 1, news_publish: 1 });
    actor.send({ type: "session.signedOut" });
    actor.send({ type: "notifications.statistic", statistic: { notification: 7 } });
    expect(actor.getSnapshot().context.statistic).toEqual({});
  });

  it("marks every notification read, keeps earlier read times and zeroes every count", async () => {
    const { actor } = start({ signedIn: true });
    await waitFor(actor, (s) => Object.keys(s.context.statistic).length === 2);
    actor.send({ type: "notifications.open" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "notifications.readAll" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && s.context.statistic.news === 0);
    expect(readAts(actor)).toEqual([
      [1, "now"],
      [2, "now"],
      [3, "2026-11-01 08:00:00"],
    ]);
    expect(actor.getSnapshot().context.statistic).toEqual({ news: 0, status_changed: 0 });
  });

  it("loads the chosen tab from its first page", async () => {
    const { actor, calls } = start();
    actor.send({ type: "notifications.open" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    actor.send({ type: "notifications.tab", tab: "orders" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && s.context.tab === "orders");
    expect(calls.filter(([name]) => name === "fetchPage")).toEqual([
      ["fetchPage", { tab: "all", page: 1, perPage: 5 }],
      ["fetchPage", { tab: "orders", page: 1, perPage: 5 }],
    ]);
    expect(actor.getSnapshot().context.list.items).toHaveLength(3);
  });

  it("does not poll counts for a visitor, and polls once signed in while the page is visible", async () => {
    const visitor = start();
    expect(visitor.actor.getSnapshot().context.signedIn).toBe(false);
    expect(visitor.actor.getSnapshot().matches({ polling: "off" })).toBe(true);
    expect(visitor.calls).toEqual([]);
    const hidden = start({ signedIn: true, visible: false });
    expect(hidden.actor.getSnapshot().matches({ polling: "off" })).toBe(true);
    const member = start({ signedIn: true });
    expect(member.actor.getSnapshot().context.visible).toBe(true);
    await waitFor(member.actor, (s) => s.matches({ polling: "waiting" }));
    expect(member.calls).toEqual([["fetchStatistic", undefined]]);
  });
});
