import { DEMO_PASSWORD } from "./support/session";
import { expect, test } from "./support/test";

/**
 * Open-redirect payloads an attacker puts in a sign-in link, each as it appears in the URL: the
 * last six are the backslash and encoded forms of the router's advisories (ADR 035), some
 * encoded twice so that `redirectTo` itself still holds an escape.
 */
const PAYLOADS = [
  "/%09/evil.example",
  "//evil.example",
  "/%5Cevil.example",
  "%5C/evil.example",
  "/%0a/evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/%2F%2Fevil.example",
  "/%255Cevil.example",
  "/%252F%252Fevil.example",
  "/%2509/evil.example",
];

for (const payload of PAYLOADS) {
  test(`signing in from /login?redirectTo=${payload} stays on the site`, async ({ page, baseURL }) => {
    // The attacker's page never loads: any request to it would fail the test.
    await page.route("**://evil.example/**", (route) => route.abort());
    await page.goto(`/login?redirectTo=${payload}`);
    await page.getByRole("textbox", { name: "Email or phone" }).fill("sam@tiffin.test");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
  });
}

test("a cross-site form post to the storefront is refused with 403", async ({ page, baseURL }) => {
  // Another site's page posts a form at the storefront in the visitor's browser.
  await page.route("http://evil.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${baseURL}/preferences"><input name="theme" value="dark"><button>Go</button></form>`,
    }),
  );
  await page.goto("http://evil.example/");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/preferences")),
    page.getByRole("button", { name: "Go" }).click(),
  ]);
  expect(response.status()).toBe(403);
  const cookies = await page.context().cookies(baseURL);
  expect(cookies.find((cookie) => cookie.name === "theme")).toBeUndefined();
});
