import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cached, cachedText, forgetEverything, rememberedEntries } from "../server/cache";
import { MEMORY_BUDGET_CHARS } from "../server/cache/store";

/** A stand-in for caches.default that counts what is asked of it and keeps what is put. */
function countingCache() {
  const stored = new Map<string, Response>();
  const asked: string[] = [];
  const cache = {
    async match(key: string) {
      asked.push(`match ${key}`);
      return stored.get(key)?.clone();
    },
    async put(key: string, response: Response) {
      asked.push(`put ${key}`);
      stored.set(key, response.clone());
    },
  };
  return { cache, asked, stored };
}

/** Background work (the store, a refresh) finishes before the test reads the counts. */
function context() {
  const pending: Promise<unknown>[] = [];
  return {
    ctx: { waitUntil: (work: Promise<unknown>) => pending.push(work), passThroughOnException() {} } as never,
    settle: () => Promise.all(pending),
  };
}

let edge: ReturnType<typeof countingCache>;

beforeEach(() => {
  forgetEverything();
  edge = countingCache();
  (globalThis as unknown as { caches: unknown }).caches = { default: edge.cache };
});
afterEach(() => forgetEverything());

function producer(body: (n: number) => string, init: ResponseInit = {}) {
  let made = 0;
  return {
    produce: async () => {
      made += 1;
      return new Response(body(made), { status: 200, headers: { "Content-Type": "text/html" }, ...init });
    },
    made: () => made,
  };
}

describe("the edge cache's memory tier", () => {
  it("answers a second visitor from this isolate's memory without asking caches.default again", async () => {
    const page = producer((n) => `page ${n}`);
    const { ctx, settle } = context();
    const first = await cached({ key: "https://k/home", freshSeconds: 30, ctx, produce: page.produce });
    await settle();
    const askedAfterFirst = edge.asked.length;
    const second = await cached({ key: "https://k/home", freshSeconds: 30, ctx, produce: page.produce });
    expect(first.state).toBe("miss");
    expect(second.state).toBe("hit");
    expect(await second.response.text()).toBe("page 1");
    expect(page.made()).toBe(1);
    expect(edge.asked.length).toBe(askedAfterFirst);
  });

  it("keeps nothing that hands out a cookie, in memory or in caches.default", async () => {
    const personal = producer((n) => `yours ${n}`, { headers: { "Set-Cookie": "access_token=abc" } });
    const { ctx, settle } = context();
    await cached({ key: "https://k/mine", freshSeconds: 30, ctx, produce: personal.produce });
    await settle();
    const again = await cached({ key: "https://k/mine", freshSeconds: 30, ctx, produce: personal.produce });
    expect(again.state).toBe("miss");
    expect(await again.response.text()).toBe("yours 2");
    expect(rememberedEntries()).toBe(0);
    expect(edge.stored.size).toBe(0);
  });

  it("refreshes a stale entry once in the background however many visitors ask at once, and serves the fresh one after", async () => {
    const page = producer((n) => `page ${n}`);
    const { ctx, settle } = context();
    await cached({ key: "https://k/shop", freshSeconds: 0, ctx, produce: page.produce });
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const crowd = await Promise.all(
      Array.from({ length: 10 }, () => cached({ key: "https://k/shop", freshSeconds: 0, ctx, produce: page.produce })),
    );
    expect(crowd.every((answer) => answer.state === "stale")).toBe(true);
    expect(await crowd[0]?.response.text()).toBe("page 1");
    await settle();
    expect(page.made()).toBe(2);
    const after = await cached({ key: "https://k/shop", freshSeconds: 60, ctx, produce: page.produce });
    expect(await after.response.text()).toBe("page 2");
  });

  it("remembers a copy found in caches.default (another isolate stored it), so the next hit stays in memory", async () => {
    const { ctx, settle } = context();
    const elsewhere = producer(() => "stored elsewhere");
    await cached({ key: "https://k/search", freshSeconds: 30, ctx, produce: elsewhere.produce });
    await settle();
    forgetEverything(); // a new isolate: empty memory, same caches.default
    const page = producer((n) => `page ${n}`);
    const fromEdge = await cached({ key: "https://k/search", freshSeconds: 30, ctx, produce: page.produce });
    const matches = edge.asked.filter((line) => line.startsWith("match")).length;
    const fromMemory = await cached({ key: "https://k/search", freshSeconds: 30, ctx, produce: page.produce });
    expect(await fromEdge.response.text()).toBe("stored elsewhere");
    expect(await fromMemory.response.text()).toBe("stored elsewhere");
    expect(edge.asked.filter((line) => line.startsWith("match")).length).toBe(matches);
    expect(page.made()).toBe(0);
  });

  it("stays within its budget by forgetting the least recently used entry first", async () => {
    const { ctx, settle } = context();
    const big = "x".repeat(Math.floor(MEMORY_BUDGET_CHARS / 10));
    for (let i = 0; i < 9; i++) {
      await cached({ key: `https://k/${i}`, freshSeconds: 30, ctx, produce: async () => new Response(big) });
    }
    // Entry 0 is used again, so entry 1 is now the least recently used.
    await cached({ key: "https://k/0", freshSeconds: 30, ctx, produce: async () => new Response("never") });
    for (let i = 9; i < 12; i++) {
      await cached({ key: `https://k/${i}`, freshSeconds: 30, ctx, produce: async () => new Response(big) });
    }
    await settle();
    expect(rememberedEntries()).toBeLessThanOrEqual(10);
    edge.stored.clear(); // only memory can answer now
    const zero = await cached({
      key: "https://k/0",
      freshSeconds: 30,
      ctx,
      produce: async () => new Response("again"),
    });
    const one = await cached({ key: "https://k/1", freshSeconds: 30, ctx, produce: async () => new Response("again") });
    expect(zero.state).toBe("hit");
    expect(one.state).toBe("miss");
  });
});

