import { axeViolations } from "./support/axe";
import { placeOrder, sendParcel, shopStocks } from "./support/orders";
import { cookieText, signIn, signUp } from "./support/session";
import { type BrowserContext, expect, type Page, test } from "./support/test";

// The content pages and the landing, as a visitor meets them.
const CONTENT_PAGES = [
  "/blog",
  "/news",
  "/recipes",
  "/recipes/1",
  "/careers",
  "/branches",
  "/about",
  "/terms",
  "/privacy",
  "/promotions",
  "/brands",
  "/welcome",
];
const HOME_VARIANTS = ["/?v=1", "/?v=2", "/?v=3", "/?v=4"];

/** The page is in the reader's language, direction and theme, and axe finds nothing on it. */
async function checkPage(page: Page, where: string, lang: string, theme: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
  const heading = ((await page.locator("h1, [role=dialog] h2").first().textContent()) ?? "").trim();
  expect(heading.length, `${where} has a heading`).toBeGreaterThan(0);
  if (lang === "ar") expect(heading, `${where} heading in Arabic`).toMatch(/[\u0600-\u06FF]/);
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
}

async function visit(page: Page, path: string, lang: string, theme: string) {
  const response = await page.goto(path);
  expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
  await checkPage(page, path, lang, theme);
}

async function readerPrefs(context: BrowserContext, baseURL: string | undefined, lang: string, theme: string) {
  await context.addCookies([
    { name: "theme", value: cookieText(theme), url: baseURL ?? "" },
    { name: "lang", value: cookieText(lang), url: baseURL ?? "" },
  ]);
}

/**
 * Books a table through the form at a random offered time, on the latest bookable date that still
 * has one (earlier runs on the same database may have taken a date's every slot). The sweeps run
 * side by side and may pick the same slot: the one that loses is told "This time was just taken"
 * and, as a customer would, reloads the times and picks again.
 */
async function bookTable(page: Page): Promise<string> {
  await page.goto("/reservations");
  const date = page.locator("select[name=date]");
  const dates = await date
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  for (const day of dates.reverse()) {
    if ((await date.inputValue()) !== day) {
      await date.selectOption(day);
      await page.waitForURL((url) => url.searchParams.get("date") === day);
      // The URL changes when the navigation starts: read the times once its data has come.
      await page.waitForLoadState("networkidle");
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const times = await page
        .locator("input[type=radio][name=time]")
        .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
      if (times.length === 0) break;
      const time = times[Math.floor(Math.random() * times.length)];
      await page.locator(`main label:has(input[name=time][value="${time}"])`).click();
      await page.locator("main form[method=post] button[type=submit]").click();
      const outcome = await Promise.race([
        page.waitForURL(/\/reservations\/\d+\?booked=1$/).then(() => "booked" as const),
        // The refusal is the form's alert, in the reader's language.
        page
          .locator("main form[method=post]")
          .getByRole("alert")
          .waitFor()
          .then(() => "taken" as const),
      ]).catch(() => "neither" as const);
      if (outcome === "booked") return new URL(page.url()).pathname;
      if (outcome !== "taken") throw new Error(`booking ${day} ${time} neither booked nor refused`);
      await page.reload();
      await page.waitForLoadState("networkidle");
    }
  }
  throw new Error("no bookable time on any date");
}

for (const theme of ["light", "dark"] as const) {
  for (const lang of ["en", "ar", "fr"] as const) {
    test(`group order, parcel, booking, chat, content and home variant pages have their language and no axe violations (${theme}, ${lang})`, async ({
      page,
      request,
      browser,
      context,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      await readerPrefs(context, baseURL, lang, theme);
      for (const path of [...CONTENT_PAGES, ...HOME_VARIANTS]) await visit(page, path, lang, theme);
      const blogs = (await (await request.get("/api/v1/rest/blogs/paginate?perPage=1")).json()) as {
        data: { uuid: string }[];
      };
      await visit(page, `/blog/${blogs.data[0]?.uuid}`, lang, theme);

      // A customer with an order, a parcel and a booking.
      const { email } = await signUp(request, { firstname: "Axe" });
      // The sign-in form is filled in English; the reader's language comes back right after.
      await context.addCookies([{ name: "lang", value: cookieText("en"), url: baseURL ?? "" }]);
      const session = await signIn(page, request, email);
      await readerPrefs(context, baseURL, lang, theme);
      const stock = (await shopStocks(request)).find((s) => s.quantity > 50);
      const order = await placeOrder(request, session.token, {
        payment: "cash",
        lines: [{ stock_id: stock?.stockId ?? 0, quantity: 5 }],
      });
      const parcel = await sendParcel(request, session.token);
      const booking = await bookTable(page);
      for (const path of ["/parcels/new", "/parcels", `/parcels/${parcel}`, "/reservations", "/reservations/mine"]) {
        await visit(page, path, lang, theme);
      }
      await visit(page, booking, lang, theme);

      // The chat panel, opened on the order page and on /help, with a message in it.
      for (const path of [`/orders/${order.id}`, "/help"]) {
        await visit(page, path, lang, theme);
        await page.waitForFunction(
          () => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined,
        );
        await page.locator("main button[aria-haspopup=dialog]").first().click();
        const dialog = page.getByRole("dialog");
        await expect(dialog.getByRole("textbox")).toBeFocused();
        await dialog.getByRole("textbox").fill(lang === "ar" ? "مرحبا" : "Hello");
        await dialog.getByRole("textbox").press("Enter");
        await expect(dialog.getByRole("listitem").first()).not.toContainText(/No messages|لا|Aucun/);
        await checkPage(page, `${path} chat panel`, lang, theme);
      }

      // The group order: the owner's page, and a member's join form, bad link and own page.
      await page.goto("/restaurant/1");
      await page.locator("form[action='/group'] button").click();
      await page.waitForURL((url) => url.pathname === "/group");
      await checkPage(page, "/group (owner)", lang, theme);
      const link = await page.locator("#group-share-link").inputValue();
      const cartId = Number(new URL(link).pathname.split("/").pop());
      const member = await browser.newContext({ baseURL });
      await readerPrefs(member, baseURL, lang, theme);
      const memberPage = await member.newPage();
      await visit(memberPage, link, lang, theme);
      await visit(memberPage, `/group/${cartId}?shop_id=1`, lang, theme);
      await memberPage.goto(link);
      await memberPage.locator("#group-name").fill("Mona");
      await memberPage.locator("main form button[type=submit]").click();
      await expect(memberPage.locator("#group-mine-heading")).toBeVisible();
      await checkPage(memberPage, "/group/:cartId (member)", lang, theme);
      await page.reload();
      await expect(page.locator("li[data-member='Mona']")).toBeVisible();
      await checkPage(page, "/group (owner, with a member)", lang, theme);
      await member.close();
    });
  }
}
