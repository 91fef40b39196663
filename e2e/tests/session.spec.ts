import { type APIRequestContext, expect, type Page, type TestInfo, test } from "@playwright/test";
import { signIn } from "./support/session";
import { isPhone, revealHeaderControls } from "./support/storefront";

async function unreadFromApi(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get("/api/v1/dashboard/user/profile/notifications-statistic", {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { notification: number }).notification;
}

/** The account links: in the avatar menu on wide screens, in the drawer on phones. */
async function openAccountLinks(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await revealHeaderControls(page, testInfo);
  else await page.getByRole("button", { name: "Account menu" }).click();
}

function accountLinks(page: Page) {
  return page.getByRole("navigation", { name: "Account menu" }).filter({ visible: true });
}

function bell(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
}

test.describe("a signed-in session", () => {
  test("the header shows the user and the unread count, and the bell keeps it current", async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    // Each viewport reads its own user's notifications, so the two projects never race.
    const email = isPhone(testInfo) ? "sam@tiffin.test" : "demo@tiffin.test";
    const session = await signIn(request, context, baseURL ?? "", email);
    const unread = await unreadFromApi(request, session.token);
    expect(unread).toBeGreaterThan(0);

    await page.goto("/");
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
    await expect(page.getByRole("link", { name: "Log in" })).toHaveCount(0);

    await openAccountLinks(page, testInfo);
    await expect(accountLinks(page).getByRole("link", { name: "Wallet" })).toBeVisible();
    await expect(accountLinks(page).getByRole("link", { name: "Admin panel" })).toHaveCount(0);
    await expect(page.getByText(session.user.firstname, { exact: true }).filter({ visible: true })).toBeVisible();

    // Reading one notification elsewhere shows on the next poll (every 10 s), without a reload.
    const list = await request.get("/api/v1/dashboard/notifications?perPage=20", {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const firstUnread = ((await list.json()) as { data: { id: number; read_at: string | null }[] }).data.find(
      (n) => n.read_at === null,
    );
    expect(firstUnread).toBeTruthy();
    const read = await request.post(`/api/v1/dashboard/notifications/${firstUnread?.id}/read-at`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(read.status()).toBe(200);
    const expected = unread - 1 > 0 ? `Notifications, ${unread - 1} unread` : "Notifications";
    await expect(bell(page)).toHaveAccessibleName(expected, { timeout: 15_000 });
  });

  test("a staff member's account links include the admin panel", async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    await signIn(request, context, baseURL ?? "", "rana@tiffin.test");
    await page.goto("/");
    await openAccountLinks(page, testInfo);
    await expect(accountLinks(page).getByRole("link", { name: "Admin panel" })).toHaveAttribute("href", "/admin");
  });

  test("a stale token signs the user out to /login with the Unauthorized notice", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: "access_token", value: "revoked-token", url: baseURL ?? "" },
      { name: "user", value: encodeURIComponent('{"firstname":"Ghost","img":null,"role":"user"}'), url: baseURL ?? "" },
    ]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login\?reason=unauthorized$/);
    await expect(page.getByRole("alert")).toHaveText("Unauthorized");
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain("access_token");
    expect(names).not.toContain("user");
  });
});
