import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe-core on a rendered container and expects no violations.
 * `color-contrast` is off because happy-dom computes no styles, so axe cannot see colours;
 * contrast is checked in the browser by the end-to-end suite instead.
 * For an open dialog, pass the dialog itself: Radix marks everything outside it aria-hidden
 * (without `inert`), which axe reports against the page behind, not against the dialog.
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, {
    rules: { "color-contrast": { enabled: false } },
  });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
