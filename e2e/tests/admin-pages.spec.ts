import { axeViolations } from "./support/axe";
import { placeOrder, shopStocks } from "./support/orders";
import { cookieText, signIn, signUp } from "./support/session";
import { type BrowserContext, expect, type Page, test } from "./support/test";

// The staff console's pages as staff and others meet them, on the journeys' own server (the
// simulator may move the order here: these checks read pages, not steps).
const MANAGER = "rana@tiffin.test";
const SECTIONS = ["/admin", "/admin/refunds", "/admin/bookings", "/admin/parcels", "/admin/stock"];

async function readerPrefs(context: BrowserContext, baseURL: string | undefined, lang: string, theme: string) {
  await context.addCookies([
    { name: "theme", value: cookieText(theme), url: baseURL ?? "" },
    { name: "lang", value: cookieText(lang), url: baseURL ?? "" },
  ]);
}

/** Signs in with the form in English, then reads in `lang` and `theme`. */
async function signInAs(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  email: string,
  lang = "en",
  theme = "light",
) {
  await context.addCookies([{ name: "lang", value: cookieText("en"), url: baseURL ?? "" }]);
  const session = await signIn(page, page.request, email);
  await readerPrefs(context, baseURL, lang, theme);
  return session;
}

/** A fresh order at Pizza Palace, so the console has an order page to show. */
async function anOrder(page: Page) {
  const { email } = await signUp(page.request, { firstname: "Axel" });
  const login = await page.request.post("/api/v1/auth/login", { data: { email, password: "tiffin-demo" } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const stock = (await shopStocks(page.request)).find((s) => s.quantity > 50);
  return placeOrder(page.request, token, { payment: "cash", lines: [{ stock_id: stock?.stockId ?? 0, quantity: 3 }] });
}

test.describe("the staff console's pages", () => {
  for (const [theme, lang] of [
    ["light", "en"],
    ["dark", "en"],
    ["light", "ar"],
    ["light", "fr"],
  ] as const) {
    test(`every section and an order's page have their language and no axe violations (${theme}, ${lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const order = await anOrder(page);
      await signInAs(page, context, baseURL, MANAGER, lang, theme);
      for (const path of [...SECTIONS, `/admin/orders/${order.id}`]) {
        const response = await page.goto(path);
        expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        const heading = (await page.locator("main h2").first().textContent()) ?? "";
        if (lang === "ar") expect(heading, `${path} in Arabic`).toMatch(/[\u0600-\u06FF]/);
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      }
    });
  }

  test("fits a 360 px phone, a 768 px tablet and a 1140 px desktop without sideways scrolling", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const order = await anOrder(page);
    await signInAs(page, context, baseURL, MANAGER, "ar");
    for (const width of [360, 768, 1140]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [...SECTIONS, `/admin/orders/${order.id}`]) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ width, path, overflow }).toEqual({ width, path, overflow: 0 });
      }
    }
  });

  test("has no dead link or button for staff: every link answers, every button submits a form", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const order = await anOrder(page);
    await signInAs(page, context, baseURL, MANAGER);
    const seen = new Set<string>();
    for (const path of [...SECTIONS, `/admin/orders/${order.id}`]) {
      await page.goto(path);
      const main = page.locator("main");
      for (const href of await main
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
        if (!href || seen.has(href)) continue;
        seen.add(href);
        const response = await page.request.get(href, { maxRedirects: 0 });
        expect({ from: path, href, status: response.status() }).toEqual({ from: path, href, status: 200 });
      }
      // A button either submits its form (which has somewhere to go) or is the page's own control.
      const buttons = await main.locator("button").evaluateAll((all) =>
        all.map((b) => ({
          text: (b.textContent ?? "").trim(),
          type: b.getAttribute("type"),
          inForm: b.closest("form") !== null,
        })),
      );
      for (const button of buttons)
        expect({ path, ...button }).toEqual({ path, ...button, type: "submit", inForm: true });
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  test("links the admin panel in the staff member's menu only: a customer has no link and gets the 404 page, a visitor signs in first", async ({
    page,
    context,
    baseURL,
  }) => {
    // A visitor is sent to sign in and comes back.
    await page.goto("/admin/refunds");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Frefunds$/);

    const { email } = await signUp(page.request, { firstname: "Cleo" });
    await signInAs(page, context, baseURL, email);
    await page.goto("/");
    await expect(page.locator('a[href="/admin"]')).toHaveCount(0);
    await expect(page.locator('a[href="/profile"]').first()).toBeAttached();
    for (const path of [...SECTIONS, "/admin/orders/1", "/admin/live"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
    }
    await page.request.post("/logout", { headers: { Origin: baseURL ?? "" } });

    await context.clearCookies();
    await signInAs(page, context, baseURL, MANAGER);
    await page.goto("/");
    const link = page.locator('a[href="/admin"]').first();
    await expect(link).toBeAttached();
    await expect(link).toHaveText("Admin panel");
    expect((await page.request.get("/admin")).status()).toBe(200);
  });
});
