import type { PageFacts } from "@tiffin/api";
import { describe, expect, it } from "vitest";
import { KEPT_CURRENCIES, PUBLIC_FACTS_MS, publicFactsCache } from "../server/cache/public-facts";

// The API's public facts, kept by the cache module (docs/decisions/041): a second per currency.
const facts = (rate: number): PageFacts => ({ defaultLang: "en", rate, user: null });

function setup() {
  let clock = 10_000;
  const cache = publicFactsCache(() => clock);
  let reads = 0;
  const read = (rate: number) => async () => {
    reads++;
    return facts(rate);
  };
  return { cache, read, reads: () => reads, tick: (ms: number) => (clock += ms), at: (ms: number) => (clock = ms) };
}

describe("publicFactsCache", () => {
  it("reads a currency's facts once within a second and again after it", async () => {
    const t = setup();
    expect((await t.cache.get("2", t.read(1.1)))?.rate).toBe(1.1);
    t.tick(PUBLIC_FACTS_MS - 1);
    expect((await t.cache.get("2", t.read(2.2)))?.rate).toBe(1.1);
    t.tick(1);
    expect((await t.cache.get("2", t.read(2.2)))?.rate).toBe(2.2);
    expect(t.reads()).toBe(2);
  });

  it("keeps each currency's rate apart", async () => {
    const t = setup();
    await t.cache.get("1", t.read(1));
    expect((await t.cache.get("2", t.read(0.8)))?.rate).toBe(0.8);
    expect((await t.cache.get("1", t.read(9)))?.rate).toBe(1);
  });

  it("never serves facts from a clock that went backwards", async () => {
    const t = setup();
    await t.cache.get("1", t.read(1));
    t.at(5_000);
    expect((await t.cache.get("1", t.read(3)))?.rate).toBe(3);
    expect(t.reads()).toBe(2);
  });

  it("holds at most KEPT_CURRENCIES currencies, the oldest read out first", async () => {
    const t = setup();
    for (let id = 0; id <= KEPT_CURRENCIES; id++) await t.cache.get(String(id), t.read(id));
    const before = t.reads();
    await t.cache.get(String(KEPT_CURRENCIES), t.read(-1));
    expect(t.reads()).toBe(before);
    await t.cache.get("0", t.read(-1));
    expect(t.reads()).toBe(before + 1);
  });
});
