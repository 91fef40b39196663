// Screenshots at 360 and 1140 px, light and dark, into docs/screenshots/: home in its four
// layouts (?v=1..4), shop, product and search signed out; the phone menu open (360 px); and,
// signed in as the demo customer, checkout with a pizza in the cart, an order page, the address
// form with its map and the parcel form with its maps. Needs a served development build (it signs
// in with the seeded password): BASE_URL (http://127.0.0.1:8787 by default). The maps draw their
// tiles from MAP_STYLE_URL; offline, serve the Worker as the journeys do, with MAP_STYLE_URL at
// `node e2e/scripts/map-fixtures.mjs` (e2e/playwright.config.ts), or the maps stay blank.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const out = new URL("../../docs/screenshots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });

/** Waits until every map of the page is there (MapLibre's with its canvas) and its tiles arrived. */
async function mapsDrawn(page) {
  await page.locator("[data-map]").first().waitFor({ timeout: 15_000 });
  for (const map of await page.locator("[data-map='maplibre']").all()) {
    await map.locator("canvas").first().waitFor({ timeout: 15_000 });
  }
  await page.waitForLoadState("networkidle");
  // A drawn frame after the last tile arrived.
  await page.waitForTimeout(500);
}

async function firstProductPath(page) {
  await page.goto(`${base}/shop/1`);
  const link = page.getByRole("link", { name: /^Open / }).first();
  const href = await link.getAttribute("href", { timeout: 5_000 }).catch(() => null);
  return href ? new URL(href, `${base}/shop/1`).pathname + new URL(href, `${base}/shop/1`).search : "/shop/1";
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  const probe = await browser.newPage();
  const productPath = await firstProductPath(probe);
  await probe.close();
  const pages = {
    home: "/",
    "home-v2": "/?v=2",
    "home-v3": "/?v=3",
    "home-v4": "/?v=4",
    shop: "/shop/1",
    product: productPath,
    search: "/search?q=piz",
  };
  const signedIn = {
    checkout: "/restaurant/1/checkout",
    order: "/orders/1001",
    "address-form": "/saved-locations?new=1",
    "parcel-form": "/parcels/new",
  };
  /** Pages whose subject is a map: shot once it is drawn. */
  const withMaps = new Set(["address-form", "parcel-form"]);
  for (const width of [360, 1140]) {
    for (const theme of ["light", "dark"]) {
      const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
      // The theme cookie as the storefront's cookie layer stores it (base64 JSON).
      const value = encodeURIComponent(Buffer.from(JSON.stringify(theme)).toString("base64"));
      await context.addCookies([{ name: "theme", value, url: base }]);
      const page = await context.newPage();
      const shoot = async (name, path, fullPage = true) => {
        await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
        if (fullPage) {
          // Lazy pictures load as they come into view: scroll through the page first.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 60));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState("networkidle");
        }
        if (withMaps.has(name)) await mapsDrawn(page);
        // Cards far down the page skip rendering until scrolled near (content-visibility: auto),
        // which a full-page capture never does; show them as a reader scrolling would see them.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        const file = `${out}${name}-${width}-${theme}.png`;
        await page.screenshot({ path: file, fullPage });
        console.log(file);
      };
      for (const [name, path] of Object.entries(pages)) await shoot(name, path, name !== "product");
      if (width === 360) {
        await page.goto(`${base}/`, { waitUntil: "networkidle" });
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.locator("#site-menu").waitFor();
        const file = `${out}menu-open-${width}-${theme}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      }
      // Signed in: a pizza in the cart for checkout, the demo's seeded order, the parcel form.
      await page.goto(`${base}/login`);
      await page.getByRole("textbox", { name: "Email or phone" }).fill("demo@tiffin.test");
      await page.getByLabel("Password").fill("tiffin-demo");
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.goto(`${base}${productPath}`, { waitUntil: "networkidle" });
      const added = page.waitForResponse(
        (r) => new URL(r.url()).pathname.startsWith("/cart") && r.request().method() === "POST",
      );
      await page.getByRole("dialog").getByRole("button", { name: "Add to cart" }).click();
      await added;
      for (const [name, path] of Object.entries(signedIn)) await shoot(name, path);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
