// A small reusable benchmark harness: a local D1 of its own (.wrangler/bench-state), migrated
// and seeded with `--scale` products, the API alone under `wrangler dev` on 127.0.0.1, and
// sequential timing with p50/p95. Usage from a bench script:
//   const server = await startServer({ scale: 100000 });
//   await measure("products/search", () => server.get("rest/products/search?search=piz"), 200);
//   await stopServer();
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, "../../..");
export const CONFIG = join(here, "wrangler.toml");
export const BENCH_STATE = join(ROOT, ".wrangler", "bench-state");
const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };

/** The running server of this process (a node script, not a Worker). */
let running = null;

function run(command, args) {
  // wrangler prints every statement's result: keep stdout quiet, errors visible
  const result = spawnSync(command, args, { cwd: ROOT, env: ENV, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed with ${result.status}`);
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

/** Migrates and seeds `dir` with `scale` products unless it already holds exactly that seed. */
export function prepareDatabase({ scale, dir = BENCH_STATE }) {
  const marker = join(dir, "bench-seed.json");
  const version = schemaVersion();
  const previous = existsSync(marker) ? JSON.parse(readFileSync(marker, "utf8")) : null;
  if (previous?.scale === scale && previous?.version === version) {
    console.log(`bench: reusing ${dir} (${scale} products)`);
    return;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  run("pnpm", [
    "exec",
    "wrangler",
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
    "--persist-to",
    dir,
    "--config",
    CONFIG,
  ]);
  run("node", ["apps/api/seed/run.mjs", "--persist-to", dir, "--config", CONFIG, "--scale", String(scale)]);
  writeFileSync(marker, JSON.stringify({ scale, version, seededAt: new Date().toISOString() }));
  console.log(`bench: seeded ${scale} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
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
 * Prepares the database and starts `wrangler dev` in its own process group.
 * @returns {{ base: string, get: (path: string) => Promise<Response>, request: (path: string, init?: RequestInit) => Promise<Response> }}
 */
export async function startServer({ scale = 100_000, port = 8799, dir = BENCH_STATE } = {}) {
  if (running) throw new Error("a bench server is already running");
  prepareDatabase({ scale, dir });
  const child = spawn(
    "pnpm",
    [
      "exec",
      "wrangler",
      "dev",
      "--config",
      CONFIG,
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      dir,
      "--show-interactive-dev-session=false",
    ],
    { cwd: ROOT, env: ENV, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  running = child;
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(base, child, () => output.slice(-4000));
  } catch (error) {
    await stopServer();
    throw error;
  }
  const request = async (path, init) => {
    const response = await fetch(`${base}/api/v1/${path.replace(/^\//, "")}`, init);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response;
  };
  return { base, request, get: (path) => request(path) };
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

/**
 * Calls `fn(i)` `warmup` times untimed, then `n` times one after the other, and prints
 * p50/p95/mean/max in milliseconds.
 */
export async function measure(name, fn, n = 200, { warmup = 20 } = {}) {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const stats = {
    name,
    n,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    max: times[times.length - 1] ?? 0,
  };
  console.log(
    `${name.padEnd(44)} n=${n}  p50=${stats.p50.toFixed(1)} ms  p95=${stats.p95.toFixed(1)} ms  mean=${stats.mean.toFixed(1)} ms  max=${stats.max.toFixed(1)} ms`,
  );
  return stats;
}

// a Ctrl-C or a crash must not leave workerd running
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    stopServer().finally(() => process.exit(130));
  });
}
