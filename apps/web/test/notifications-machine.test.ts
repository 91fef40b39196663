import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NOTIFICATION_POLL_MS } from "@tiffin/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import { storefrontNotificationsMachine } from "../app/components/header/notifications-machine";

/** This app's two routes as the bell's machine calls them, with the calls it made. */
function fakeRoutes() {
  const calls: string[] = [];
  const unread = { notification: 3, news_publish: 1, new_referral: 0, status_changed: 2 };
  const rows = Array.from({ length: 7 }, (_, i) => ({
    id: 7 - i,
    type: i < 2 ? "status_changed" : "news_publish",
    title: `Row ${7 - i}`,
    body: null,
    read_at: i < 3 ? null : "2026-11-20 10:00:00",
    created_at: "2026-11-20 09:00:00",
  }));
  const fetcher = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), "http://shop.test");
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url.pathname}${url.search}${init?.body ? ` ${String(init.body)}` : ""}`);
    if (url.pathname === "/notifications/unread") return Response.json(unread);
    if (url.pathname === "/notifications/panel" && method === "GET") {
      const page = Number(url.searchParams.get("page"));
      return Response.json({ items: rows.slice((page - 1) * 5, page * 5), page, lastPage: 2 });
    }
    if (url.pathname === "/notifications/panel") {
      return Response.json({ ok: true, target: String(init?.body).includes("id=7") ? "/orders/1001" : null });
    }
    return new Response("not here", { status: 404 });
  });
  return { calls, fetcher };
}

describe("the bell's notifications machine (core's, with this app's routes)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts from the rendered statistic and asks /notifications/unread every 10 s after", async () => {
    const { calls, fetcher } = fakeRoutes();
    const actor = createActor(
      storefrontNotificationsMachine(() => {}, fetcher),
      {
        input: { signedIn: true, visible: true, statistic: { notification: 5 } },
      },
    ).start();
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(actor, (s) => s.context.statistic.notification === 3);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    expect(calls).toEqual(["GET /notifications/unread", "GET /notifications/unread"]);
    actor.stop();
  });

  it("lists pages of five from /notifications/panel, takes a read row off the counts and follows its target", async () => {
    const { calls, fetcher } = fakeRoutes();
    const followed: string[] = [];
    const actor = createActor(
      storefrontNotificationsMachine((target) => followed.push(target), fetcher),
      {
        input: { signedIn: true, visible: true, statistic: { notification: 3, status_changed: 2, news_publish: 1 } },
      },
    ).start();
    actor.send({ type: "notifications.open" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }));
    expect(actor.getSnapshot().context.list.items).toHaveLength(5);
    actor.send({ type: "notifications.loadMore" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && s.context.list.items.length === 7);

    actor.send({ type: "notifications.read", id: 7 });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && s.context.opening === null);
    expect(actor.getSnapshot().context.statistic).toEqual({ notification: 2, status_changed: 1, news_publish: 1 });
    expect(followed).toEqual(["/orders/1001"]);

    actor.send({ type: "notifications.readAll" });
    await waitFor(actor, (s) => s.matches({ list: "ready" }) && s.context.statistic.notification === 0);
    expect(calls).toEqual([
      "GET /notifications/panel?tab=all&page=1",
      "GET /notifications/panel?tab=all&page=2",
      "POST /notifications/panel intent=read&id=7",
      "POST /notifications/panel intent=read-all",
    ]);
    actor.stop();
  });
});

/** Every source file of the storefront, by path. */
function appSources(): Map<string, string> {
  const root = join(import.meta.dirname, "../app");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((name) => /\.tsx?$/.test(name));
  return new Map(files.map((name) => [name, readFileSync(join(root, name), "utf8")]));
}

describe("the storefront's notifications go through core's machine", () => {
  const sources = appSources();

  it("the bell runs the machine and hands the panel that running actor", () => {
    const bell = sources.get("components/header/notification-bell.tsx") ?? "";
    expect(bell).toMatch(/useActorRef\(machine/);
    expect(bell).toContain("storefrontNotificationsMachine(");
    expect(bell).toMatch(/<NotificationPanel[^>]*notifications=\{notifications\}/);
    const panel = sources.get("routes/_notifications+/__notification-panel.tsx") ?? "";
    expect(panel).toContain("useSelector(notifications");
    expect(panel).not.toMatch(/useFetcher|fetch\(/);
  });

  it("declares none of the machine's constants again: no tab list, no page size, no poll interval", () => {
    const repeats = [...sources].filter(([, text]) =>
      /\[\s*"all",\s*"news",\s*"orders"\s*\]|(UNREAD|NOTIFICATIONS?)_\w*(POLL|PAGE_SIZE|PER_PAGE)\w*\s*=/.test(text),
    );
    expect(repeats.map(([name]) => name)).toEqual([]);
  });
});
