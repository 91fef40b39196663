#!/usr/bin/env node
// Serves a Worker as `wrangler dev` does (the same local runtime, D1, Durable Objects and assets),
// for the benches: through wrangler's own API, with the devtools inspector off.
//
// Why not `wrangler dev` itself: its inspector reports every subrequest, and every D1 statement
// is one, to wrangler's node process as four Network events, each relayed over HTTP and appended
// to wrangler's debug log file. A signed-in home page makes about seven statements; under load
// that relay took about half a core of a two-core machine. Production has no inspector, and the
// CLI has no switch to turn it off.
//
// Usage: node scripts/serve-for-bench.mjs --config wrangler.toml --port 8806 --persist-to DIR
//          [--var NAME:VALUE]...
// Prints "ready http://127.0.0.1:PORT" once it answers; runs until killed.
import { resolve } from "node:path";
import { unstable_startWorker } from "wrangler";

const args = process.argv.slice(2);
const value = (name) => {
  const i = args.indexOf(name);
  if (i < 0 || i + 1 >= args.length) throw new Error(`${name} is required`);
  return args[i + 1];
};
const bindings = {};
args.forEach((arg, i) => {
  if (arg !== "--var") return;
  const pair = args[i + 1] ?? "";
  const colon = pair.indexOf(":");
  if (colon < 1) throw new Error(`--var wants NAME:VALUE, got "${pair}"`);
  bindings[pair.slice(0, colon)] = { type: "plain_text", value: pair.slice(colon + 1) };
});

const worker = await unstable_startWorker({
  config: resolve(value("--config")),
  bindings,
  dev: {
    inspector: false,
    server: { hostname: "127.0.0.1", port: Number(value("--port")) },
    persist: resolve(value("--persist-to")),
    watch: false,
    liveReload: false,
    logLevel: "warn",
  },
});
await worker.ready;
console.log(`ready ${String(await worker.url)}`);
const stop = async () => {
  await worker.dispose();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
