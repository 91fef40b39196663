import { signIn } from "./support/session";
import { chooseLanguage, firstProductLink } from "./support/storefront";
import { expect, type Page, test } from "./support/test";

// The other journeys bypass the policy to inject axe-core; these run under it, as a visitor does.
test.use({ bypassCSP: false });

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Collects, from the first script of every document, each `securitypolicyviolation` event, and
 * from the browser each console error and uncaught page error. The init script runs before
 * the page's own scripts, so nothing the page does escapes it.
 */
async function watchForViolations(page: Page) {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  await page.addInitScript(() => {
    const store: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = store;
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  return {
    consoleErrors,
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations ?? []),
  };
}

test("pages, a product dialog, a sign-in and a language switch run under the policy with no violation", async ({
  page,
}, testInfo) => {
  const watch = await watchForViolations(page);
  const seen: Violation[] = [];
  const visit = async (path: string) => {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src [^;]*'nonce-/);
    expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    // Hydration finished: the page's scripts ran under the policy.
    await page.waitForLoadState("networkidle");
    seen.push(...(await watch.violations()));
  };

  await visit("/");
  await expect(page.getByRole("heading", { name: "Restaurants" })).toBeVisible();
  await visit("/search?q=piz");
  await visit("/login");
  await visit("/shop/1");

  // A product dialog (client-side navigation, pictures, the route's lazy chunk).
  const link = await firstProductLink(page);
  const title = ((await link.getAttribute("aria-label")) ?? "").replace(/^Open /, "");
  await link.click();
  await expect(page).toHaveURL(/\?product=[\w-]+/);
  // The product's loader runs first (the top progress bar); a busy machine can take a while.
  await expect(page.getByRole("dialog", { name: title })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  seen.push(...(await watch.violations()));

  // Signing in posts the login form (a Remix action) and follows its redirect.
  await signIn(page, page.request, "demo@tiffin.test");
  await page.waitForLoadState("networkidle");
  seen.push(...(await watch.violations()));

  // A language switch fetches /locales bundles and posts /preferences.
  await visit("/");
  await chooseLanguage(page, testInfo, "Français");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr", { timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  seen.push(...(await watch.violations()));

  expect(seen).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test("the address form's keyless map draws its style, tiles and worker under the policy with no violation", async ({
  page,
}) => {
  const watch = await watchForViolations(page);
  await signIn(page, page.request, "demo@tiffin.test");
  const tile = page.waitForResponse((response) => /\/tiles\/\d+\/\d+\/\d+\.png$/.test(response.url()));
  await page.goto("/address");
  await expect(page.getByRole("application", { name: "Pick the place on the map" }).locator("canvas")).toBeVisible();
  expect((await tile).status()).toBe(200);
  // The tiles reach the canvas only through MapLibre's worker, which the policy must let run.
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector(".maplibregl-map")?.classList.contains("maplibregl-map") ?? false),
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await watch.violations()).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test("an inline script without the nonce is blocked and reported (the check above can fail)", async ({ page }) => {
  const watch = await watchForViolations(page);
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injectedRan = true;";
    document.body.append(script);
    return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await watch.violations()).map((v) => v.directive)).toContain("script-src-elem");
});

test("a page inside a frame of another site is refused (frame-ancestors 'none')", async ({ page, baseURL }) => {
  const response = await page.request.get("/");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-frame-options"]).toBe("DENY");
  await page.setContent("<p>Another site</p>");
  // Resolves once the frame has finished, whether with the page or with the browser's refusal.
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement("iframe");
        frame.title = "framed";
        frame.addEventListener("load", () => resolve(), { once: true });
        frame.src = src;
        document.body.append(frame);
      }),
    `${baseURL}/`,
  );
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  expect(framed).toBeDefined();
  expect(await framed?.evaluate(() => document.querySelector("h1, h2")?.textContent ?? "")).not.toContain(
    "Restaurants",
  );
  await expect(page.frameLocator("iframe[title=framed]").getByRole("heading", { name: "Restaurants" })).toHaveCount(0);
});
