// Breaks one home render and one shop render into their in-process API calls and D1 statements,
// with times. Builds the storefront, bundles bench/worker.ts (the production entry with timing
// wrappers) as `wrangler deploy --dry-run` would, and runs it in workerd against a seeded D1.
// Usage: node apps/web/bench/render-breakdown.mjs [--runs 101] [--warmup 30] [--no-build] [--markdown] [--cache]
// A page is rendered --warmup times before the --runs that are counted: a Worker's isolate serves
// many requests, and its first renders run before V8 has optimised the code they use. The very
// first render of each page is printed too.
// --cpu-profile <dir> also records a V8 CPU profile of each page's counted renders through the
// runtime's inspector (port --inspector-port, 8858 by default), writes it to <dir> (open it in
// Chrome's DevTools) and prints the functions that took the most time, by themselves and with
// what they called. It needs a WebSocket client: Node 22, or Node 20 with --experimental-websocket.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
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
const PROFILE_DIR = arg("--cpu-profile", null);
const INSPECTOR_PORT = Number(arg("--inspector-port", "8858"));
if (PROFILE_DIR && typeof WebSocket === "undefined")
  throw new Error("--cpu-profile needs a WebSocket client: Node 22, or node --experimental-websocket");

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
  ...(PROFILE_DIR ? { inspectorPort: INSPECTOR_PORT } : {}),
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

/** The Worker's inspector session (Chrome DevTools protocol): `send(method, params)`. */
async function inspector() {
  const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json();
  // The user Worker (wrangler's own internal Workers are listed too).
  const target = targets.find((t) => t.title?.includes("core:user")) ?? targets[0];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const pending = new Map();
  socket.onmessage = (message) => {
    const data = JSON.parse(message.data);
    if (data.id && pending.has(data.id)) {
      pending.get(data.id)(data.result);
      pending.delete(data.id);
    }
  };
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        id++;
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** The functions of a CPU profile with the largest shares of its samples, by self and total time. */
function profileSummary(profile, top = 15) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const time = new Map();
  for (const [i, sample] of profile.samples.entries())
    time.set(sample, (time.get(sample) ?? 0) + profile.timeDeltas[i]);
  const name = (n) =>
    `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map();
  const total = new Map();
  let all = 0;
  for (const [id, t] of time) {
    all += t;
    self.set(name(nodes.get(id)), (self.get(name(nodes.get(id))) ?? 0) + t);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = name(nodes.get(at));
      if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + t);
      seen.add(key);
    }
  }
  const list = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, t]) => `  ${((100 * t) / all).toFixed(1).padStart(5)}%  ${key}`)
      .join("\n");
  return `self time:\n${list(self)}\nwith what it called:\n${list(total)}`;
}

const devtools = PROFILE_DIR ? await inspector() : null;
if (devtools) {
  mkdirSync(PROFILE_DIR, { recursive: true });
  await devtools.send("Profiler.enable");
  await devtools.send("Profiler.setSamplingInterval", { interval: 100 });
}

try {
  for (const [pageIndex, path] of PAGES.entries()) {
    const samples = [];
    let first = null;
    for (let i = 0; i < RUNS + WARMUP; i++) {
      if (devtools && i === WARMUP) await devtools.send("Profiler.start");
      const response = await worker.dispatchFetch(`https://tiffin.example${path}`, {
        redirect: "manual",
        headers: cookie ? { Cookie: cookie } : {},
      });
      await response.text();
      const breakdown = await (await worker.dispatchFetch("https://tiffin.example/__render-breakdown")).json();
      if (i === 0) first = breakdown.total;
      if (i >= WARMUP) samples.push({ status: response.status, ...breakdown });
    }
    if (devtools) {
      const { profile } = await devtools.send("Profiler.stop");
      const file = join(PROFILE_DIR, `page-${pageIndex + 1}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`\nCPU profile of ${path} (${RUNS} renders, the bench's timing included): ${file}`);
      console.log(profileSummary(profile));
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
  devtools?.close();
  await worker.dispose();
}
