import { hydrated, isPhone } from "./support/storefront";
import { expect, test } from "./support/test";

test.describe("search", () => {
  test("searching “piz” lists restaurants and products, and scrolling loads the next page", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    if (isPhone(testInfo)) {
      // Phones open a full-screen search page.
      await page.getByRole("link", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/search$/);
    }
    const box = page.getByRole("searchbox", { name: "Search" }).first();
    await box.fill("piz");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=piz/);
    await expect(page.getByRole("heading", { name: "Restaurants", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
    await expect(page.getByText(/^Restaurants found: \d+$/)).toBeVisible();
    await expect(page.getByText(/^Products found: \d+$/)).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Restaurants" }).getByRole("link", { name: /Pizza/ }).first(),
    ).toBeVisible();

    const products = page.getByRole("list", { name: "Products" }).getByRole("listitem");
    const firstPage = await products.count();
    expect(firstPage).toBeGreaterThan(0);
    await page.getByRole("list", { name: "Products" }).getByRole("listitem").last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => products.count(), { timeout: 10_000 }).toBeGreaterThan(firstPage);
  });

  test("scrolling down the results of “pizza” loads all 60 products, page after page", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/search?q=pizza");
    await hydrated(page);
    await expect(page.getByText("Products found: 60")).toBeVisible();
    const products = page.getByRole("list", { name: "Products" }).getByRole("listitem");
    let shown = await products.count();
    while (shown < 60) {
      await products.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 6000);
      // Each scroll to the end must bring more: a list that stops growing fails here.
      await expect.poll(() => products.count(), { timeout: 10_000 }).toBeGreaterThan(shown);
      shown = await products.count();
    }
    expect(shown).toBe(60);
    await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
  });

  test("“Load more” under the products shows the next page of them", async ({ page }) => {
    await page.goto("/search?q=pizza");
    await hydrated(page);
    const section = page.getByRole("region", { name: "Products" });
    const products = section.getByRole("list", { name: "Products" }).getByRole("listitem");
    const first = await products.count();
    expect(first).toBeGreaterThan(0);
    await section.getByRole("link", { name: "Load more" }).click();
    await expect.poll(() => products.count()).toBeGreaterThan(first);
    expect(new URL(page.url()).searchParams.get("pp")).not.toBeNull();
  });

  test("pressing Enter in the search box closes its suggestions over the results", async ({ page }, testInfo) => {
    await page.goto(isPhone(testInfo) ? "/search?q=sushi" : "/", { waitUntil: "networkidle" });
    await hydrated(page);
    const box = page.getByRole("searchbox", { name: "Search" }).first();
    const suggestions = page.getByRole("region", { name: "Suggestions" });
    await box.click();
    await box.fill("");
    await box.pressSequentially("piz");
    await expect(suggestions.getByRole("list", { name: "Products" }).getByRole("link").first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=piz$/);
    await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
    await expect(suggestions).toBeHidden();
    // And again on the results page itself.
    const again = page.getByRole("searchbox", { name: "Search" }).last();
    await again.click();
    await again.fill("");
    await again.pressSequentially("sushi");
    await expect(suggestions.getByRole("list", { name: "Restaurants" }).getByRole("link").first()).toBeVisible();
    await again.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=sushi$/);
    await expect(page.getByRole("heading", { name: /sushi/ })).toBeVisible();
    await expect(suggestions).toBeHidden();
  });

  test("a blank term does not search", async ({ page }) => {
    await page.goto("/search?q=%20%20");
    await expect(page.getByRole("heading", { name: "Products", exact: true })).toHaveCount(0);
    await expect(page.getByText("Type what you are hungry for")).toBeVisible();
  });
});

test.describe("search popovers", () => {
  test("typing shows shops and products after a pause; recent searches can be reused, removed and cleared", async ({
    page,
  }, testInfo) => {
    await page.goto(isPhone(testInfo) ? "/search" : "/", { waitUntil: "networkidle" });
    // The popovers start on the box's first focus, which needs the hydrated page.
    await hydrated(page);
    const box = page.getByRole("searchbox", { name: "Search" }).first();
    const suggestions = page.getByRole("region", { name: "Suggestions" });
    const recent = page.getByRole("region", { name: "Recent searches" });
    const clearBox = async () => {
      await box.fill("");
      await box.dispatchEvent("input");
    };
    await box.click();
    await box.pressSequentially("piz");
    await expect(suggestions.getByRole("list", { name: "Restaurants" }).getByRole("link").first()).toBeVisible();
    await expect(suggestions.getByRole("list", { name: "Products" }).getByRole("link").first()).toBeVisible();
    await clearBox();
    await box.pressSequentially("sushi");
    // Wait for this term's own results: a search is remembered once its debounce has run.
    await expect(
      suggestions.getByRole("list", { name: "Restaurants" }).getByRole("link", { name: /Sushi/ }),
    ).toBeVisible();

    await clearBox();
    await expect(recent.getByRole("button", { name: /again$/ })).toHaveCount(2);
    await recent.getByRole("button", { name: "Search “piz” again" }).click();
    await expect(box).toHaveValue("piz");
    await clearBox();
    await recent.getByRole("button", { name: "Remove “piz” from recent searches" }).click();
    await expect(recent.getByRole("button", { name: /again$/ })).toHaveCount(1);
    await expect(recent.getByRole("button", { name: "Search “sushi” again" })).toBeVisible();
    await recent.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(recent).toBeHidden();
  });
});
