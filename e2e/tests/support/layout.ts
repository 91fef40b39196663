import type { Page } from "@playwright/test";

/** The widths every page is laid out at: a phone, a tablet and the desktop container. */
export const LAYOUT_WIDTHS = [360, 768, 1140] as const;

/**
 * What a person could not see or reach on the page as it is laid out now: the document wider than
 * the viewport, and every visible link, button or menu trigger that is clipped by an ancestor,
 * covered by another element, or outside the page once scrolled to. Each is brought into view
 * first (as a person would scroll to it), so horizontal rows and drawers that scroll are fine.
 * Screen-reader-only elements (1 px boxes) are not checked; `within` (a selector) checks only
 * the targets inside that element, such as an open drawer over the page.
 */
export function layoutProblems(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((within) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const viewport = root.clientWidth;
    if (root.scrollWidth > viewport + 1) {
      problems.push(`the document is ${root.scrollWidth} px wide in a ${viewport} px viewport`);
    }
    const name = (element: Element) => {
      const text = (element.getAttribute("aria-label") || element.textContent || "").replace(/\s+/g, " ").trim();
      return `${element.tagName.toLowerCase()} "${text.slice(0, 48)}"`;
    };
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== "visible" || style.overflowY !== "visible";
    // While a modal dialog is open the rest of the page is inert: only the dialog can be reached.
    // A route's dialog (news, a product) is rendered open by the server and made modal once the
    // page hydrates; it is the page's subject either way. `within` narrows the check to one part
    // of the page (an open drawer over the rest).
    const scope =
      (within ? document.querySelector(within) : null) ??
      document.querySelector("dialog:modal") ??
      document.querySelector("dialog[open]") ??
      document;
    const targets = Array.from(scope.querySelectorAll<HTMLElement>("a[href], button, summary, [role='button']"));
    for (const target of targets) {
      if (!target.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const before = target.getBoundingClientRect();
      if (before.width <= 1 || before.height <= 1) continue;
      target.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      const box = target.getBoundingClientRect();
      if (box.left < -1 || box.right > viewport + 1) {
        problems.push(`${name(target)} lies outside the page (${Math.round(box.left)}–${Math.round(box.right)} px)`);
        continue;
      }
      // Clipped: an ancestor that hides its overflow cuts away half the target's box or leaves
      // less than a fingertip of it (an ellipsis on a long name leaves most of it).
      let clipped: Element | null = null;
      for (let node = target.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (clips(style)) {
          const frame = node.getBoundingClientRect();
          const left = style.overflowX === "visible" ? box.left : Math.max(box.left, frame.left);
          const right = style.overflowX === "visible" ? box.right : Math.min(box.right, frame.right);
          const top = style.overflowY === "visible" ? box.top : Math.max(box.top, frame.top);
          const bottom = style.overflowY === "visible" ? box.bottom : Math.min(box.bottom, frame.bottom);
          const width = Math.max(right - left, 0);
          const height = Math.max(bottom - top, 0);
          const fingertip = width >= Math.min(24, box.width) && height >= Math.min(16, box.height);
          if (!fingertip || width * height < (box.width * box.height) / 2) {
            clipped = node;
            break;
          }
        }
        // A fixed box is laid out against the viewport: what encloses it does not clip it.
        if (style.position === "fixed") break;
      }
      if (clipped) {
        problems.push(`${name(target)} is clipped by ${name(clipped)}`);
        continue;
      }
      // Covered: what a tap at the centre of its visible part would reach.
      const x = Math.min(Math.max(box.left + box.width / 2, 0), viewport - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (hit && !target.contains(hit) && !hit.closest("label")?.contains(target)) {
        problems.push(`${name(target)} is covered by ${name(hit)}`);
      }
    }
    window.scrollTo({ left: 0, top: 0, behavior: "instant" });
    return problems;
  }, within);
}
