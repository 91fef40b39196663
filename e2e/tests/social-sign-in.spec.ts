import { serveGapiIframes } from "./support/gapi-iframes";
import { browserSessionToken } from "./support/session";
import { isPhone, revealHeaderControls } from "./support/storefront";
import { expect, test } from "./support/test";

// The page's own Content-Security-Policy stays on: the popup's frames and calls must be allowed by it.
test.use({ bypassCSP: false });

const uniqueEmail = () => `social-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@tiffin.test`;

test.beforeEach(async ({ context }) => {
  await serveGapiIframes(context);
});

test("Google: the button opens the Auth emulator's popup, a new account added there is signed in on the storefront", async ({
  page,
  context,
}, testInfo) => {
  const email = uniqueEmail();
  await page.goto("/login");
  const google = page.getByRole("button", { name: "Continue with Google" });
  await expect(google).toBeVisible();
  // The Firebase SDK is not part of the page until a button is used.
  const scripts = await page
    .locator("script[src], link[rel=modulepreload]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? node.getAttribute("href") ?? ""));
  expect(scripts.filter((src) => src.includes("firebase"))).toEqual([]);

  const opened = context.waitForEvent("page");
  await google.click();
  const popup = await opened;
  await popup.waitForLoadState("domcontentloaded");
  expect(new URL(popup.url()).pathname).toBe("/emulator/auth/handler");
  expect(new URL(popup.url()).searchParams.get("providerId")).toBe("google.com");
  await popup.getByRole("button", { name: "Add new account" }).click();
  await popup.locator("#email-input").fill(email);
  await popup.locator("#display-name-input").fill("Gina Google");
  await popup.locator("#sign-in").click();

  await page.waitForURL((url) => url.pathname === "/");
  await revealHeaderControls(page, testInfo);
  if (!isPhone(testInfo)) await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByText("Gina", { exact: true }).filter({ visible: true })).toBeVisible();
  const token = await browserSessionToken(context);
  const profile = await page.request.get("/api/v1/dashboard/user/profile/show", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await profile.json()) as { data: { email: string } }).data.email).toBe(email);
});

for (const [label, providerId] of [
  ["Continue with Facebook", "facebook.com"],
  ["Continue with Apple", "apple.com"],
] as const) {
  test(`${label} starts the same SDK popup flow for ${providerId}`, async ({ page, context }) => {
    await page.goto("/login");
    const opened = context.waitForEvent("page");
    await page.getByRole("button", { name: label }).click();
    const popup = await opened;
    await popup.waitForLoadState("domcontentloaded");
    const url = new URL(popup.url());
    expect(url.pathname).toBe("/emulator/auth/handler");
    expect(url.searchParams.get("providerId")).toBe(providerId);
    expect(url.searchParams.get("authType")).toBe("signInViaPopup");
    await popup.close();
  });
}
