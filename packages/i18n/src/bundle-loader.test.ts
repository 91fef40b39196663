import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BundleResponse } from "./bundle-loader";
import { BUNDLE_LOADING, BundleLoadError, createBundleLoader } from "./bundle-loader";

const ok = (data: unknown): BundleResponse => ({ ok: true, status: 200, json: async () => data });
const status = (code: number): BundleResponse => ({ ok: false, status: code, json: async () => ({}) });

describe("createBundleLoader", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the numbers of SPEC.md section 9", () => {
    expect(BUNDLE_LOADING).toEqual({ maxParallelReads: 10, maxRetries: 5, retryDelayMs: 350 });
  });

  it("reads /locales/{lng}/{ns}.json", async () => {
    const fetch = vi.fn(async (_url: string) => ok({ hello: "Hello" }));
    const loader = createBundleLoader({ fetch });
    await expect(loader.load("fr", "common")).resolves.toEqual({ hello: "Hello" });
    expect(fetch).toHaveBeenCalledWith("/locales/fr/common.json");
  });

  it("retries with a delay starting at 350 ms and doubling", async () => {
    const calls: number[] = [];
    let failures = 3;
    const fetch = vi.fn(async () => {
      calls.push(Date.now());
      if (failures > 0) {
        failures -= 1;
        throw new Error("network down");
      }
      return ok({ a: "b" });
    });
    const loader = createBundleLoader({ fetch });
    const start = Date.now();
    const result = loader.load("en", "home");

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(349);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(700);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1400);
    expect(fetch).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toEqual({ a: "b" });
    expect(calls.map((at) => at - start)).toEqual([0, 350, 1050, 2450]);
  });

  it("gives up after 5 retries (6 reads in all)", async () => {
    const fetch = vi.fn(async () => status(503));
    const loader = createBundleLoader({ fetch });
    const result = loader.load("ar", "cart");
    const assertion = expect(result).rejects.toMatchObject({ name: "BundleLoadError", status: 503 });
    await vi.advanceTimersByTimeAsync(350 + 700 + 1400 + 2800 + 5600);
    await assertion;
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it("does not retry a missing bundle or broken JSON", async () => {
    const missing = createBundleLoader({ fetch: vi.fn(async () => status(404)) });
    await expect(missing.load("en", "nope")).rejects.toBeInstanceOf(BundleLoadError);

    const brokenFetch = vi.fn(async () => ({ ok: true, status: 200, json: async () => JSON.parse("{") }));
    const broken = createBundleLoader({ fetch: brokenFetch });
    await expect(broken.load("en", "common")).rejects.toMatchObject({ retryable: false });
    expect(brokenFetch).toHaveBeenCalledTimes(1);
  });

  it("reads at most 10 bundles at once and queues the rest", async () => {
    const pending: Array<() => void> = [];
    let inFlight = 0;
    let peak = 0;
    const fetch = vi.fn(
      (url: string) =>
        new Promise<BundleResponse>((resolve) => {
          inFlight += 1;
          peak = Math.max(peak, inFlight);
          pending.push(() => {
            inFlight -= 1;
            resolve(ok({ url }));
          });
        }),
    );
    const loader = createBundleLoader({ fetch });
    const namespaces = Array.from({ length: 25 }, (_, index) => `ns${index}`);
    const all = loader.loadAll(["en"], namespaces);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(10);
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(11);

    while (pending.length > 0) {
      pending.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    }
    const resources = await all;
    expect(peak).toBe(10);
    expect(Object.keys(resources.en ?? {})).toHaveLength(25);
    expect(resources.en?.ns24).toEqual({ url: "/locales/en/ns24.json" });
  });

  it("serves i18next as a backend without asking it to retry", async () => {
    const loader = createBundleLoader({ fetch: async () => status(404) });
    const callback = vi.fn();
    loader.backend.read("en", "common", callback);
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledWith(expect.any(BundleLoadError), false);
  });
});
