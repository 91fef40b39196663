import { axeViolations } from "./support/axe";
import { browserSessionToken, cookieText, DEMO_PASSWORD, signUp } from "./support/session";
import { isPhone, revealHeaderControls } from "./support/storefront";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./support/test";

/** The newest message the development outbox holds for a recipient. */
async function lastMessage(request: APIRequestContext, recipient: string): Promise<string> {
  const response = await request.get(`/api/v1/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const messages = ((await response.json()) as { data: { body: string }[] }).data;
  expect(messages.length, `a message to ${recipient}`).toBeGreaterThan(0);
  return messages[0]?.body ?? "";
}

const sixDigits = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? "";
const uniquePhone = () => `+4477${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
const uniqueEmail = () => `acct-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@tiffin.test`;

async function logIn(page: Page, login: string, password: string) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email or phone" }).fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

async function fillDetails(page: Page, firstname: string, password: string) {
  await page.getByLabel("First name").fill(firstname);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Save" }).click();
}

test.describe("signing up", () => {
  test("by phone: the OTP from the dev outbox signs the new user in, details, then /welcome", async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    await page.goto("/register");
    await page.getByRole("link", { name: "Phone" }).click();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Phone number is required")).toBeVisible();
    await page.getByLabel("Phone").fill("12ab");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Phone number is invalid")).toBeVisible();
    await page.getByLabel("Phone").fill(phone);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/verify-phone");
    await expect(page.getByText("the code is in the dev outbox")).toBeVisible();
    // The resend button waits out the code's lifetime (otp_expire_time) with a countdown.
    await expect(page.getByRole("button", { name: /^Send again in \d+ s$/ })).toBeDisabled();

    const code = sixDigits(await lastMessage(request, phone));
    await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Wrong verification code")).toBeVisible();
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/update-details");

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please, fill user details" })).toBeVisible();
    await page.getByLabel("First name").fill("Phoebe");
    await page.getByLabel("New password").fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Password should contain at least 6 characters")).toBeVisible();
    await page.getByLabel("New password").fill("phoebe-secret");
    await page.getByLabel("Confirm password").fill("phoebe-secret!");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await fillDetails(page, "Phoebe", "phoebe-secret");
    await page.waitForURL((url) => url.pathname === "/welcome");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Tiffin, Phoebe!" })).toBeVisible();

    // The new account signs in with its phone and the password it chose.
    const session = await request.post("/api/v1/auth/login", { data: { phone, password: "phoebe-secret" } });
    expect(session.status()).toBe(200);
  });

  test("by email: the code from the email, the details, then /welcome; a taken email is refused", async ({
    page,
    request,
  }) => {
    await page.goto("/register");
    await page.getByLabel("Email").fill("demo@tiffin.test");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("The email has already been taken")).toBeVisible();

    const email = uniqueEmail();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();
    const code = (await lastMessage(request, email)).match(/\/verify\/([A-Za-z0-9_-]+)/)?.[1] ?? "";
    expect(code).not.toBe("");
    await page.getByLabel("Verification code").fill(`${code}x`);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Wrong verification code")).toBeVisible();
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/update-details");
    await expect(page.getByText(email)).toBeVisible();
    await fillDetails(page, "Emma", "emma-secret");
    await page.waitForURL((url) => url.pathname === "/welcome");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Tiffin, Emma!" })).toBeVisible();
    expect((await request.post("/api/v1/auth/login", { data: { email, password: "emma-secret" } })).status()).toBe(200);
  });
});

test.describe("signing in", () => {
  test("a wrong password shows SPEC.md's message and signs nobody in", async ({ page }) => {
    await logIn(page, "demo@tiffin.test", "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: "Login or password is invalid" })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test("a password reset by email code sets a new password that signs in, and the old one no longer does", async ({
    page,
    request,
  }) => {
    const { email } = await signUp(request, { firstname: "Rita" });
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByLabel("Email or phone").fill(email);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText(`If an account uses ${email}, we sent it a code. Enter it here.`)).toBeVisible();
    await page.getByLabel("Verification code").fill(sixDigits(await lastMessage(request, email)));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/update-password");
    await page.getByLabel("New password").fill("rita-new-secret");
    await page.getByLabel("Confirm password").fill("rita-new-secret");
    await page.getByRole("button", { name: "Save password" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await request.post("/api/v1/auth/login", { data: { email, password: "rita-new-secret" } })).status()).toBe(
      200,
    );
    expect((await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } })).status()).toBe(400);
  });
});

