import { chooseCurrency, chooseLanguage, expectCartCount, firstProductLink } from "./support/storefront";
import { expect, test } from "./support/test";

// The same journeys before JavaScript: pages render on the server, links navigate, forms post.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home renders and the language form switches to Arabic, right to left", async ({ page }, testInfo) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Restaurants" })).toBeVisible();
    await chooseLanguage(page, testInfo, "العربية");
    // The new bundles load first (progress bar), then the cookie is set and the page re-renders.
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl", { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "المطاعم" }).first()).toBeVisible();
  });

  test("the currency form switches to euros", async ({ page }, testInfo) => {
    await page.goto("/shop/1");
    await chooseCurrency(page, testInfo, "EUR");
    await expect(page.getByText(/^[\d,.]+ €$/).first()).toBeVisible();
  });

  test("search is a GET form and “load more” is a link", async ({ page }) => {
    await page.goto("/search");
    const box = page.getByRole("searchbox", { name: "Search" }).first();
    await box.fill("piz");
    await box.press("Enter");
    await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
    const products = page.getByRole("list", { name: "Products" }).getByRole("listitem");
    const firstPage = await products.count();
    await page.getByRole("link", { name: "Load more" }).last().click();
    await expect(page).toHaveURL(/pp=2/);
    expect(await products.count()).toBeGreaterThan(firstPage);
  });

  test("a product opens from its link and the add-to-cart form posts", async ({ page }) => {
    await page.goto("/shop/1");
    await expectCartCount(page, 0);
    await (await firstProductLink(page)).click();
    await expect(page).toHaveURL(/\?product=/);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/shop\/1\?added=1$/);
    await expectCartCount(page, 1);
    await expect(page.getByRole("status").getByText("Added to cart")).toBeVisible();
  });

  test("category links and the 404 page work", async ({ page }) => {
    await page.goto("/shop/1");
    const links = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(1);
    // every link leads to a section of this page
    for (const href of hrefs) {
      expect(href).toMatch(/^#category-\d+$/);
      await expect(page.locator(href), href).toHaveCount(1);
    }
    // the last category is furthest down: following its link scrolls the page to it
    const last = links.last();
    const name = (await last.textContent()) ?? "";
    await last.click();
    await expect(page).toHaveURL(new RegExp(`/shop/1${hrefs.at(-1)}$`));
    await expect(page.locator(hrefs.at(-1) ?? "").getByRole("heading", { level: 2, name })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
