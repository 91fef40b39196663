import { DEMO_PASSWORD, signUp } from "./support/session";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./support/test";

/** The six-digit code of the newest development-outbox message to a recipient. */
async function codeSentTo(request: APIRequestContext, recipient: string): Promise<string> {
  const response = await request.get(`/api/v1/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  const messages = ((await response.json()) as { data: { body: string }[] }).data;
  const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
  expect(code, `a code sent to ${recipient}`).toMatch(/^\d{6}$/);
  return code;
}

async function logIn(page: Page, login: string) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email or phone" }).fill(login);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Tries the login in a fresh browser (no session of the page under test): true when it signs in. */
async function signsIn(browser: Browser, login: string): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, login);
  const outcome = await Promise.race([
    page.waitForURL((url) => url.pathname === "/").then(() => true),
    page
      .getByText("Login or password is invalid")
      .waitFor()
      .then(() => false),
  ]);
  await context.close();
  return outcome;
}

const shownEmail = (page: Page) => page.locator("main dl > div").filter({ hasText: "Email" }).locator("dd");

test("a new email replaces the old one only after the code sent to it; a wrong code keeps the old one", async ({
  page,
  request,
  browser,
}) => {
  const { email: oldEmail } = await signUp(request, { firstname: "Cora" });
  const newEmail = `new-${oldEmail}`;
  await logIn(page, oldEmail);
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/profile");
  await expect(shownEmail(page)).toHaveText(oldEmail);

  await page.getByLabel("New email or phone number").fill(newEmail);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`We sent a code to ${newEmail}`)).toBeVisible();
  // Asked for, not yet verified: the old email is still the account's and still signs in.
  await expect(shownEmail(page)).toHaveText(oldEmail);
  expect(await signsIn(browser, newEmail)).toBe(false);

  const code = await codeSentTo(request, newEmail);
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Wrong verification code")).toBeVisible();
  await page.reload();
  await expect(shownEmail(page)).toHaveText(oldEmail);
  expect(await signsIn(browser, oldEmail)).toBe(true);

  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Your new email or phone number is verified and in use.")).toBeVisible();
  await expect(shownEmail(page)).toHaveText(newEmail);
  expect(await signsIn(browser, oldEmail)).toBe(false);
  expect(await signsIn(browser, newEmail)).toBe(true);
});

test("a new phone number is not taken before its code, and an invalid one is refused with SPEC.md's text", async ({
  page,
  request,
}) => {
  const { email } = await signUp(request, { firstname: "Phil" });
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/profile");
  await page.getByLabel("New email or phone number").fill("12");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Phone number is invalid")).toBeVisible();

  const phone = `+4477${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  await page.getByLabel("New email or phone number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`We sent a code to ${phone}`)).toBeVisible();
  const phoneRow = page.locator("main dl > div").filter({ hasText: "Phone" }).locator("dd");
  await expect(phoneRow).toHaveText("Not set");
  await page.getByLabel("Verification code").fill(await codeSentTo(request, phone));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Your new email or phone number is verified and in use.")).toBeVisible();
  await expect(phoneRow).toHaveText(phone);
});
