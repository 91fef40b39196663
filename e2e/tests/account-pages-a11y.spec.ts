import { axeViolations } from "./support/axe";
import { cookieText, signIn, signUp } from "./support/session";
import { expect, test } from "./support/test";

// Each page in the state a customer first meets it, plus the forms' second steps.
const PAGES = [
  "/saved-locations",
  "/saved-locations?new=1",
  "/wallet",
  "/referrals",
  "/be-seller",
  "/deliver",
  "/help",
  // The code step of a new email or phone.
  "/profile?contact=axe-new%40tiffin.test",
];

for (const theme of ["light", "dark"] as const) {
  for (const lang of ["en", "ar"] as const) {
    test(`account pages have no axe violations (${theme}, ${lang})`, async ({ page, request, context, baseURL }) => {
      test.setTimeout(90_000);
      const { email } = await signUp(request, { firstname: "Axe" });
      await signIn(page, request, email);
      await context.addCookies([
        { name: "theme", value: cookieText(theme), url: baseURL ?? "" },
        { name: "lang", value: cookieText(lang), url: baseURL ?? "" },
      ]);
      // A saved address, so the list and its delete confirmation are checked too.
      await page.goto("/saved-locations?new=1");
      await page.locator("main input[name=address]").fill("221B Baker Street");
      await page.locator("main button[name=intent][value=save]").click();
      await expect(page.locator("a[href^='/saved-locations?delete=']")).toHaveCount(1);
      const deleteHref = await page.locator("a[href^='/saved-locations?delete=']").getAttribute("href");
      for (const path of [...PAGES, deleteHref ?? ""]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        const violations = await axeViolations(page);
        expect({ path, violations }).toEqual({ path, violations: [] });
      }
    });
  }
}
