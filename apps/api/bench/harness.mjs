// A small reusable benchmark harness: a local D1 of its own (.wrangler/bench-state by default),
// migrated and seeded, the API alone in wrangler's local runtime (its deploy bundle, without
// `wrangler dev`'s proxy and inspector: scripts/serve-local.mjs) on 127.0.0.1, and sequential timing
// with p50/p95. Usage from a bench script:
//   const server = await startServer({ scale: 100000 });
//   await measure("products/search", () => server.get("rest/products/search?search=piz"), 200);
//   await stopServer();
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { buildSeed } from "../seed/build.mjs";

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, "../../..");
export const CONFIG = join(here, "wrangler.toml");
export const BENCH_STATE = join(ROOT, ".wrangler", "bench-state");
const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };

/** The running server of this process (a node script, not a Worker). */
let running = null;

/** A numeric `--name value` command-line option, or `fallback`. */
export function numberArg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

function run(command, args) {
  // wrangler prints every statement's result: keep stdout quiet, errors visible
  const result = spawnSync(command, args, { cwd: ROOT, env: ENV, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed with ${result.status}`);
}

function wrangler(args, dir) {
  run("pnpm", ["exec", "wrangler", ...args, "--local", "--persist-to", dir, "--config", CONFIG]);
}

/**
 * Runs SQL statements (one per line, each ending in `;`) against the bench database in `dir`.
 * Use it before `startServer`, or with the server stopped: workerd holds the database open.
 */
export function executeSql(statements, { dir = BENCH_STATE, name = "setup" } = {}) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.sql`);
  writeFileSync(file, `${statements.join("\n")}\n`);
  wrangler(["d1", "execute", "DB", "--file", file], dir);
}

/** A fingerprint of the migrations and the seed code: a changed schema means a fresh database. */
function schemaVersion() {
  const hash = createHash("sha256");
  for (const folder of ["../migrations", "../seed", "../seed/data"]) {
    const path = join(here, folder);
    for (const file of readdirSync(path)
      .filter((f) => /\.(sql|mjs)$/.test(f))
      .sort()) {
      hash.update(file).update(readFileSync(join(path, file)));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Migrates and seeds `dir` unless it already holds exactly that seed: `scale` generated products,
 * or the hand-written demo menus when `scale` is not given.
 */
export function prepareDatabase({ scale, dir = BENCH_STATE } = {}) {
  const marker = join(dir, "bench-seed.json");
  const version = schemaVersion();
  const previous = existsSync(marker) ? JSON.parse(readFileSync(marker, "utf8")) : null;
  const what = scale ? `${scale} products` : "the demo menus";
  if ((previous?.scale ?? null) === (scale ?? null) && previous?.version === version) {
    console.log(`bench: reusing ${dir} (${what})`);
    return;
  }
  rmSync(dir, { recursive: true, force: true });
  const started = performance.now();
  wrangler(["d1", "migrations", "apply", "DB"], dir);
  executeSql(buildSeed({ scale }), { dir, name: "seed" });
  writeFileSync(marker, JSON.stringify({ scale: scale ?? null, version, seededAt: new Date().toISOString() }));
  console.log(`bench: seeded ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** A TCP port that is free on 127.0.0.1 right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(base, child, log) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log()}`);
    try {
      const response = await fetch(`${base}/api/v1/rest/settings`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer in 90 s:\n${log()}`);
}

/**
 * @typedef {{ status: number, text: string, json: () => any }} BenchResponse
 * @typedef {{
 *   base: string,
 *   request: (path: string, init?: RequestInit) => Promise<BenchResponse>,
 *   get: (path: string, init?: RequestInit) => Promise<BenchResponse>,
 *   post: (path: string, body: unknown, init?: RequestInit) => Promise<BenchResponse>,
 * }} BenchServer
 */

/**
 * Prepares the database (see `prepareDatabase`), runs the `setup` SQL statements on it, and starts
 * the API (scripts/serve-local.mjs) in its own process group on `port` (a free one when not given).
 * @param {{ scale?: number, port?: number, dir?: string, setup?: string[] }} [options]
 * @returns {Promise<BenchServer>}
 */
export async function startServer({ scale, port, dir = BENCH_STATE, setup = [] } = {}) {
  if (running) throw new Error("a bench server is already running");
  prepareDatabase({ scale, dir });
  if (setup.length > 0) executeSql(setup, { dir });
  const listenOn = port ?? (await freePort());
  // wrangler's local runtime without wrangler dev's proxy and inspector (see scripts/serve-local.mjs)
  const child = spawn(
    "node",
    ["scripts/serve-local.mjs", "--config", CONFIG, "--port", String(listenOn), "--persist-to", dir],
    { cwd: ROOT, env: ENV, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  running = child;
  const base = `http://127.0.0.1:${listenOn}`;
  try {
    await waitUntilUp(base, child, () => output.slice(-4000));
  } catch (error) {
    await stopServer();
    throw error;
  }
  /** Fetches an /api/v1 path and reads the whole body; anything but 2xx throws. */
  const request = async (path, init) => {
    const response = await fetch(`${base}/api/v1/${path.replace(/^\//, "")}`, init);
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${init?.method ?? "GET"} ${path}: HTTP ${response.status} ${text.slice(0, 500)}`);
    return { status: response.status, text, json: () => JSON.parse(text) };
  };
  const post = (path, body, init = {}) =>
    request(path, {
      ...init,
      method: "POST",
      headers: { "Content-Type": "application/json", ...init.headers },
      body: JSON.stringify(body),
    });
  return { base, request, get: (path, init) => request(path, init), post };
}

/** Stops wrangler and workerd: the whole process group, then a hard kill if needed. */
export async function stopServer() {
  const child = running;
  running = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timeout = new Promise((r) => setTimeout(() => r("timeout"), 5000));
  if ((await Promise.race([exited, timeout])) === "timeout") {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function summarize(name, samples) {
  const times = [...samples].sort((a, b) => a - b);
  const stats = {
    name,
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    mean: times.reduce((a, b) => a + b, 0) / (times.length || 1),
    max: times[times.length - 1] ?? 0,
  };
  console.log(
    `${name.padEnd(44)} n=${stats.n}  p50=${stats.p50.toFixed(1)} ms  p95=${stats.p95.toFixed(1)} ms  mean=${stats.mean.toFixed(1)} ms  max=${stats.max.toFixed(1)} ms`,
  );
  return stats;
}

/**
 * For calls that depend on one another (a cart, then its order): runs `fn(i, time)` `warmup`
 * times untimed, then `n` times; inside, `time(name, call)` times one call and returns its result.
 * Prints p50/p95/mean/max per name, in the order first timed, and returns those stats.
 */
export async function measureSteps(fn, n = 200, { warmup = 20 } = {}) {
  const untimed = (_name, call) => call();
  for (let i = 0; i < warmup; i++) await fn(i, untimed);
  const samples = new Map();
  const time = async (name, call) => {
    const started = performance.now();
    const result = await call();
    const elapsed = performance.now() - started;
    if (!samples.has(name)) samples.set(name, []);
    samples.get(name).push(elapsed);
    return result;
  };
  for (let i = 0; i < n; i++) await fn(i, time);
  return [...samples].map(([name, list]) => summarize(name, list));
}

/**
 * Calls `fn(i)` `warmup` times untimed, then `n` times one after the other, and prints
 * p50/p95/mean/max in milliseconds.
 */
export async function measure(name, fn, n = 200, options = {}) {
  const [stats] = await measureSteps((i, time) => time(name, () => fn(i)), n, options);
  return stats;
}

/** Prints whether every p95 is under `targetMs` and sets a failing exit code when not. */
export function reportTarget(label, results, targetMs) {
  const slow = results.filter((r) => r.p95 >= targetMs);
  console.log(
    slow.length === 0
      ? `${label}: every p95 is under ${targetMs} ms`
      : `${label}: over the ${targetMs} ms target: ${slow.map((r) => r.name).join(", ")}`,
  );
  if (slow.length > 0) process.exitCode = 1;
  return slow.length === 0;
}

// a Ctrl-C or a crash must not leave workerd running
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    stopServer().finally(() => process.exit(130));
  });
}
