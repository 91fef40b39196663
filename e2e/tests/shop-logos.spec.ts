import type { Page } from "@playwright/test";
import { LAYOUT_WIDTHS } from "./support/layout";
import { cookieText } from "./support/session";
import { hydrated } from "./support/storefront";
import { expect, test } from "./support/test";

/**
 * A shop's logo sits on the edge of its cover: on every width and in both directions a person
 * must see the whole of it, nothing painted over it, nothing cutting it off.
 */
const PLACES = [
  { name: "home's shop cards", path: "/", logos: 'main article img[src*="/storage/images/shops/"]' },
  { name: "the shop page's header", path: "/shop/1", logos: 'main header img[src*="/storage/images/shops/"]' },
] as const;

/**
 * What hides part of each logo matched by `selector`, once scrolled to: the viewport's edges, an
 * ancestor that clips its overflow, or another element found at its centre or at eight points
 * just inside its round edge (the points a cover laid over it would take first).
 */
function hiddenLogoParts(page: Page, selector: string): Promise<{ count: number; problems: string[] }> {
  return page.evaluate((selector) => {
    const logos = Array.from(document.querySelectorAll<HTMLImageElement>(selector));
    const problems: string[] = [];
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute("src") ? ` ${element.getAttribute("src")?.split("/").pop()}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.split(/\s+/).slice(0, 3).join(".")}` : ""}`;
    for (const logo of logos) {
      const label = logo.getAttribute("src")?.split("/").pop() ?? "logo";
      logo.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      const box = logo.getBoundingClientRect();
      if (box.width < 24 || box.height < 24) {
        problems.push(`${label} is ${Math.round(box.width)}×${Math.round(box.height)} px`);
        continue;
      }
      if (box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) {
        problems.push(`${label} lies outside the viewport`);
        continue;
      }
      for (let node = logo.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const frame = node.getBoundingClientRect();
        const cutX = style.overflowX !== "visible" && (box.left < frame.left - 0.5 || box.right > frame.right + 0.5);
        const cutY = style.overflowY !== "visible" && (box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5);
        if (cutX || cutY) problems.push(`${label} is cut off by ${nameOf(node)}`);
      }
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const reach = (Math.min(box.width, box.height) / 2) * 0.85;
      const points: [string, number, number][] = [["centre", cx, cy]];
      for (let step = 0; step < 8; step++) {
        const angle = (Math.PI / 4) * step;
        points.push([`edge ${step * 45}°`, cx + reach * Math.sin(angle), cy - reach * Math.cos(angle)]);
      }
      // A card's logo lets a tap through to the card's link (pointer-events: none), which hit
      // testing would skip: for these points it is made hit-testable, so the element found is the
      // one painted on top there.
      const pointerEvents = logo.style.pointerEvents;
      logo.style.pointerEvents = "auto";
      for (const [where, x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (hit !== logo) problems.push(`${label} is covered at its ${where} by ${hit ? nameOf(hit) : "nothing"}`);
      }
      logo.style.pointerEvents = pointerEvents;
    }
    return { count: logos.length, problems };
  }, selector);
}

for (const lang of ["en", "ar"] as const) {
  test(`shop logos are whole and uncovered on home's cards and the shop page at 360, 768 and 1140 px (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([{ name: "lang", value: cookieText(lang), url: baseURL ?? "http://127.0.0.1:8787" }]);
    const failures: string[] = [];
    for (const place of PLACES) {
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(place.path);
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        const { count, problems } = await hiddenLogoParts(page, place.logos);
        expect(count, `${place.name} at ${width} px shows shop logos`).toBeGreaterThan(0);
        failures.push(...problems.map((problem) => `${place.name} at ${width} px: ${problem}`));
      }
    }
    expect(failures).toEqual([]);
  });
}

test("a tap on a shop card's logo opens that shop, as a tap anywhere else on the card does", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const logo = page.locator(PLACES[0].logos).first();
  const href = await logo.locator("xpath=ancestor::article[1]//h3//a").getAttribute("href");
  expect(href).toMatch(/^\/(shop|restaurant)\/\d+$/);
  await logo.scrollIntoViewIfNeeded();
  const box = await logo.boundingBox();
  if (!box) throw new Error("the logo has no box");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});
