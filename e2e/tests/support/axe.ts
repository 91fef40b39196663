import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

export interface AxeViolation {
  id: string;
  /** Up to five offending elements, as CSS selectors. */
  targets: string[];
}

/** Runs axe-core on the whole page as it stands and answers its violations (none: an empty list). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document);
    return (result.violations as { id: string; nodes: { target: string[] }[] }[]).map((v) => ({
      id: v.id,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  });
}
