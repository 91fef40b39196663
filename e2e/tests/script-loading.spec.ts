import { expect, type Page, test } from "@playwright/test";
import { firstProductLink } from "./support/storefront";

// The boot script turns the inert module script back on with the response's nonce: run under the
// policy, as a visitor does, so a wrong nonce would leave the page unhydrated.
test.use({ bypassCSP: false });

/** The first contentful paint and the start of every script request, from the browser's own timings. */
function scriptTimings(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
}

/** React has taken over the page's HTML: the main element carries its fiber. */
function hydrated(page: Page) {
  return page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

for (const path of ["/", "/restaurant/1", "/search?q=piz"]) {
  test(`${path} requests no script before its first contentful paint, then hydrates, fresh and from the page cache`, async ({
    page,
  }) => {
    // The first visit renders the page; the second gets the cached copy with a new nonce.
    for (const visit of ["rendered", "cached"]) {
      await page.goto(path);
      await hydrated(page);
      const { paint, scripts } = await scriptTimings(page);
      expect(paint, visit).not.toBeNull();
      expect(scripts.length, visit).toBeGreaterThan(3);
      for (const start of scripts)
        expect(start, `${visit}: a script started before the first paint`).toBeGreaterThanOrEqual(paint ?? 0);
      await expect(page.locator('script[type="x-module"], link[rel="x-modulepreload"]')).toHaveCount(0);
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

test("the cart, where a click may come at once, fetches its scripts with the document, before its first paint", async ({
  page,
}) => {
  await page.goto("/cart");
  await hydrated(page);
  const { paint, scripts } = await scriptTimings(page);
  expect(scripts.length).toBeGreaterThan(3);
  expect(Math.min(...scripts)).toBeLessThan(paint ?? Number.POSITIVE_INFINITY);
});
