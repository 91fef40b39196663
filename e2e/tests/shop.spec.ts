import { expectCartCount, firstProductLink, hydrated } from "./support/storefront";
import { expect, test } from "./support/test";

test.describe("shop and product", () => {
  // Morning Bakery (restaurant 13) opens 07:00–18:00 London time, Monday to Saturday.
  test("a shop says Closed once its hours have passed and Open within them, on the reader's clock", async ({
    page,
  }) => {
    const badge = page.locator("main header h1 + span");
    // Friday 27 November 2026, 19:30 in London: past its hours, whatever time the page was made.
    await page.clock.setFixedTime(new Date("2026-11-27T19:30:00Z"));
    await page.goto("/restaurant/13");
    await hydrated(page);
    await expect(badge).toHaveText("Closed");
    await page.goto("/");
    await hydrated(page);
    const bakery = page
      .getByRole("list", { name: "Restaurants" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Morning Bakery" }) });
    await expect(bakery.first()).toContainText("Closed");
    // The same Friday at 10:00: open.
    await page.clock.setFixedTime(new Date("2026-11-27T10:00:00Z"));
    await page.goto("/restaurant/13");
    await hydrated(page);
    await expect(badge).toHaveText("Open");
    // Sunday at 10:00: closed all day.
    await page.clock.setFixedTime(new Date("2026-11-29T10:00:00Z"));
    await page.reload();
    await hydrated(page);
    await expect(badge).toHaveText("Closed");
  });

  test("a shop shows the recommended products the API lists and streams in its latest reviews", async ({
    page,
    request,
  }) => {
    const api = async (path: string) => (await (await request.get(`/api/v1/rest/${path}`)).json()) as { data: never[] };
    const reviews = (await api("shops/1/reviews?perPage=5&lang=en")).data as { comment: string | null }[];
    const recommended = (await api("shops/1/products/recommended/paginate?perPage=8&lang=en")).data as {
      translation: { title: string } | null;
    }[];
    const comment = reviews.find((review) => review.comment)?.comment;
    const title = recommended[0]?.translation?.title;
    expect(comment, "the seed has a shop review with a comment").toBeTruthy();
    expect(title, "the seed has a recommended product").toBeTruthy();

    await page.goto("/shop/1");
    const reviewSection = page.getByRole("region", { name: "Reviews" });
    await expect(reviewSection.getByText(comment ?? "", { exact: true })).toBeVisible();
    await expect(reviewSection.getByRole("listitem")).toHaveCount(reviews.length);
    const recommendedSection = page.getByRole("region", { name: "Recommended" });
    await expect(recommendedSection.getByText(title ?? "", { exact: true }).first()).toBeVisible();
  });

  test("a shop shows its menu by category with a sticky category nav", async ({ page }) => {
    await page.goto("/shop/1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Categories" });
    await expect(nav).toBeVisible();
    const startY = (await nav.boundingBox())?.y ?? 0;
    const links = nav.getByRole("link");
    const names = await links.allTextContents();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(names.length).toBeGreaterThan(1);
    // one menu section per category, each under its heading
    for (const name of names) await expect(page.getByRole("heading", { level: 2, name })).toHaveCount(1);
    const name = names[0] ?? "";
    await links.first().click();
    await expect(page).toHaveURL(/#category-\d+$/);
    await expect(page.getByRole("heading", { level: 2, name })).toBeInViewport();

    // sticky: scrolled down to the end of the last category, the nav stays in view at the top,
    // under the header, instead of scrolling away with the page
    await page.locator(hrefs.at(-1) ?? "").evaluate((section) => section.scrollIntoView({ block: "end" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(startY + 200);
    await expect(nav).toBeInViewport({ ratio: 1 });
    const header = await page.getByRole("banner").boundingBox();
    const stuck = await nav.boundingBox();
    expect(stuck?.y).toBeGreaterThanOrEqual(Math.floor((header?.y ?? 0) + (header?.height ?? 0)) - 1);
    expect(stuck?.y).toBeLessThan(startY);
  });

  test("opening a product from ?product= and adding it updates the cart count", async ({ page }) => {
    await page.goto("/shop/1");
    // Taken over first: before that the link is a full page load and "Add to cart" a plain form
    // post (both work without JavaScript: no-javascript.spec.ts), and a click while React takes
    // the page over is the race this journey used to lose now and then.
    await hydrated(page);
    await expectCartCount(page, 0);
    const link = await firstProductLink(page);
    const title = ((await link.getAttribute("aria-label")) ?? "").replace(/^Open /, "");
    await link.click();
    await expect(page).toHaveURL(/\?product=[\w-]+/);
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("1");
    await dialog.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await dialog.getByRole("button", { name: "Add to cart" }).click();
    await expectCartCount(page, 2);
    await expect(dialog).toBeHidden();

    // A product link opened directly renders the dialog from the server.
    const direct = await (
      await page.request.get(await link.getAttribute("href").then((href) => `/shop/1${href?.slice(href.indexOf("?"))}`))
    ).text();
    expect(direct).toContain("<dialog");
  });

  test("a quantity typed into the product form before the page's scripts run is the quantity added", async ({
    page,
  }) => {
    // The scripts are held back until the customer has typed, as on a slow phone.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/**/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Not "load": once the page has painted it asks for its scripts, and a held script holds
    // back the load event (whether the paint comes before it is up to the browser).
    await page.goto("/shop/1", { waitUntil: "domcontentloaded" });
    const link = await firstProductLink(page);
    const title = ((await link.getAttribute("aria-label")) ?? "").replace(/^Open /, "");
    await page.goto((await link.getAttribute("href")) ?? "", { waitUntil: "domcontentloaded" });
    const dialog = page.getByRole("dialog", { name: title });
    const quantity = dialog.getByRole("spinbutton", { name: "Quantity" });
    await quantity.fill("2");
    release();
    await hydrated(page);
    // Any render after the page is taken over (here: choosing another size) keeps what was typed.
    await dialog.getByRole("radio").nth(1).check();
    await expect(quantity).toHaveValue("2");
    await dialog.getByRole("button", { name: "Add to cart" }).click();
    await expectCartCount(page, 2);
  });

  test("the restaurant path shows the same page and unknown shops are 404", async ({ page, request }) => {
    await page.goto("/restaurant/1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await request.get("/shop/999999")).status()).toBe(404);
  });
});
