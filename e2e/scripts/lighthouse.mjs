// Lighthouse (mobile) on the home page, a shop page and search results, with Debian's Chromium
// and the flags of TOOLCHAIN.md. Prints performance, accessibility, best-practices and SEO
// scores (target >= 95 each); a measurement, not a test. Needs a served build:
//   BASE_URL=http://127.0.0.1:8787 node e2e/scripts/lighthouse.mjs
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const pages = { home: "/", shop: "/restaurant/1", search: "/search?q=piz" };
const flags = CHROMIUM_FLAGS.join(" ");
const lighthouse = new URL("../node_modules/.bin/lighthouse", import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
const categories = ["performance", "accessibility", "best-practices", "seo"];

const rows = [];
for (const [name, path] of Object.entries(pages)) {
  const report = join(out, `${name}.json`);
  execFileSync(
    lighthouse,
    [
      `${base}${path}`,
      `--chrome-flags=${flags}`,
      `--only-categories=${categories.join(",")}`,
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH }, stdio: "inherit" },
  );
  const result = JSON.parse(readFileSync(report, "utf8"));
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((result.categories[id]?.score ?? 0) * 100)]),
  );
  rows.push({ page: `${name} (${path})`, ...scores });
  const failing = Object.values(result.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
  if (failing.length) console.log(`${name}: audits below par: ${failing.join(", ")}`);
}
console.table(rows);
const low = rows.flatMap((row) => categories.filter((id) => row[id] < 95).map((id) => `${row.page} ${id} ${row[id]}`));
console.log(low.length ? `Below 95: ${low.join("; ")}` : "Every score is at least 95.");
