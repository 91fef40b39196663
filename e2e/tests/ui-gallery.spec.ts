import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

// The gallery in a real browser, where axe can also measure colour contrast.
for (const theme of ["light", "dark"] as const) {
  for (const dir of ["ltr", "rtl"] as const) {
    test(`the component gallery has no axe violations (${theme}, ${dir})`, async ({ page }) => {
      await page.goto(`/dev/ui?theme=${theme}&dir=${dir}`);
      await expect(page.getByRole("heading", { level: 1, name: "Tiffin UI" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: unknown[] }> } }).axe;
        const result = await axe.run(document);
        return (result.violations as { id: string; nodes: { target: string[] }[] }[]).map((v) => ({
          id: v.id,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
        }));
      });
      expect(violations).toEqual([]);
    });
  }
}
