import { DEMO_EMAIL, logIn } from "./support/cart";
import { firstProductLink, hydrated } from "./support/storefront";
import { expect, type Page, test } from "./support/test";

// The boot script turns the inert module script back on with the response's nonce: run under the
// policy, as a visitor does, so a wrong nonce would leave the page unhydrated.
test.use({ bypassCSP: false });

/**
 * The first contentful paint and the start of every request hydration needs (the scripts and the
 * page's texts file), from the browser's own timings.
 */
function scriptTimings(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
    texts: performance
      .getEntriesByType("resource")
      .filter((entry) => /^\/locales\/[a-z]+\/page-[0-9a-z]+\.json$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
}

for (const path of ["/", "/restaurant/1", "/search?q=piz"]) {
  test(`${path} requests no script before its first contentful paint, then hydrates, fresh and from the page cache`, async ({
    page,
  }) => {
    // The first visit renders the page; the second gets the cached copy with a new nonce.
    for (const visit of ["rendered", "cached"]) {
      await page.goto(path);
      await hydrated(page);
      const { paint, scripts, texts } = await scriptTimings(page);
      expect(paint, visit).not.toBeNull();
      expect(scripts.length, visit).toBeGreaterThan(3);
      if (visit === "rendered") expect(texts, "the page's texts, fetched once").toHaveLength(1);
      for (const start of [...scripts, ...texts])
        expect(start, `${visit}: a request started before the first paint`).toBeGreaterThanOrEqual(paint ?? 0);
      await expect(
        page.locator('script[type="x-module"], link[rel="x-modulepreload"], link[rel="x-preload"]'),
      ).toHaveCount(0);
    }
  });
}

test("a shop page whose scripts came after the paint opens a product in its dialog", async ({ page }) => {
  await page.goto("/restaurant/1");
  await hydrated(page);
  const link = await firstProductLink(page);
  const title = ((await link.getAttribute("aria-label")) ?? "").replace(/^Open /, "");
  await link.click();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible({ timeout: 15_000 });
  // A modal <dialog> only once hydrated: the page behind it is inert.
  await expect(page.locator("dialog[open]")).toHaveJSProperty("open", true);
  expect(await page.evaluate(() => document.querySelector("dialog[open]")?.matches(":modal"))).toBe(true);
});

test("a signed-in home hydrates the visitors' cached main without a mismatch, and a heart on it answers", async ({
  page,
}) => {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") reports.push(message.text());
  });
  page.on("pageerror", (error) => reports.push(error.message));
  // A visitor's home in the page cache first; the customer's home takes its main from there.
  expect((await page.request.get("/")).ok()).toBe(true);
  await logIn(page, DEMO_EMAIL, "/");
  // Sign-in hands the account's liked shops back as a cookie; with none liked, home's main is the visitors'.
  await page.context().addCookies([{ name: "liked", value: encodeURIComponent(btoa("[]")), url: page.url() }]);
  const answer = await page.goto("/");
  expect(answer?.headers()["x-page-main"]).toMatch(/^(?:hit|stale)$/);
  await hydrated(page);
  // The hearts are buttons that wake up with the scripts loaded after the first paint.
  await page.waitForLoadState("networkidle");
  const heart = page.getByRole("main").getByRole("button", { name: "Add to liked restaurants" }).first();
  const saved = page.waitForResponse((r) => r.url().includes("/liked") && r.request().method() === "POST");
  await heart.click();
  await saved;
  // The shop may show twice (its list and the recommended ones): each of its hearts turns.
  await expect(
    page.getByRole("main").getByRole("button", { name: "Remove from liked restaurants" }).first(),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(reports).toEqual([]);
  // The account likes nothing again, as the other journeys expect.
  await page.getByRole("main").getByRole("button", { name: "Remove from liked restaurants" }).first().click();
  await expect(page.getByRole("main").getByRole("button", { name: "Remove from liked restaurants" })).toHaveCount(0);
});

test("the cart, where a click may come at once, fetches its scripts with the document, before its first paint", async ({
  page,
}) => {
  await page.goto("/cart");
  await hydrated(page);
  const { paint, scripts, texts } = await scriptTimings(page);
  expect(scripts.length).toBeGreaterThan(3);
  expect(Math.min(...scripts)).toBeLessThan(paint ?? Number.POSITIVE_INFINITY);
  expect(texts).toHaveLength(1);
  expect(texts[0]).toBeLessThan(paint ?? Number.POSITIVE_INFINITY);
});

test("a page's translation bundles come as a file of their own, kept by the browser, not inside its HTML", async ({
  page,
}) => {
  const html = await (await page.request.get("/")).text();
  const href = html.match(
    /<link rel="x-preload" as="fetch" crossorigin="anonymous" href="([^"]+)" data-page-texts="en"/,
  )?.[1];
  expect(href).toMatch(/^\/locales\/en\/page-[0-9a-z]+\.json$/);
  const file = await page.request.get(href ?? "");
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const texts = (await file.json()) as { en: Record<string, unknown> };
  // Every longer text of the bundles; the page shows only a few of them.
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") {
      if (value.length >= 20 && !value.includes("{{")) strings.push(value);
    } else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(texts.en);
  expect(strings.length).toBeGreaterThan(40);
  const inHtml = strings.filter((text) => html.includes(JSON.stringify(text).slice(1, -1)) || html.includes(text));
  expect(inHtml.length / strings.length).toBeLessThan(0.2);
  // Hydration translates with them: React reports any text of the server's HTML that the
  // browser's first render does not repeat (as an error on the page, #418 or #425 when minified).
  const reports: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") reports.push(message.text());
  });
  page.on("pageerror", (error) => reports.push(error.message));
  for (const path of ["/", "/cart"]) {
    await page.goto(path);
    await hydrated(page);
  }
  await page.waitForTimeout(500);
  expect(reports).toEqual([]);
});
