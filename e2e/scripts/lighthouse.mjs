// Lighthouse (mobile) on the home page, a shop page and search results, with Debian's Chromium
// and the flags of TOOLCHAIN.md. Each page runs RUNS times (3 by default) and the median of each
// category is reported with the spread of performance, because one run on a shared machine can
// land a few points either way. Target >= 95 each; a measurement, not a test. Needs a served build:
//   BASE_URL=http://127.0.0.1:8787 RUNS=3 node e2e/scripts/lighthouse.mjs
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const pages = { home: "/", shop: "/restaurant/1", search: "/search?q=piz" };
const flags = CHROMIUM_FLAGS.join(" ");
const lighthouse = new URL("../node_modules/.bin/lighthouse", import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), "lighthouse-"));
const categories = ["performance", "accessibility", "best-practices", "seo"];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

function runOnce(name, path, run) {
  const report = join(out, `${name}-${run}.json`);
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
  return JSON.parse(readFileSync(report, "utf8"));
}

const rows = [];
for (const [name, path] of Object.entries(pages)) {
  const results = Array.from({ length: runs }, (_, run) => runOnce(name, path, run));
  const scores = Object.fromEntries(
    categories.map((id) => [id, median(results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)))]),
  );
  const performance = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
  rows.push({ page: `${name} (${path})`, ...scores, "performance runs": performance.join(" ") });
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
const low = rows.flatMap((row) => categories.filter((id) => row[id] < 95).map((id) => `${row.page} ${id} ${row[id]}`));
console.log(
  low.length ? `Below 95 (median of ${runs}): ${low.join("; ")}` : `Every median of ${runs} runs is at least 95.`,
);
process.exitCode = low.length ? 1 : 0;
