import { browserSession, browserSessionToken, cookieText, DEMO_PASSWORD, signIn, signUp } from "./support/session";
import { isPhone, revealHeaderControls } from "./support/storefront";
import { type APIRequestContext, expect, type Page, type TestInfo, test } from "./support/test";

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

/** Signed out: the "Log in" link is back (in the drawer on phones). */
async function expectSignedOut(page: Page, testInfo: TestInfo) {
  await revealHeaderControls(page, testInfo);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
}

function bell(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
}

test.describe("a signed-in session", () => {
  test("the header shows the user and the unread count, and the bell keeps it current", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    // Each viewport reads its own user's notifications, so the two projects never race.
    const email = isPhone(testInfo) ? "sam@tiffin.test" : "demo@tiffin.test";
    const session = await signIn(page, request, email);
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

  test("a staff member's account links include the admin panel", async ({ page, request }, testInfo) => {
    await signIn(page, request, "rana@tiffin.test");
    await page.goto("/");
    await openAccountLinks(page, testInfo);
    await expect(accountLinks(page).getByRole("link", { name: "Admin panel" })).toHaveAttribute("href", "/admin");
  });

  test("a revoked token signs the user out to /login with the Unauthorized notice", async ({
    page,
    context,
    request,
  }) => {
    // Signed in through the form; then the session's own token is revoked (as a logout elsewhere
    // or an expiry would), so the next page's call answers 401.
    const { email } = await signUp(request, { firstname: "Lou" });
    await signIn(page, request, email);
    const token = await browserSessionToken(context);
    expect(token).toBeTruthy();
    const revoked = await request.post("/api/v1/auth/logout", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(200);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login\?reason=unauthorized$/);
    await expect(page.getByRole("alert")).toHaveText("Unauthorized");
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain("session");
  });

  for (const { lang, toast } of [
    { lang: "fr", toast: "Non autorisé" },
    { lang: "ar", toast: "غير مصرح" },
  ]) {
    test(`a password changed from another device sends this one to /login with the ${lang} notice and expired cookies`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { email } = await signUp(request, { firstname: "Noor" });
      await signIn(page, request, email);
      await context.addCookies([{ name: "lang", value: cookieText(lang), url: baseURL ?? "" }]);
      // Another device signs in and changes the password: every other token of the account goes.
      const other = await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } });
      const token = ((await other.json()) as { data: { access_token: string } }).data.access_token;
      const changed = await request.post("/api/v1/dashboard/user/profile/password/update", {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          current_password: DEMO_PASSWORD,
          password: "a-new-password-9",
          password_confirmation: "a-new-password-9",
        },
      });
      expect(changed.status()).toBe(200);

      const landed = await page.goto("/orders");
      await expect(page).toHaveURL(/\/login\?reason=unauthorized$/);
      await expect(page.locator("#toast-unauthorized")).toHaveText(toast);
      // The redirect itself expires the session cookie (and the account's delivery cookies).
      const redirect = await landed?.request().redirectedFrom()?.response();
      expect(redirect?.status()).toBe(302);
      const cleared = (await redirect?.headersArray())
        ?.filter((header) => header.name.toLowerCase() === "set-cookie")
        .map((header) => header.value);
      expect(cleared?.find((value) => value.startsWith("session="))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("session");
    });
  }

  test("an edited session cookie is not a session", async ({ page, context, request, baseURL }, testInfo) => {
    const { email } = await signUp(request, { firstname: "Eve" });
    await signIn(page, request, email);
    const session = await browserSession(context);
    expect(session?.payload.user.role).toBe("user");
    // Promote oneself to admin by editing the cookie: the signature no longer matches.
    const promoted = { ...session?.payload, user: { ...session?.payload.user, role: "admin" } };
    const edited = encodeURIComponent(`${decodeURIComponent(cookieText(promoted))}.${session?.signature}`);
    expect(edited).not.toBe(session?.cookie.value);
    await context.addCookies([{ name: "session", value: edited, url: baseURL ?? "" }]);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Admin panel" })).toHaveCount(0);
    await expectSignedOut(page, testInfo);
  });

  test("wrong details keep the form with the API's message; right ones sign in and out", async ({
    page,
    request,
  }, testInfo) => {
    const { email } = await signUp(request, { firstname: "Omar" });
    await page.goto("/login");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("textbox", { name: "Email or phone" })).toHaveAccessibleDescription("Required");
    await page.getByRole("textbox", { name: "Email or phone" }).fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Login or password is invalid");
    await expect(page.getByRole("textbox", { name: "Email or phone" })).toHaveValue(email);

    await page.getByLabel("Password").fill("tiffin-demo");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/$/);
    await openAccountLinks(page, testInfo);
    await accountLinks(page).getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedOut(page, testInfo);
    await page.goto("/notifications");
    await expect(page).toHaveURL(/\/login$/);
  });
});
