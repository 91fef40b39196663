// Screenshots of home, shop, product and search at 360 and 1140 px, light and dark, into
// docs/screenshots/. Needs a served build: BASE_URL (http://127.0.0.1:8787 by default).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const out = new URL("../../docs/screenshots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });

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
  const pages = { home: "/", shop: "/shop/1", product: productPath, search: "/search?q=piz" };
  for (const width of [360, 1140]) {
    for (const theme of ["light", "dark"]) {
      const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
      // The theme cookie as the storefront's cookie layer stores it (base64 JSON).
      const value = encodeURIComponent(Buffer.from(JSON.stringify(theme)).toString("base64"));
      await context.addCookies([{ name: "theme", value, url: base }]);
      const page = await context.newPage();
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
        if (name !== "product") {
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
        // Cards far down the page skip rendering until scrolled near (content-visibility: auto),
        // which a full-page capture never does; show them as a reader scrolling would see them.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        const file = `${out}${name}-${width}-${theme}.png`;
        await page.screenshot({ path: file, fullPage: name !== "product" });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
