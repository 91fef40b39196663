import { signIn, signUp } from "./support/session";
import { isPhone } from "./support/storefront";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./support/test";

// Two kinds of account: the seeded customers have news, order and other notifications (six each,
// so "load more" has a second page); only reading journeys use them. Other journeys add to them
// (an order's status changes, a wallet transfer), so these count against what the API lists when
// they start, never against the seed. Journeys that mark notifications read make a fresh account
// whose notifications come from friends signing up with its referral code.

/** How many notifications the API lists for the user: all, the news tab's and the orders tab's. */
async function listedCounts(request: APIRequestContext, token: string) {
  const total = async (type?: string) => {
    const query = type ? `perPage=1&type=${type}` : "perPage=1";
    const response = await request.get(`/api/v1/dashboard/notifications?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { meta: { total: number } }).meta.total;
  };
  const [all, news, ...orders] = await Promise.all([
    total(),
    total("news_publish"),
    total("new_order"),
    total("status_changed"),
    total("order_refunded"),
  ]);
  return { all, news, orders: orders.reduce((sum, n) => sum + n, 0) };
}

/** Presses "Load more" (a button or a link) until the whole list is shown. */
async function loadAll(scope: Page | Locator, more: Locator, expected: number, shownPages = 1) {
  for (let page = shownPages + 1; (await more.count()) > 0; page += 1) {
    await more.click();
    await expect(rows(scope)).toHaveCount(Math.min(5 * page, expected));
  }
}

function bell(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
}

function rows(scope: Page | Locator) {
  return scope.getByRole("list", { name: "Notifications" }).getByRole("listitem");
}

function unreadRows(scope: Page | Locator) {
  return scope.getByRole("list", { name: "Notifications" }).getByRole("button", { name: /^Unread: / });
}

/** A fresh account with `friends` unread "new referral" notifications, signed in in the browser. */
async function accountWithReferrals(page: Page, request: APIRequestContext, friends: number) {
  const owner = await signUp(request, { firstname: "Nadia" });
  for (let n = 1; n <= friends; n += 1) await signUp(request, { firstname: `Friend ${n}`, referral: owner.referral });
  await signIn(page, request, owner.email);
}

test("a visitor asking for /notifications is sent to /login", async ({ page }) => {
  await page.goto("/notifications");
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("the bell's panel", () => {
  test("opens in place, switches tabs, loads more and gives focus back to the bell", async ({
    page,
    request,
  }, testInfo) => {
    // The same seeded customer per viewport as session.spec.ts, so the two projects never share one.
    const { token } = await signIn(page, request, isPhone(testInfo) ? "sam@tiffin.test" : "demo@tiffin.test");
    const listed = await listedCounts(request, token);
    expect(listed.all).toBeGreaterThan(5);
    await page.goto("/", { waitUntil: "networkidle" });
    await bell(page).click();

    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // A drawer from 576px (it slides from the end edge), a modal below.
    if (isPhone(testInfo)) await expect(panel).not.toHaveAttribute("data-side");
    else await expect(panel).toHaveAttribute("data-side", "end");

    await expect(rows(panel)).toHaveCount(5);
    const more = panel.getByRole("button", { name: "Load more" });
    await loadAll(panel, more, listed.all);
    await expect(rows(panel)).toHaveCount(listed.all);
    await expect(more).toHaveCount(0);

    const tabs = panel.getByRole("tablist", { name: "Notification kinds" });
    await tabs.getByRole("tab", { name: /^News/ }).click();
    await expect(tabs.getByRole("tab", { name: /^News/ })).toHaveAttribute("aria-selected", "true");
    await expect(rows(panel)).toHaveCount(Math.min(5, listed.news));
    await expect(rows(panel).filter({ hasText: "Free delivery weekend" })).toHaveCount(1);
    await expect(rows(panel).filter({ hasText: /Order #\d+/ })).toHaveCount(0);

    await tabs.getByRole("tab", { name: /^Orders/ }).click();
    await expect(rows(panel)).toHaveCount(Math.min(5, listed.orders));
    await loadAll(panel, more, listed.orders);
    await expect(rows(panel).filter({ hasText: "Order #1001 is on its way" })).toHaveCount(1);
    await expect(rows(panel).filter({ hasText: "Free delivery weekend" })).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });

  test("opening a row marks it read, and “Mark all as read” empties the badge", async ({ page, request }) => {
    test.setTimeout(60_000);
    await accountWithReferrals(page, request, 2);
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");

    await bell(page).click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await expect(unreadRows(panel)).toHaveCount(2);
    await expect(panel.getByRole("tab", { name: /^All/ })).toHaveAccessibleName("All 2 unread");
    await unreadRows(panel).first().click();
    // A referral points nowhere else: the panel stays, with the row read.
    await expect(unreadRows(panel)).toHaveCount(1);
    await expect(rows(panel)).toHaveCount(2);
    await expect(panel.getByRole("tab", { name: /^All/ })).toHaveAccessibleName("All 1 unread");
    await page.keyboard.press("Escape");
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");

    await bell(page).click();
    await panel.getByRole("button", { name: "Mark all as read" }).click();
    await expect(unreadRows(panel)).toHaveCount(0);
    await expect(rows(panel)).toHaveCount(2);
    await page.keyboard.press("Escape");
    await expect(bell(page)).toHaveAccessibleName("Notifications");
  });
});

test.describe("/notifications without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders the list; tabs and “load more” are links", async ({ page, request }, testInfo) => {
    const { token } = await signIn(page, request, isPhone(testInfo) ? "sam@tiffin.test" : "demo@tiffin.test");
    const listed = await listedCounts(request, token);
    expect(listed.all).toBeGreaterThan(5);
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(rows(page)).toHaveCount(5);

    const tabs = page.getByRole("navigation", { name: "Notification kinds" });
    await expect(tabs.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: /^News/ }).click();
    await expect(page).toHaveURL(/\/notifications\?tab=news$/);
    await expect(tabs.getByRole("link", { name: /^News/ })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: /^All/ })).not.toHaveAttribute("aria-current");
    await expect(rows(page)).toHaveCount(Math.min(5, listed.news));

    await tabs.getByRole("link", { name: /^All/ }).click();
    const more = page.getByRole("link", { name: "Load more" });
    await more.click();
    await expect(page).toHaveURL(/\/notifications\?pages=2$/);
    await expect(rows(page)).toHaveCount(Math.min(10, listed.all));
    await loadAll(page, more, listed.all, 2);
    await expect(rows(page)).toHaveCount(listed.all);
    await expect(more).toHaveCount(0);
  });

  test("opening a row and “Mark all as read” are form posts", async ({ page, request }) => {
    test.setTimeout(60_000);
    await accountWithReferrals(page, request, 2);
    await page.goto("/notifications?tab=news");
    await expect(page.getByText("No notifications yet")).toBeVisible();

    await page.getByRole("navigation", { name: "Notification kinds" }).getByRole("link", { name: /^All/ }).click();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
    await unreadRows(page).first().click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(unreadRows(page)).toHaveCount(1);
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");

    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(unreadRows(page)).toHaveCount(0);
    await expect(rows(page)).toHaveCount(2);
    await expect(bell(page)).toHaveAccessibleName("Notifications");
  });
});
