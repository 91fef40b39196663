import { addProduct, logIn } from "./support/cart";
import { LAYOUT_WIDTHS, layoutProblems } from "./support/layout";
import { cookieText, signIn, signUp } from "./support/session";
import { hydrated } from "./support/storefront";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "./support/test";

/**
 * Every page a customer can reach, laid out at a phone, a tablet and the desktop width, in light
 * and dark, left to right and right to left: nothing wider than the viewport, and every link and
 * button visible where it is drawn (not clipped, covered or off the page).
 *
 * The pages are the crawl's (crawler.spec.ts): the links two levels deep from home, one page per
 * route and set of query keys, plus home's four layouts and search results. Each page is loaded
 * once and checked at the three widths by resizing; its theme and language turn with the page
 * (light English, dark Arabic, dark French, light Arabic), so every width meets both themes and
 * both directions over the run without loading each page twelve times.
 */

const LOOKS = [
  { theme: "light", lang: "en" },
  { theme: "dark", lang: "ar" },
  { theme: "dark", lang: "fr" },
  { theme: "light", lang: "ar" },
] as const;

// Sign-out is a POST; API, image and development addresses are not pages a customer reads.
const SKIP = [/^\/logout\b/, /^\/api\//, /^\/storage\//, /^\/dev\//, /^\/locales\//, /\.(xml|txt)$/];

/** One route per shape: numbers and ids become ":id", query values are dropped (but home's `v`). */
function routeOf(path: string): string {
  const url = new URL(path, "http://x");
  const shape = url.pathname
    .split("/")
    .map((part) => (/^\d+$|^[0-9a-f-]{16,}$|^[A-Za-z0-9_-]{20,}$/i.test(part) ? ":id" : part))
    .join("/");
  const keys = [...url.searchParams.keys()].sort().map((key) => (key === "v" ? `v=${url.searchParams.get(key)}` : key));
  return keys.length > 0 ? `${shape}?${keys.join("&")}` : shape;
}

function pageLinks(html: string, base: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/gi)) {
    const raw = (match[1] ?? "").replaceAll("&amp;", "&");
    if (/^(mailto|tel|javascript):/i.test(raw) || raw.startsWith("#")) continue;
    const url = new URL(raw, base);
    if (url.origin !== new URL(base).origin) continue;
    const path = url.pathname + url.search;
    if (!SKIP.some((pattern) => pattern.test(path))) links.push(path);
  }
  return links;
}

/** The first page of each route, two levels deep from `start`, fetched with the page's cookies. */
async function pagesFrom(request: APIRequestContext, base: string, start: string[]): Promise<string[]> {
  const routes = new Map<string, string>();
  for (const path of start) routes.set(routeOf(path), path);
  let level = [...routes.values()];
  for (let depth = 0; depth < 2; depth++) {
    const next: string[] = [];
    for (const path of level) {
      const response = await request.get(path, { maxRedirects: 5, timeout: 60_000 });
      if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
      for (const link of pageLinks(await response.text(), response.url() || base)) {
        const route = routeOf(link);
        if (routes.has(route)) continue;
        routes.set(route, link);
        next.push(link);
      }
    }
    level = next;
  }
  return [...routes.values()];
}

async function dress(context: BrowserContext, baseURL: string, look: (typeof LOOKS)[number]) {
  await context.addCookies([
    { name: "theme", value: cookieText(look.theme), url: baseURL },
    { name: "lang", value: cookieText(look.lang), url: baseURL },
  ]);
}

/** Loads each page in its turn's look and lists what is wrong with it at each width. */
async function checkPages(page: Page, baseURL: string, paths: string[], offset = 0): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, path] of paths.entries()) {
    const look = LOOKS[(index + offset) % LOOKS.length] ?? LOOKS[0];
    await dress(page.context(), baseURL, look);
    await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: 800 });
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status() ?? 0, path).toBeLessThan(400);
    // Checked as a person meets it once the scripts have run (dialogs are modal only then).
    await hydrated(page);
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await layoutProblems(page)) {
        failures.push(`${path} at ${width} px, ${look.theme}, ${look.lang}: ${problem}`);
      }
    }
  }
  return failures;
}

const START = ["/", "/?v=2", "/?v=3", "/?v=4", "/search?q=pizza", "/shop/1", "/restaurant/1"];

test.describe.configure({ timeout: 600_000 });

test("every page of the crawl fits its viewport with every link and button reachable, signed out", async ({
  page,
  baseURL,
}) => {
  const paths = await pagesFrom(page.request, baseURL ?? "", START);
  for (const path of ["/login", "/register", "/help", "/welcome", "/blog", "/be-seller", "/deliver", "/?v=4"]) {
    expect(paths).toContain(path);
  }
  test.info().annotations.push({ type: "pages", description: String(paths.length) });
  expect(await checkPages(page, baseURL ?? "", paths)).toEqual([]);
});

test("every page of the crawl fits its viewport with every link and button reachable, signed in", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, "demo@tiffin.test");
  const paths = await pagesFrom(page.request, baseURL ?? "", [
    ...START,
    "/orders",
    "/wallet",
    "/profile",
    "/parcels/new",
  ]);
  for (const path of ["/notifications", "/saved-locations", "/referrals", "/chats", "/reservations/mine", "/parcels"]) {
    expect(paths).toContain(path);
  }
  expect(paths.some((path) => /^\/orders\/\d+$/.test(path))).toBe(true);
  test.info().annotations.push({ type: "pages", description: String(paths.length) });
  expect(await checkPages(page, baseURL ?? "", paths, 1)).toEqual([]);
});

test("checkout and the cart fit their viewport with every link and button reachable", async ({
  page,
  request,
  baseURL,
}) => {
  const { email } = await signUp(request, { firstname: "Lena" });
  await logIn(page, email, "/");
  await addProduct(page, 1, "9a0d0000-0000-4000-8000-000000000004");
  await page.setViewportSize({ width: 360, height: 800 });
  expect(
    await checkPages(page, baseURL ?? "", ["/cart", "/restaurant/1/checkout", "/cart", "/restaurant/1/checkout"]),
  ).toEqual([]);
});
