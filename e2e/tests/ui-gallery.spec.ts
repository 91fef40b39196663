import { axeViolations } from "./support/axe";
import { expect, test } from "./support/test";

// The gallery in a real browser, where axe can also measure colour contrast.
for (const theme of ["light", "dark"] as const) {
  for (const dir of ["ltr", "rtl"] as const) {
    test(`the component gallery has no axe violations (${theme}, ${dir})`, async ({ page }) => {
      await page.goto(`/dev/ui?theme=${theme}&dir=${dir}`);
      await expect(page.getByRole("heading", { level: 1, name: "Tiffin UI" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    });
  }
}
