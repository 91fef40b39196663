import { cookieText } from "./support/session";
import { hydrated, isPhone } from "./support/storefront";
import { expect, test } from "./support/test";

test.describe("storefront pages", () => {
  test("/?news={uuid} opens the news item in a modal", async ({ page, request }) => {
    const news = (await (await request.get("/api/v1/rest/blogs/paginate?type=notification&perPage=1")).json()) as {
      data: { uuid: string; translation: { title: string } }[];
    };
    const item = news.data[0];
    expect(item).toBeTruthy();
    await page.goto(`/?news=${item?.uuid}`);
    const dialog = page.getByRole("dialog", { name: item?.translation.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a liked restaurant shows on the liked page", async ({ page }) => {
    // The hearts are buttons that wake up with the page's script.
    await page.goto("/", { waitUntil: "networkidle" });
    const restaurants = page.getByRole("list", { name: "Restaurants" });
    const saved = page.waitForResponse((r) => r.url().includes("/liked") && r.request().method() === "POST");
    await restaurants.getByRole("button", { name: "Add to liked restaurants" }).first().click();
    await saved;
    await expect(restaurants.getByRole("button", { name: "Remove from liked restaurants" }).first()).toBeVisible();
    await page.goto("/liked");
    await expect(page.getByRole("list", { name: "Liked restaurants" }).getByRole("listitem")).toHaveCount(1);
  });

  test("an address outside every zone shows the no-delivery page with email capture", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "location", value: cookieText("0,0"), url: baseURL ?? "" }]);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Sorry, we're not available here" })).toBeVisible();
    const email = page.getByRole("textbox", { name: "Email" });
    // the browser lets this through; the API refuses it and the form says so, keeping the text
    await email.fill("ana@example");
    await page.getByRole("button", { name: "Notify me" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Email is invalid" })).toBeVisible();
    await expect(email).toHaveValue("ana@example");
    await email.fill("ana@example.com");
    await page.getByRole("button", { name: "Notify me" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you! We will let you know.");
  });

  test("the address popover asks “Order for this address?” and remembers the answer", async ({ page }, testInfo) => {
    await page.goto("/");
    if (isPhone(testInfo)) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: /^Delivery address/ }).click();
    await expect(page.getByText("Order for this address?").filter({ visible: true })).toBeVisible();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByRole("heading", { name: "Restaurants" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // A click before React has the page reaches no handler (network idle can come first).
    await hydrated(page);
    if (isPhone(testInfo)) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: /^Delivery address/ }).click();
    await expect(page.getByRole("group", { name: "My addresses" }).getByRole("radio")).toBeChecked();
  });

  test("sign-in paths have a bare layout; the 401 notice shows on /login", async ({ page }) => {
    await page.goto("/login?reason=unauthorized");
    await expect(page.getByRole("alert")).toHaveText("Unauthorized");
    await expect(page.getByRole("banner")).toHaveCount(0);
  });

  test("robots.txt and sitemap.xml are served", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).toMatch(/\/restaurant\/\d+<\/loc>/);
  });
});