describe("cachedText (a kept page's own text, for a caller that reads a part of it)", () => {
  it("hands the kept text and kept headers, not rewritten, and shares the entry with cached()", async () => {
    const page = producer((n) => `<main>page ${n} nonce-aaaa</main>`);
    const { ctx, settle } = context();
    const options = {
      key: "https://k/text",
      freshSeconds: 30,
      ctx,
      produce: page.produce,
      storedHeaders: () => ({ "x-kept": "render-1" }),
      rewrite: (body: string) => body.replace("nonce-aaaa", "nonce-bbbb"),
      dropHeaders: ["x-kept"],
    };
    const miss = await cachedText(options);
    expect(miss).toMatchObject({ status: 200, body: "<main>page 1 nonce-aaaa</main>", state: "miss" });
    expect(miss.headers.get("x-kept")).toBe("render-1");
    await settle();
    const hit = await cachedText(options);
    expect(hit).toMatchObject({ body: "<main>page 1 nonce-aaaa</main>", state: "hit" });
    expect(hit.headers.get("x-kept")).toBe("render-1");
    const client = await cached(options);
    expect(await client.response.text()).toBe("<main>page 1 nonce-bbbb</main>");
    expect(client.response.headers.has("x-kept")).toBe(false);
    expect(page.made()).toBe(1);
  });

  it("hands a produced answer that may not be kept and keeps nothing", async () => {
    const personal = producer((n) => `yours ${n}`, { headers: { "Set-Cookie": "a=b" } });
    const { ctx, settle } = context();
    const first = await cachedText({ key: "https://k/text-mine", freshSeconds: 30, ctx, produce: personal.produce });
    await settle();
    expect(first).toMatchObject({ body: "yours 1", state: "miss" });
    expect(rememberedEntries()).toBe(0);
    expect(edge.stored.size).toBe(0);
  });
});
