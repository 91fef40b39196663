// Lighthouse (mobile) on the home page, a shop page, search results, the cart (a visitor with two
// lines), a checkout (a signed-in customer, sam@tiffin.test, with that cart) and, signed in as the
// demo customer, an order page (her seeded order #1000), with Debian's Chromium and the flags of
// TOOLCHAIN.md. Each page runs RUNS times (3 by default) and the median of each category is
// reported with the spread of performance, because one run on a shared machine can land a few
// points either way. Target >= 95 each, and >= 98 with a home LCP of at most 1.2 s on the browse
// pages (home, shop, search); a measurement, not a test. Needs a served build:
//   BASE_URL=http://127.0.0.1:8787 RUNS=3 [PAGES=cart,checkout,order] node e2e/scripts/lighthouse.mjs
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
// A visitor cart of two Pizza Palace lines, one with an addon (the compact text of ADR 009), as
// the storefront's cookie layer stores it (base64 JSON; apps/web/app/lib/cookies.server.ts).
const VISITOR_CART = `cart=${encodeURIComponent(Buffer.from(JSON.stringify("1.1.4x2-1~10x1")).toString("base64"))}`;

/**
 * Signs a customer in through the storefront's own /login form (with `cart`, the visitor cart is
 * merged into theirs) and answers the session cookies as one Cookie header, which Lighthouse then
 * sends with every request of the page.
 */
async function signIn(login, cart) {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams({ login, password: "tiffin-demo", redirectTo: "/" }),
    headers: { Origin: base, ...(cart ? { Cookie: cart } : {}) },
    redirect: "manual",
  });
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => !pair.endsWith("="));
  if (!cookies.some((pair) => pair.startsWith("session="))) throw new Error(`sign-in failed: ${response.status}`);
  return cookies.join("; ");
}

const all = {
  home: { path: "/" },
  shop: { path: "/restaurant/1" },
  search: { path: "/search?q=piz" },
  cart: { path: "/cart", cookie: VISITOR_CART },
  checkout: { path: "/restaurant/1/checkout", cookie: "sam" },
  // ORDER_PATH=/orders/{id} measures another of the demo customer's orders (an active one keeps
  // its live status stream open while the page loads).
  order: { path: process.env.ORDER_PATH ?? "/orders/1000", cookie: "demo" },
};
const wanted = process.env.PAGES ? process.env.PAGES.split(",") : Object.keys(all);
const pages = Object.fromEntries(Object.entries(all).filter(([name]) => wanted.includes(name)));
const sessions = {
  sam: pages.checkout ? await signIn("sam@tiffin.test", VISITOR_CART) : null,
  demo: pages.order ? await signIn("demo@tiffin.test", null) : null,
};
const flags = CHROMIUM_FLAGS.join(" ");
const lighthouse = new URL("../node_modules/.bin/lighthouse", import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
const categories = ["performance", "accessibility", "best-practices", "seo"];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

function runOnce(name, { path, cookie }, run) {
  const report = join(out, `${name}-${run}.json`);
  const sent = sessions[cookie] ?? cookie;
  execFileSync(
    lighthouse,
    [
      `${base}${path}`,
      ...(sent ? [`--extra-headers=${JSON.stringify({ Cookie: sent })}`] : []),
      `--chrome-flags=${flags}`,
      `--only-categories=${categories.join(",")}`,
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH }, stdio: "inherit" },
  );
  return JSON.parse(readFileSync(report, "utf8"));
}

const rows = [];
/** Per page name: the median performance score and LCP in seconds (for the browse pages' targets). */
const medians = {};
for (const [name, page] of Object.entries(pages)) {
  const { path } = page;
  const results = Array.from({ length: runs }, (_, run) => runOnce(name, page, run));
  const scores = Object.fromEntries(
    categories.map((id) => [id, median(results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)))]),
  );
  const performance = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
  // The cart, checkout and order pages are personal and say noindex: their SEO score is no target.
  if (page.cookie) scores.seo = `(${scores.seo}, noindex)`;
  // Largest Contentful Paint of the simulated mobile run, median in seconds.
  const lcp = median(results.map((r) => r.audits["largest-contentful-paint"]?.numericValue ?? 0)) / 1000;
  medians[name] = { performance: scores.performance, lcp };
  rows.push({
    page: `${name} (${path})`,
    ...scores,
    "performance runs": performance.join(" "),
    "LCP s": lcp.toFixed(2),
  });
  const failing = new Set(
    results.flatMap((r) =>
      Object.values(r.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id),
    ),
  );
  if (failing.size) console.log(`${name}: audits below par: ${[...failing].join(", ")}`);
}
console.table(rows);
// A signed-in page is private and says noindex on purpose, so its SEO score is not a target.
const low = rows.flatMap((row) =>
  categories.filter((id) => typeof row[id] === "number" && row[id] < 95).map((id) => `${row.page} ${id} ${row[id]}`),
);
console.log(
  low.length ? `Below 95 (median of ${runs}): ${low.join("; ")}` : `Every median of ${runs} runs is at least 95.`,
);
// The browse pages aim higher: performance at least 98 on home, shop and search, home LCP at most 1.2 s.
const browseMisses = [
  ...["home", "shop", "search"]
    .filter((name) => medians[name] && medians[name].performance < 98)
    .map((name) => `${name} performance ${medians[name].performance} (target 98)`),
  ...(medians.home && medians.home.lcp > 1.2 ? [`home LCP ${medians.home.lcp.toFixed(2)} s (target 1.2 s)`] : []),
];
if (Object.keys(medians).some((name) => ["home", "shop", "search"].includes(name)))
  console.log(
    browseMisses.length
      ? `Browse page targets missed: ${browseMisses.join("; ")}`
      : "Browse page targets met: performance at least 98, home LCP at most 1.2 s.",
  );
process.exitCode = low.length || browseMisses.length ? 1 : 0;
