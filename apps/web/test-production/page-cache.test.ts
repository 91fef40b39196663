import { describe, expect, it } from "vitest";
import { VISITOR_VERSION_MS } from "../server/cache";
import { ORIGIN, productionWorkerWithDb, stored, storefrontSignIn } from "./production-worker";

// The page and catalogue caches of the production bundle (docs/decisions/018), in workerd with
// its Cache API. The Worker's own `x-page-cache` header says whether the cache answered.

const production = productionWorkerWithDb();

async function get(path: string, init: RequestInit = {}) {
  const response = await production.worker.dispatchFetch(`${ORIGIN}${path}`, { redirect: "manual", ...init } as never);
  return { response, text: await response.text(), state: response.headers.get("x-page-cache") };
}

/** Fetches until the stored copy answers (the store finishes after the first answer). */
async function cachedCopy(path: string, init: RequestInit = {}) {
  for (let i = 0; i < 20; i++) {
    const page = await get(path, init);
    if (page.state === "hit") return page;
  }
  throw new Error(`${path} never came from the cache`);
}

/** The session cookies the storefront's own sign-in form hands out. */
const signIn = async () => (await storefrontSignIn(production.worker)).cookie;

const nonceOf = (response: { headers: { get(name: string): string | null } }) =>
  response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";

describe("the page cache", () => {
  it("serves a signed-out home from the cache with this response's nonce on every inline script", async () => {
    const first = await get("/?v=1");
    expect(first.state).toBe("miss");
    const hit = await cachedCopy("/?v=1");
    const nonce = nonceOf(hit.response);
    expect(nonce).not.toBe(nonceOf(first.response));
    const scripts = [...hit.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    expect(hit.text).not.toContain(nonceOf(first.response));
    expect(hit.response.headers.has("x-edge-cache-render-nonce")).toBe(false);
  });

  it("never answers a signed-in visitor from the cache, and never stores their page for others", async () => {
    await cachedCopy("/shop/1");
    const cookie = await signIn();
    for (let i = 0; i < 3; i++) {
      const mine = await get("/shop/1", { headers: { Cookie: cookie } });
      expect(mine.response.status).toBe(200);
      expect(mine.state).toBe("bypass");
      expect(mine.text).toContain("Dana");
    }
    const stranger = await cachedCopy("/shop/1");
    expect(stranger.text).not.toContain("Dana");
  });

  it("never answers a request with a forged session cookie or a cart cookie from the cache", async () => {
    await cachedCopy("/");
    for (const cookie of [
      "session=forged",
      stored("cart", "1.2.3x1"),
      `${stored("lang", "en")}; ${stored("liked", [1])}`,
    ]) {
      expect((await get("/", { headers: { Cookie: cookie } })).state).toBe("bypass");
    }
  });

  it("gives two visitors with different languages and currencies each their own page", async () => {
    const english = await cachedCopy("/search?q=pizza", { headers: { Cookie: stored("lang", "en") } });
    const arabic = await get("/search?q=pizza", { headers: { Cookie: stored("lang", "ar") } });
    expect(english.text).toMatch(/<html lang="en" dir="ltr"/);
    expect(arabic.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect((await cachedCopy("/search?q=pizza", { headers: { Cookie: stored("lang", "ar") } })).text).toMatch(
      /<html lang="ar" dir="rtl"/,
    );
    expect((await cachedCopy("/search?q=pizza", { headers: { Cookie: stored("lang", "en") } })).text).toMatch(
      /<html lang="en" dir="ltr"/,
    );

    const currencies = JSON.parse((await get("/api/v1/rest/currencies/active")).text) as {
      data: { id: number; default: boolean }[];
    };
    const other = currencies.data.find((c) => !c.default);
    expect(other).toBeTruthy();
    const inOther = { headers: { Cookie: `${stored("lang", "en")}; ${stored("currency_id", other?.id)}` } };
    const defaultPage = await cachedCopy("/restaurant/1", { headers: { Cookie: stored("lang", "en") } });
    const otherRender = await get("/restaurant/1", inOther);
    expect(otherRender.state).toBe("miss");
    const otherCopy = await cachedCopy("/restaurant/1", inOther);
    // Prices differ between currencies, so the pages do; each cached copy is its own render.
    const withoutNonce = (page: Awaited<ReturnType<typeof get>>) =>
      page.text.replaceAll(nonceOf(page.response), "NONCE");
    expect(withoutNonce(otherCopy)).toBe(withoutNonce(otherRender));
    expect(withoutNonce(otherCopy)).not.toBe(withoutNonce(defaultPage));
  });

  it("shows a catalogue change to a signed-in visitor at once and to signed-out visitors within a second", async () => {
    const before = await cachedCopy("/shop/2");
    const session = await signIn();
    const { db } = production;
    const row = await db
      .prepare("SELECT title FROM shop_translations WHERE shop_id = 2 AND locale = 'en'")
      .first<{ title: string }>();
    expect(before.text).toContain(row?.title ?? "no title");
    await db
      .prepare("UPDATE shop_translations SET title = ?1 WHERE shop_id = 2 AND locale = 'en'")
      .bind("Renamed Corner Deli")
      .run();
    try {
      const signedIn = await get("/shop/2", { headers: { Cookie: session } });
      expect(signedIn.text).toContain("Renamed Corner Deli");
      // Signed-out pages may use the isolate's version read of the last second (VISITOR_VERSION_MS).
      await new Promise((resolve) => setTimeout(resolve, VISITOR_VERSION_MS + 100));
      const after = await get("/shop/2");
      expect(after.state).toBe("miss");
      expect(after.text).toContain("Renamed Corner Deli");
    } finally {
      await db
        .prepare("UPDATE shop_translations SET title = ?1 WHERE shop_id = 2 AND locale = 'en'")
        .bind(row?.title)
        .run();
    }
  });

  it("stores a shop page with no open or closed badge of its own: the browser tells from the hours it carries", async () => {
    // Morning Bakery (restaurant 13): 07:00–18:00 London time. A badge fixed in the stored copy
    // would say what it was when rendered, at any hour it is served after.
    const hit = await cachedCopy("/restaurant/13");
    const heading = hit.text.match(/<h1\b[^>]*>[^<]*<\/h1>([\s\S]{0,200})/);
    expect(heading?.[1]).toBeDefined();
    expect(heading?.[1]).not.toMatch(/^\s*<span\b/);
    expect(hit.text).not.toMatch(/>(Open|Closed)<\/span><\/div>/);
    // The page's data (streamed, not JSON) carries the hours and their zone for the browser.
    expect(hit.text).toContain("Europe/London");
    expect(hit.text).toContain("07-00");
  });
});
