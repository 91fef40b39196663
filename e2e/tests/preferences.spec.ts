import { chooseCurrency, chooseLanguage } from "./support/storefront";
import { expect, test } from "./support/test";

test.describe("language and currency", () => {
  test("switching to Arabic renders the page right to left and translated", async ({ page }, testInfo) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Restaurants" })).toBeVisible();
    await chooseLanguage(page, testInfo, "العربية");
    // The new bundles load first (progress bar), then the cookie is set and the page re-renders.
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl", { timeout: 15_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { name: "المطاعم" }).first()).toBeVisible();
    // The server renders Arabic from the cookie on the next load, without a flash of English.
    const html = await (await page.request.get("/")).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
  });

  test("a progress bar shows while the new language's bundles load", async ({ page }, testInfo) => {
    await page.goto("/", { waitUntil: "networkidle" });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the Arabic bundles until the bar has been seen.
    await page.route("**/locales/ar/**", async (route) => {
      await gate;
      await route.continue();
    });
    await chooseLanguage(page, testInfo, "العربية");
    await expect(page.getByRole("progressbar")).toBeVisible();
    release();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl", { timeout: 15_000 });
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("switching to euros converts prices and puts the symbol after the amount", async ({ page }, testInfo) => {
    const currencies = (await (await page.request.get("/api/v1/rest/currencies/active")).json()) as {
      data: { title: string; rate: number }[];
    };
    const rate = currencies.data.find((c) => c.title === "EUR")?.rate ?? Number.NaN;
    expect(rate).toBeGreaterThan(0);
    expect(rate).not.toBe(1);
    await page.goto("/shop/1");
    const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
    const dollars = (await page.getByText(/^\$[\d,.]+$/).allTextContents()).map(minor);
    expect(dollars.length).toBeGreaterThan(0);
    await chooseCurrency(page, testInfo, "EUR");
    const euros = page.getByText(/^[\d,.]+ €$/);
    await expect(euros.first()).toBeVisible();
    await expect(page.getByText(/^\$[\d,.]+$/)).toHaveCount(0);
    // every price, in page order, is the dollar amount at the euro's rate, rounded once to the cent
    expect((await euros.allTextContents()).map(minor)).toEqual(dollars.map((cents) => Math.round(cents * rate)));
  });

  test("the dark-mode toggle is remembered by the server", async ({ page }, testInfo) => {
    await page.goto("/");
    if (testInfo.project.name === "mobile") await page.getByRole("button", { name: "Open menu" }).click();
    const saved = page.waitForResponse((r) => r.url().includes("/preferences") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Dark mode" }).click();
    await saved;
    await expect(page.locator("html")).toHaveClass(/dark/);
    // The header and the phone menu each hold a toggle, and before hydration the click is a
    // plain form post that reloads the page with the menu closed: whichever are hidden, every
    // toggle must now show the pressed state.
    const toggles = page.getByRole("button", { name: "Dark mode", includeHidden: true });
    await expect(toggles.first()).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('button[aria-label="Dark mode"][aria-pressed="false"]')).toHaveCount(0);
    const html = await (await page.request.get("/")).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
  });
});
