import { logIn } from "./support/cart";
import { layoutProblems } from "./support/layout";
import { cookieValue, signUp } from "./support/session";
import { hydrated } from "./support/storefront";
import { expect, type Page, test } from "./support/test";
import { ONE_WIDTH } from "./support/widths";

/**
 * The phone header's ☰ menu is the only way to the account pages, language, currency and theme on
 * a phone: it must stand the screen's full height with each item reachable, and each item must do
 * what it says when tapped. Run once, at a phone's size, whatever the project.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

const MENU = "#site-menu";

async function openMenu(page: Page) {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Open menu" }).tap();
  const panel = page.locator(MENU);
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.y ?? -1, "the drawer starts at the top of the screen").toBeLessThanOrEqual(0);
  expect(box?.height ?? 0, "the drawer is the screen's height").toBeGreaterThanOrEqual(779);
  return panel;
}

/** Opens the menu afresh for every item, taps it and checks what it did. */
async function tapEveryItem(page: Page) {
  const panel = await openMenu(page);
  expect(await layoutProblems(page, MENU)).toEqual([]);
  const count = await panel.locator("a[href], button, summary").count();
  expect(count).toBeGreaterThan(5);
  const tapped: string[] = [];
  for (let index = 0; index < count; index++) {
    const menu = await openMenu(page);
    const item = menu.locator("a[href], button, summary").nth(index);
    if (!(await item.isVisible())) continue;
    const label = ((await item.getAttribute("aria-label")) ?? (await item.textContent()) ?? "").trim();
    const tag = await item.evaluate((element) => element.tagName.toLowerCase());
    const href = await item.getAttribute("href");
    if (tag === "a" && href) {
      const response = page.waitForResponse(
        (r) => new URL(r.url()).pathname === href && r.request().isNavigationRequest(),
      );
      // A mark on the page shown now: it is gone once the next document has loaded.
      await page.evaluate(() => Object.assign(window, { beforeTap: true }));
      await item.tap();
      expect((await response).status(), `${label} leads to ${href}`).toBeLessThan(400);
      await page.waitForFunction(() => !("beforeTap" in window) && document.readyState === "complete");
      expect(new URL(page.url()).pathname, label).toMatch(new RegExp(`^(${href}|/login)$`));
    } else if (tag === "summary") {
      // A picker inside the menu: its options open inside the screen, each one reachable (what
      // its panel lies over is covered on purpose).
      await item.tap();
      const details = item.locator("xpath=..");
      await expect(details).toHaveAttribute("open", "");
      expect(await layoutProblems(page, `${MENU} details[open] > div`), `${label} opened`).toEqual([]);
    } else if (label === "Dark mode") {
      const before = await page.evaluate(() => document.documentElement.classList.contains("dark"));
      await item.tap();
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(!before);
      // And saved: the server sets the theme cookie for the next page.
      await expect
        .poll(async () => {
          const theme = (await page.context().cookies()).find((cookie) => cookie.name === "theme");
          return theme ? cookieValue(theme.value) : undefined;
        })
        .toBe(before ? "light" : "dark");
    } else if (label === "Log out") {
      // Last in its list: signing out is checked by tapping it at the end.
      continue;
    } else {
      await item.tap();
      await page.waitForLoadState("load");
    }
    tapped.push(label);
  }
  return tapped;
}

test("on a phone every item of the ☰ menu can be tapped and does what it says, signed out", {
  tag: ONE_WIDTH,
}, async ({ page }) => {
  const tapped = await tapEveryItem(page);
  for (const label of ["Log in", "Help", "Dark mode"]) expect(tapped).toContain(label);
});

test("on a phone every item of the ☰ menu can be tapped and does what it says, signed in", {
  tag: ONE_WIDTH,
}, async ({ page, request }) => {
  const { email } = await signUp(request, { firstname: "Mona" });
  await logIn(page, email, "/");
  const tapped = await tapEveryItem(page);
  for (const label of ["Profile", "Wallet", "Settings"]) expect(tapped).toContain(label);
  const menu = await openMenu(page);
  await menu.getByRole("button", { name: "Log out" }).tap();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).tap();
  await expect(page.locator(MENU).getByRole("link", { name: "Log in" })).toBeVisible();
});
