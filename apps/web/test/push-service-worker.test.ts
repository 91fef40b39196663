import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ORIGIN = "https://tiffin.example";
const source = readFileSync(new URL("../public/firebase-messaging-sw.js", import.meta.url), "utf8");

interface Shown {
  title: string;
  options: { body: string; data: { url: string } };
}

/** Runs the real service worker file against a fake worker scope, with these windows open. */
function loadWorker(openWindows: string[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: Shown[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    registration: {
      showNotification: async (title: string, options: Shown["options"]) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => openWindows.map((url) => ({ url, focus: async () => focused.push(url) })),
      openWindow: async (url: string) => opened.push(url),
    },
  };
  const pageFor = new Function("self", `${source}\nreturn pageFor;`)(scope) as (
    link: unknown,
    origin: string,
  ) => string;
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners[type]?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  const push = (message: unknown) =>
    dispatch("push", { data: { json: () => message, text: () => JSON.stringify(message) } });
  const click = (url: string) => dispatch("notificationclick", { notification: { data: { url }, close: () => {} } });
  return { pageFor, shown, focused, opened, push, click };
}

describe("the push service worker's link rule", () => {
  const { pageFor } = loadWorker();

  it("keeps a path of this site with its query and hash", () => {
    expect(pageFor("/orders/12", ORIGIN)).toBe("/orders/12");
    expect(pageFor("/orders/12?tab=chat#top", ORIGIN)).toBe("/orders/12?tab=chat#top");
  });

  it.each([
    ["a protocol-relative link", "//evil.example/orders/12"],
    ["a backslash link browsers read as protocol-relative", "/\\evil.example/"],
    ["an absolute link to another site", "https://evil.example/orders/12"],
    ["an absolute link to this very site", `${ORIGIN}/orders/12`],
    ["a javascript: link", "javascript:alert(1)"],
    ["a relative path", "orders/12"],
    ["no link", undefined],
    ["a number", 12],
  ])("turns %s into the home page", (_what, link) => {
    expect(pageFor(link, ORIGIN)).toBe("/");
  });
});

describe("the push service worker", () => {
  it("shows a push with its title, body and order link, and a foreign link as the home page", async () => {
    const worker = loadWorker();
    await worker.push({ notification: { title: "Order 12", body: "On its way" }, data: { url: "/orders/12" } });
    await worker.push({ notification: { title: "Phish", body: "Click" }, data: { url: "//evil.example/" } });
    expect(worker.shown.map((item) => [item.title, item.options.body, item.options.data.url])).toEqual([
      ["Order 12", "On its way", "/orders/12"],
      ["Phish", "Click", "/"],
    ]);
  });

  it("on a click focuses the window already on the order instead of opening another", async () => {
    const worker = loadWorker([`${ORIGIN}/`, `${ORIGIN}/orders/12`]);
    await worker.click("/orders/12");
    expect(worker.focused).toEqual([`${ORIGIN}/orders/12`]);
    expect(worker.opened).toEqual([]);
  });

  it("on a click opens the order when no window shows it, and opens home for a foreign link", async () => {
    const worker = loadWorker([`${ORIGIN}/help`]);
    await worker.click("/orders/12");
    await worker.click("https://evil.example/orders/12");
    expect(worker.opened).toEqual([`${ORIGIN}/orders/12`, `${ORIGIN}/`]);
    expect(worker.focused).toEqual([]);
  });
});
