import { expect, type Page, type TestInfo } from "@playwright/test";

/** Phones keep the header's pickers in the menu drawer. */
export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === "mobile";
}

/** Makes the header's language, currency and theme controls reachable on this viewport. */
export async function revealHeaderControls(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole("button", { name: /Open menu|فتح القائمة|Ouvrir le menu/ }).click();
}

export async function chooseLanguage(page: Page, testInfo: TestInfo, title: string) {
  await revealHeaderControls(page, testInfo);
  await page.getByRole("button", { name: /^(Language|اللغة|Langue)/ }).click();
  await page.getByRole("button", { name: title, exact: true }).click();
}

export async function chooseCurrency(page: Page, testInfo: TestInfo, title: string) {
  await revealHeaderControls(page, testInfo);
  await page.getByRole("button", { name: /^(Currency|العملة|Devise)/ }).click();
  await page.getByRole("button", { name: new RegExp(`^${title}`) }).click();
}

/** The header cart link names its count: "Cart, 2 items". */
export async function expectCartCount(page: Page, count: number) {
  await expect(page.getByRole("link", { name: new RegExp(`^(Cart|السلة|Panier), ${count} `) })).toBeVisible();
}

/** A shop page with its first product's ?product= link. */
export async function firstProductLink(page: Page) {
  const link = page.getByRole("link", { name: /^Open / }).first();
  await expect(link).toBeVisible();
  return link;
}

/**
 * React has taken over the page's HTML: the main element carries its fiber. Hydration waits for
 * the page's texts file as well as the scripts, so "network idle" alone can come before it on a
 * busy machine, and a focus or a click before it reaches no handler.
 */
export function hydrated(page: Page) {
  return page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}
