import { signIn } from "./support/session";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

/** Same-site page links of an HTML document (anchors only: images and scripts are not pages). */
function pageLinks(html: string, base: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/gi)) {
    const raw = (match[1] ?? "").replaceAll("&amp;", "&");
    if (/^(mailto|tel|javascript):/i.test(raw) || raw.startsWith("#")) continue;
    const url = new URL(raw, base);
    if (url.origin !== new URL(base).origin) continue;
    url.hash = "";
    links.push(url.pathname + url.search);
  }
  return links;
}

// Sign-out is a POST; API and image addresses are not pages a reader follows.
const SKIP = [/^\/logout\b/, /^\/api\//, /^\/storage\//];

interface Failure {
  url: string;
  status: number;
  from: string;
}

/** Runs `work` over `items`, `width` at a time, in order of the items. */
async function inPool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

/**
 * Follows every internal link from home, two levels deep, with GET requests that share the
 * page's cookies (so signed-in pages are fetched signed in). Each URL is fetched once; a few
 * at a time, as a browser would.
 */
async function crawl(request: APIRequestContext, base: string): Promise<{ seen: number; failures: Failure[] }> {
  const seen = new Map<string, string>([["/", "start"]]);
  const failures: Failure[] = [];
  let level = ["/"];
  for (let depth = 0; depth <= 2; depth++) {
    const next: string[] = [];
    const pages = await inPool(level, 4, async (path) => {
      const response = await request.get(path, { maxRedirects: 5, timeout: 60_000 });
      const html = (response.headers()["content-type"] ?? "").includes("text/html");
      return {
        path,
        status: response.status(),
        url: response.url(),
        body: html && depth < 2 ? await response.text() : "",
      };
    });
    for (const { path, status, url, body } of pages) {
      if (status >= 400) {
        failures.push({ url: path, status, from: seen.get(path) ?? "" });
        continue;
      }
      for (const link of pageLinks(body, url || base)) {
        if (SKIP.some((pattern) => pattern.test(link)) || seen.has(link)) continue;
        seen.set(link, path);
        next.push(link);
      }
    }
    level = next;
  }
  return { seen: seen.size, failures };
}

async function crawlAs(page: Page, baseURL: string | undefined) {
  const { seen, failures } = await crawl(page.request, baseURL ?? "");
  test.info().annotations.push({ type: "crawled", description: `${seen} URLs` });
  expect(seen).toBeGreaterThan(10);
  expect(failures).toEqual([]);
}

test("every link two levels deep from home answers without 4xx or 5xx, signed out", async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  // The footer leads to the content pages and the landing, so the crawl covers them.
  const home = await page.request.get("/");
  for (const path of ["/blog", "/recipes", "/careers", "/branches", "/promotions", "/brands", "/welcome"]) {
    expect(pageLinks(await home.text(), baseURL ?? "")).toContain(path);
  }
  await crawlAs(page, baseURL);
});

test("every link two levels deep from home and the user menu answers without 4xx or 5xx, signed in", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await signIn(page, request, "demo@tiffin.test");
  // The user menu is part of home's HTML (a <details> popover), so its links are crawled from there.
  const home = await page.request.get("/");
  for (const path of ["/wallet", "/saved-locations", "/referrals", "/chats", "/reservations", "/parcels"]) {
    expect(pageLinks(await home.text(), baseURL ?? "")).toContain(path);
  }
  await crawlAs(page, baseURL);
});