test.describe("social sign-in", () => {
  test("a forged ID token is refused and nobody is signed in", async ({ page }) => {
    await page.goto("/login");
    const forged = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
      JSON.stringify({ iss: "https://securetoken.google.com/other", aud: "other", sub: "x", iat: 1, exp: 9e9 }),
    ).toString("base64url")}.`;
    const response = await page.request.post("/auth/social", {
      form: { provider: "google", id_token: forged, redirectTo: "/" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("The identity token is invalid");
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain("session");
  });
});

async function signedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email, password);
  await page.waitForURL((url) => url.pathname === "/");
  return { context, page };
}

test.describe("the account", () => {
  test("changing the password asks for the current one and signs the second session out", async ({
    browser,
    request,
  }) => {
    const { email } = await signUp(request, { firstname: "Carl" });
    const first = await signedInPage(browser, email, DEMO_PASSWORD);
    const second = await signedInPage(browser, email, DEMO_PASSWORD);
    await second.page.goto("/profile");
    await expect(second.page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();

    const page = first.page;
    await page.goto("/profile");
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password").fill("carl-new-secret");
    await page.getByLabel("Confirm password").fill("carl-new-secret");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("The current password is incorrect")).toBeVisible();
    await page.getByLabel("Current password").fill(DEMO_PASSWORD);
    await page.getByLabel("New password").fill("carl-new-secret");
    await page.getByLabel("Confirm password").fill("carl-new-secret");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("Password changed. Your other sessions were signed out.")).toBeVisible();

    // This session goes on; the other one is signed out at its next page.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await second.page.reload();
    await second.page.waitForURL((url) => url.pathname === "/login");
    await expect(second.page.getByText("Unauthorized")).toBeVisible();
    await first.context.close();
    await second.context.close();
  });

  test("the profile saves name and birthday, and an uploaded photo is served back", async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await signUp(request, { firstname: "Pia" });
    await logIn(page, email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/profile");
    await page.getByLabel("First name").fill("Pia-Maria");
    await page.getByLabel("Date of birth").fill("1991-03-04");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Profile saved")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Pia-Maria");
    await expect(page.getByLabel("Date of birth")).toHaveValue("1991-03-04");
    await expect(page.getByLabel("Gender")).toHaveValue("female");

    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.getByLabel(/Choose a photo/).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByText("Photo saved")).toBeVisible();
    const src = await page.getByRole("img", { name: "Pia-Maria" }).getAttribute("src");
    // Image fields are absolute URLs on this site (Foodyman's convention), never another host.
    const photo = new URL(src ?? "", "http://other.invalid");
    expect(photo.origin).toBe(new URL(baseURL ?? "").origin);
    expect(photo.pathname).toMatch(/^\/storage\/images\/avatars\//);
    const served = await request.get(photo.href);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await served.body()).equals(png)).toBe(true);
  });

  test("the profile refuses a birth date in 2999 and a fake 8-byte PNG with a sentence, in English and Arabic, and keeps what was saved", async ({
    page,
    request,
  }) => {
    const { email } = await signUp(request, { firstname: "Noor" });
    await logIn(page, email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/profile");
    await page.getByLabel("Date of birth").fill("1991-03-04");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Profile saved")).toBeVisible();

    await page.getByLabel("Date of birth").fill("2999-01-01");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The date of birth cannot be in the future")).toBeVisible();
    await page.getByLabel("Date of birth").fill("1850-01-01");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Enter a date of birth within the last 120 years")).toBeVisible();

    // The PNG signature and nothing behind it: the browser's type says PNG, the API reads the bytes.
    const fake = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await page.getByLabel(/Choose a photo/).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: fake });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByText("Choose a JPEG, PNG or WebP image of at most 2 MB")).toBeVisible();

    await page.goto("/profile?lang=ar");
    await page.locator("input[name=birthday]").fill("2999-01-01");
    await page.locator("form:has(input[name=birthday]) button[type=submit]").first().click();
    await expect(page.getByText("لا يمكن أن يكون تاريخ الميلاد في المستقبل")).toBeVisible();

    await page.goto("/profile?lang=en");
    await expect(page.getByLabel("Date of birth")).toHaveValue("1991-03-04");
  });

  test("settings turn a notification kind off, and deleting the account signs out for good", async ({
    page,
    request,
  }) => {
    const { email } = await signUp(request, { firstname: "Dora" });
    await logIn(page, email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/settings");
    const news = page.getByRole("checkbox", { name: "News" });
    await expect(news).toBeChecked();
    await news.uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Notification settings saved")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "News" })).not.toBeChecked();

    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Delete account" })).toBeFocused();
    await page.getByRole("button", { name: "Delete account" }).click();
    await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(cookies).not.toContain("session");
    expect((await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } })).status()).toBe(400);
  });

  test("logging out forgets the session, cart, liked shops, chosen address and recent searches", async ({
    page,
    request,
  }, testInfo) => {
    const { email } = await signUp(request, { firstname: "Lou" });
    await page.goto("/");
    const origin = new URL(page.url()).origin;
    await page.evaluate(() => localStorage.setItem("search_history", JSON.stringify(["pizza"])));
    await page.context().addCookies(
      ["cart", "liked", "address", "location"].map((name) => ({
        name,
        value: cookieText(name === "liked" ? [1] : name === "location" ? "51.5,-0.12" : "x"),
        url: origin,
      })),
    );
    await logIn(page, email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/");
    // The visitor's liked shop was merged into the account on sign-in.
    const token = await browserSessionToken(page.context());
    const liked = await request.get("/api/v1/dashboard/user/liked-shops", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await liked.json()) as { data: number[] }).data).toEqual([1]);

    if (isPhone(testInfo)) await revealHeaderControls(page, testInfo);
    else await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("button", { name: "Log out" }).filter({ visible: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await revealHeaderControls(page, testInfo);
    await expect(page.getByRole("link", { name: "Log in" }).filter({ visible: true })).toBeVisible();
    const left = (await page.context().cookies()).map((cookie) => cookie.name);
    for (const name of ["session", "cart", "liked", "address", "location"]) expect(left).not.toContain(name);
    expect(await page.evaluate(() => localStorage.getItem("search_history"))).toBeNull();
    expect(
      (
        await request.get("/api/v1/dashboard/user/profile/show", { headers: { Authorization: `Bearer ${token}` } })
      ).status(),
    ).toBe(401);
  });
});

test.describe("accessibility of the account pages", () => {
  for (const theme of ["light", "dark"] as const) {
    for (const lang of ["en", "ar"] as const) {
      test(`no axe violations on every account page (${theme}, ${lang})`, async ({ page, request }) => {
        test.setTimeout(90_000);
        const phone = uniquePhone();
        const sent = await request.post("/api/v1/auth/register", { data: { phone } });
        const { verifyId } = ((await sent.json()) as { data: { verifyId: string } }).data;
        const visitorPages = [
          "/register",
          "/register?by=phone",
          `/register?sent=${encodeURIComponent("someone@tiffin.test")}`,
          "/reset-password",
          `/reset-password?email=${encodeURIComponent("someone@tiffin.test")}`,
          `/verify-phone?${new URLSearchParams({ verifyId, phone })}`,
          "/welcome",
          "/login",
        ];
        const { email } = await signUp(request, { firstname: "Axel" });
        const signedInPages = [
          "/welcome",
          "/update-details",
          "/update-password",
          "/profile",
          "/settings",
          "/settings?delete=confirm",
        ];
        await page.goto("/");
        const base = new URL(page.url()).origin;
        await page.context().addCookies([
          { name: "theme", value: cookieText(theme), url: base },
          { name: "lang", value: cookieText(lang), url: base },
        ]);
        const check = async (path: string) => {
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
          const violations = await axeViolations(page);
          expect(violations, `${path} (${theme}, ${lang})`).toEqual([]);
        };
        for (const path of visitorPages) await check(path);
        await page.goto("/login");
        await page.locator("input[name=login]").fill(email);
        await page.locator("input[name=password]").fill(DEMO_PASSWORD);
        await page.locator("form button[type=submit]").click();
        await page.waitForURL((url) => url.pathname === "/");
        for (const path of signedInPages) await check(path);
      });
    }
  }
});
