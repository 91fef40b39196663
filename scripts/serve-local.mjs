#!/usr/bin/env node
// Serves a Worker on wrangler's local runtime (Miniflare and workerd, with its D1, Durable Objects,
// R2, cache and static assets) straight from the bundle `wrangler deploy` would upload, for the
// journeys and the benches. The bindings come from the wrangler config and .dev.vars, read by
// wrangler itself (unstable_getMiniflareWorkerOptions), so nothing here repeats them.
//
// Why not `wrangler dev`:
// - Its proxy (a second workerd in front of the Worker) answers a POST whose connection to the
//   Worker failed with a 503 "Your worker restarted mid-request", even when nothing restarted:
//   it tells a restart from a plain network error by comparing the request's full URL with the
//   Worker's bare origin, which never match. One such answer failed a whole journey run.
// - Its devtools inspector reports every subrequest, and every D1 statement is one, to wrangler's
//   node process as four Network events appended to a debug log: about half a core of this
//   two-core machine under load. Production has neither the proxy nor the inspector.
// Nothing is watched: a changed build needs a restart, which is what the journeys and benches do.
//
// Usage: node scripts/serve-local.mjs --config wrangler.toml --port 8806 --persist-to DIR
//          [--entry apps/web/worker.dev.ts] [--var NAME:VALUE]...
// The bundle is built with the caller's NODE_ENV (as `wrangler deploy`: "production" when unset).
// Prints "ready http://127.0.0.1:PORT" once it listens; runs until SIGTERM or SIGINT.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i >= 0 && i + 1 < args.length) return args[i + 1];
  if (fallback !== undefined) return fallback;
  throw new Error(`${name} is required`);
};
const overrides = {};
args.forEach((arg, i) => {
  if (arg !== "--var") return;
  const pair = args[i + 1] ?? "";
  const colon = pair.indexOf(":");
  if (colon < 1) throw new Error(`--var wants NAME:VALUE, got "${pair}"`);
  overrides[pair.slice(0, colon)] = pair.slice(colon + 1);
});

const configPath = resolve(option("--config"));
const port = Number(option("--port"));
const persist = resolve(option("--persist-to"));
const config = unstable_readConfig({ config: configPath });
const entry = resolve(option("--entry", config.main));

// The deploy bundle, as `wrangler deploy` builds it (its esbuild settings, its nodejs_compat).
const require = createRequire(import.meta.url);
const wranglerBin = require.resolve("wrangler/bin/wrangler.js");
// One folder per port, emptied first: a server killed outright leaves nothing that grows.
const outdir = join(dirname(configPath), ".wrangler", "serve-local", String(port));
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
try {
  execFileSync(
    process.execPath,
    [wranglerBin, "deploy", entry, "--config", configPath, "--dry-run", "--outdir", outdir],
    { stdio: "pipe", env: process.env },
  );
} catch (error) {
  process.stderr.write(`${error.stdout ?? ""}${error.stderr ?? ""}`);
  throw new Error(`bundling ${entry} failed`);
}
const main = `${basename(entry).replace(/\.[cm]?[jt]sx?$/, "")}.js`;
// The entry first; any further module wrangler wrote beside it (chunks, wasm) after it.
const modules = readdirSync(outdir)
  .filter((file) => /\.(m?js|wasm)$/.test(file))
  .sort((a, b) => (a === main ? -1 : b === main ? 1 : a.localeCompare(b)))
  .map((file) => ({ type: file.endsWith(".wasm") ? "CompiledWasm" : "ESModule", path: join(outdir, file) }));

const { workerOptions } = unstable_getMiniflareWorkerOptions(configPath);
// Miniflare as wrangler ships it, so the runtime is the one `wrangler dev` would start.
const { Miniflare, Log, LogLevel } = createRequire(require.resolve("wrangler"))("miniflare");
const state = (kind) => join(persist, "v3", kind);
const inspectorPort = option("--inspector-port", "");
const mf = new Miniflare({
  host: "127.0.0.1",
  port,
  // --inspector-port <n>: the runtime's V8 inspector (CPU profiles of the Worker; never in a deploy).
  ...(inspectorPort ? { inspectorPort: Number(inspectorPort) } : {}),
  log: new Log(LogLevel.WARN),
  d1Persist: state("d1"),
  durableObjectsPersist: state("do"),
  r2Persist: state("r2"),
  kvPersist: state("kv"),
  cachePersist: state("cache"),
  workflowsPersist: state("workflows"),
  workers: [
    {
      ...workerOptions,
      name: config.name,
      modules,
      modulesRoot: outdir,
      bindings: { ...workerOptions.bindings, ...overrides },
    },
  ],
});
const url = await mf.ready;
console.log(`ready ${url.origin}`);

const stop = async () => {
  await mf.dispose().catch(() => {});
  rmSync(outdir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
