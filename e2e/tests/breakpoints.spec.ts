import { expect, test } from "./support/test";

// The device presets of the spec (360, 768, 1140 px): every page fits its width, with no
// sideways scrolling, in both projects (touch and mouse).
const WIDTHS = [360, 768, 1140] as const;
const PAGES = ["/", "/shop/1", "/search?q=piz", "/dev/ui"] as const;

test.describe("breakpoints", () => {
  for (const width of WIDTHS) {
    test(`pages fit ${width} px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of PAGES) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});
