// Breaks one home render and one shop render into their in-process API calls and D1 statements,
// with times. Builds the storefront, bundles bench/worker.ts (the production entry with timing
// wrappers) as `wrangler deploy --dry-run` would, and runs it in workerd against a seeded D1.
// Usage: node apps/web/bench/render-breakdown.mjs [--runs 101] [--warmup 30] [--no-build] [--markdown] [--cache]
// A page is rendered --warmup times before the --runs that are counted: a Worker's isolate serves
// many requests, and its first renders run before V8 has optimised the code they use. The very
// first render of each page is printed too.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { groupedMedian } from "./grouped-median.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const ROOT = resolve(here, "../../..");
const WEB = resolve(here, "..");
const OUT = join(ROOT, ".wrangler", "render-breakdown-bundle");
const STATE = join(ROOT, ".wrangler", "render-breakdown-state");
const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };
delete ENV.DEV_TOOLS;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg("--runs", "101"));
const WARMUP = Number(arg("--warmup", "30"));
const PAGES = arg("--pages", "/,/shop/1,/restaurant/1,/search?q=pi").split(",");

function run(command, args, cwd = ROOT) {
  const result = spawnSync(command, args, { cwd, env: ENV, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

if (!process.argv.includes("--no-build")) run("pnpm", ["exec", "remix", "vite:build"], WEB);
rmSync(OUT, { recursive: true, force: true });
run("pnpm", ["exec", "wrangler", "deploy", "--dry-run", "--outdir", OUT, "--config", join(here, "wrangler.toml")]);
if (!existsSync(join(STATE, "seeded"))) {
  rmSync(STATE, { recursive: true, force: true });
  run("pnpm", ["exec", "wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE]);
  run("node", ["apps/api/seed/run.mjs", "--persist-to", STATE]);
  run("touch", [join(STATE, "seeded")]);
} else {
  // A database seeded by an earlier run gets the migrations added since (they backfill their data).
  run("pnpm", ["exec", "wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE]);
}

const worker = new Miniflare({
  modulesRoot: OUT,
  modules: [{ type: "ESModule", path: join(OUT, "worker.js") }],
  compatibilityDate: "2025-09-01",
  compatibilityFlags: ["nodejs_compat"],
  d1Databases: { DB: "00000000-0000-4000-8000-000000000000" },
  d1Persist: join(STATE, "v3", "d1"),
  durableObjects: { ORDER_PROGRESS: { className: "OrderProgress", useSQLite: true } },
  // Production-like; the caches are off unless --cache, so every run renders from D1.
  bindings: {
    ENVIRONMENT: "production",
    SESSION_SECRET: "a-bench-secret-of-forty-eight-random-characters!",
    IMAGE_BASE: "",
    // --cache keeps the edge caches on (catalogue reads; signed-out pages answer from the cache).
    PAGE_CACHE: process.argv.includes("--cache") ? "on" : "off",
  },
});

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const fmt = (n) => n.toFixed(1);
const markdown = process.argv.includes("--markdown");

// --signed-in renders as the demo customer (the sign-in form's cookies).
let cookie = "";
if (process.argv.includes("--signed-in")) {
  const login = await worker.dispatchFetch("https://tiffin.example/login", {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    body: "login=demo%40tiffin.test&password=tiffin-demo&redirectTo=%2F",
  });
  await login.text();
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

try {
  for (const path of PAGES) {
    const samples = [];
    let first = null;
    for (let i = 0; i < RUNS + WARMUP; i++) {
      const response = await worker.dispatchFetch(`https://tiffin.example${path}`, {
        redirect: "manual",
        headers: cookie ? { Cookie: cookie } : {},
      });
      await response.text();
      const breakdown = await (await worker.dispatchFetch("https://tiffin.example/__render-breakdown")).json();
      if (i === 0) first = breakdown.total;
      if (i >= WARMUP) samples.push({ status: response.status, ...breakdown });
    }
    const totals = samples.map((s) => s.total).sort((a, b) => a - b);
    const median = samples.find((s) => s.total === quantile(totals, 0.5));
    const api = median.entries.filter((e) => e.kind === "api");
    const d1 = median.entries.filter((e) => e.kind !== "api");
    console.log(
      `\n${markdown ? "### " : ""}${path}  (status ${median.status}; ${RUNS} renders after ${WARMUP}: p50 ${fmt(groupedMedian(totals))} ms (middle reading ${quantile(totals, 0.5)} ms), mean ${fmt(totals.reduce((a, b) => a + b, 0) / totals.length)} ms, p95 ${fmt(quantile(totals, 0.95))} ms; first render ${fmt(first)} ms)`,
    );
    console.log(
      `${api.length} in-process API calls, ${d1.length} D1 round trips in the median render (${fmt(median.total)} ms)\n`,
    );
    console.log("| start ms | ms | kind | what |");
    console.log("|---:|---:|---|---|");
    for (const e of median.entries) {
      console.log(
        `| ${fmt(e.startedAt)} | ${fmt(e.ms)} | ${e.kind} | ${e.what.replaceAll("|", "\\|").slice(0, 140)} |`,
      );
    }
  }
} finally {
  await worker.dispose();
}
