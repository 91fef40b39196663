// Load bench of the production Worker: apps/web/worker.ts, bundled as `wrangler deploy` bundles it,
// in wrangler's local runtime (scripts/serve-local.mjs: no dev proxy or inspector) on 127.0.0.1 with
// production vars (a local D1 of its own), driven by autocannon at 10 and 50 connections. Prints
// one table: requests/s, p50, p95, p99 (ranked from every answer's time) and errors per page and
// call, /robots.txt as the floor, plus the compressed Worker size and the time to its first
// answer. Expects a production build in apps/web/build (npm run bench builds it first).
// Usage: node apps/web/bench/load.mjs [--port 8806] [--duration 10] [--connections 10,50]
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const PORT = Number(arg("--port", "8806"));
const DURATION = Number(arg("--duration", "10"));
const CONNECTIONS = arg("--connections", "10,50").split(",").map(Number);
/** --only "home" runs only the rows whose name contains it. */
const ONLY = arg("--only", "");
const BASE = `http://127.0.0.1:${PORT}`;
const STATE = join(ROOT, ".wrangler", "bench-load-state");
const BUNDLE = join(ROOT, ".wrangler", "bench-load-bundle");
const SECRET = "a-bench-only-secret-of-forty-eight-random-chars!!";
const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };
delete ENV.DEV_TOOLS;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, env: ENV, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

// 1. What `wrangler deploy` would upload, compressed.
rmSync(BUNDLE, { recursive: true, force: true });
run("pnpm", ["exec", "wrangler", "deploy", "--dry-run", "--outdir", BUNDLE]);
const workerGzipKb = gzipSync(readFileSync(join(BUNDLE, "worker.js")), { level: 9 }).length / 1024;

// 2. A fresh seeded database with a bench customer (a known token, money in the wallet).
const USER_ID = 900001;
const STOCK_ID = 900001;
const token = `bench-${randomUUID()}`;
const now = new Date().toISOString();
// --reuse-db keeps the database of an earlier run (a new bench token is still added).
if (!(process.argv.includes("--reuse-db") && existsSync(join(STATE, "v3")))) {
  rmSync(STATE, { recursive: true, force: true });
  mkdirSync(STATE, { recursive: true });
  run("pnpm", ["exec", "wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE]);
  run("node", ["apps/api/seed/run.mjs", "--persist-to", STATE]);
}
const setup = join(STATE, "bench-setup.sql");
writeFileSync(
  setup,
  [
    "INSERT INTO settings (key, value) VALUES ('order_simulator', '0') ON CONFLICT (key) DO UPDATE SET value = '0';",
    `INSERT OR IGNORE INTO users (id, uuid, firstname, email, created_at) VALUES (${USER_ID}, '${randomUUID()}', 'Bench', 'bench@tiffin.test', '${now}');`,
    `INSERT INTO user_tokens (user_id, token_hash, expires_at, created_at) VALUES (${USER_ID}, '${createHash("sha256").update(token).digest("hex")}', '${new Date(Date.now() + 86_400_000).toISOString()}', '${now}');`,
    `INSERT INTO wallets (uuid, user_id, price, created_at) VALUES ('${randomUUID()}', ${USER_ID}, 100000000, '${now}') ON CONFLICT (user_id) DO UPDATE SET price = 100000000;`,
    `INSERT OR IGNORE INTO products (id, uuid, shop_id, tax, created_at) VALUES (${STOCK_ID}, '${randomUUID()}', 1, 10, '${now}');`,
    `INSERT OR IGNORE INTO product_translations (product_id, locale, title) VALUES (${STOCK_ID}, 'en', 'Bench pizza');`,
    `INSERT INTO stocks (id, product_id, price, quantity) VALUES (${STOCK_ID}, ${STOCK_ID}, 1500, 100000000) ON CONFLICT (id) DO UPDATE SET quantity = 100000000;`,
  ].join("\n"),
);
run("pnpm", ["exec", "wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, "--file", setup]);

// 3. The production entry with production vars, and the time to its first answer.
mkdirSync(join(ROOT, "bench-results"), { recursive: true });
const log = openSync(join(ROOT, "bench-results", "wrangler-load.log"), "w");
const started = performance.now();
// wrangler's local runtime without wrangler dev's proxy and inspector (see scripts/serve-local.mjs).
const server = spawn(
  "node",
  [
    "scripts/serve-local.mjs",
    "--config",
    "wrangler.toml",
    "--port",
    String(PORT),
    "--persist-to",
    STATE,
    "--var",
    "ENVIRONMENT:production",
    "--var",
    `SESSION_SECRET:${SECRET}`,
    "--var",
    "DEV_TOOLS:0",
  ],
  // The bundle is built with this NODE_ENV: "production", as `wrangler deploy` builds it, whatever
  // the caller's shell says (React's development build takes about twice the render time).
  { cwd: ROOT, env: { ...ENV, NODE_ENV: "production" }, stdio: ["ignore", log, log], detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stop);
let firstAnswerMs = null;
for (let i = 0; i < 240 && firstAnswerMs === null; i++) {
  try {
    if ((await fetch(`${BASE}/robots.txt`)).ok) firstAnswerMs = performance.now() - started;
  } catch {}
  if (firstAnswerMs === null) await new Promise((r) => setTimeout(r, 250));
}
if (firstAnswerMs === null) throw new Error("wrangler never answered");
const coldStarted = performance.now();
await (await fetch(`${BASE}/`)).text();
const firstHomeMs = performance.now() - coldStarted;

// 4. A signed-in storefront session (the login form's cookies) for the signed-in home.
const login = await fetch(`${BASE}/login`, {
  method: "POST",
  redirect: "manual",
  headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
  body: "login=demo%40tiffin.test&password=tiffin-demo&redirectTo=%2F",
});
const sessionCookie = login.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .filter((c) => !c.endsWith("="))
  .join("; ");
if (!sessionCookie.includes("access_token=")) throw new Error(`sign-in failed (${login.status})`);

const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
/** API answers other than success, by row, status and message, so the table's errors can be told apart. */
const refusals = new Map();
function noteRefusal(row, status, body) {
  if (status === 201 || status === 200) return;
  let message = "";
  try {
    message = JSON.parse(body).message ?? "";
  } catch {
    message = String(body ?? "").slice(0, 80);
  }
  const key = `${row}: ${status} ${message}`.trim();
  refusals.set(key, (refusals.get(key) ?? 0) + 1);
}
const insert = {
  method: "POST",
  path: "/api/v1/dashboard/user/cart/insert-product",
  headers: auth,
  body: JSON.stringify({ shop_id: 1, products: [{ stock_id: STOCK_ID, quantity: 1 }] }),
  onResponse: (status, body) => noteRefusal("insert-product rows", status, body),
};
const deliveryDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const rows = [
  ["/robots.txt (floor)", { url: `${BASE}/robots.txt` }],
  ["home, signed out", { url: `${BASE}/` }],
  ["shop, signed out", { url: `${BASE}/shop/1` }],
  ["search, signed out", { url: `${BASE}/search?q=pizza` }],
  ["home, signed in", { url: `${BASE}/`, headers: { Cookie: sessionCookie } }],
  [
    "API read: GET /rest/shops/paginate",
    {
      url: `${BASE}/api/v1/rest/shops/paginate?perPage=10`,
      onResponse: (status, body) => noteRefusal("API read rows", status, body),
    },
  ],
  ["API: POST cart/insert-product", { url: BASE, requests: [insert] }],
  [
    "API: cart add + POST orders (pairs)",
    {
      url: BASE,
      requests: [
        {
          ...insert,
          onResponse: (status, body, context) => {
            noteRefusal("pairs rows", status, body);
            if (status === 200) context.cartId = JSON.parse(body).data.id;
          },
        },
        {
          method: "POST",
          path: "/api/v1/dashboard/user/orders",
          headers: auth,
          onResponse: (status, body) => noteRefusal("pairs rows", status, body),
          setupRequest: (request, context) => ({
            ...request,
            body: JSON.stringify({
              cart_id: context.cartId,
              shop_id: 1,
              delivery_type: "delivery",
              delivery_date: deliveryDate,
              delivery_time: "12:30",
              location: { latitude: 51.50735, longitude: -0.12776 },
              address: { address: "1 Strand" },
              payment_id: 1,
            }),
          }),
        },
      ],
    },
  ],
];

/** The `q` quantile of answer times in ms (nearest rank); 0 when nothing answered. */
function percentile(times, q) {
  if (times.length === 0) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const results = [];
try {
  // Signed-in rows last: under `wrangler dev` a signed-in home has been seen to stall the
  // server, which must not spoil the other rows.
  const plan = CONNECTIONS.flatMap((connections) =>
    rows.filter(([name]) => name.includes(ONLY)).map(([name, options]) => ({ connections, name, options })),
  ).sort((a, b) => Number(a.name.includes("signed in")) - Number(b.name.includes("signed in")));
  for (const { connections, name, options } of plan) {
    {
      // One short warm-up so each row measures a warm Worker (and, for pages, a warm cache).
      await autocannon({ ...options, connections: 2, duration: 1 });
      // autocannon's own histogram has no p95: every answer's time is kept and ranked here.
      const times = [];
      const running = autocannon({ ...options, connections, duration: DURATION });
      running.on("response", (_client, _status, _bytes, ms) => times.push(ms));
      const result = await running;
      results.push({
        name,
        connections,
        rps: result.requests.average,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        p99: percentile(times, 0.99),
        errors: result.errors + result.timeouts + result.non2xx,
        timeouts: result.timeouts,
        socketErrors: result.errors,
      });
      process.stderr.write(`bench: ${name} at ${connections} connections done\n`);
    }
  }
} finally {
  stop();
}

const date = new Date().toISOString().slice(0, 16).replace("T", " ");
console.log(
  `\nLoad bench ${date} UTC, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), load average ${loadavg()[0].toFixed(1)} at the end, ${DURATION} s per row, the deploy bundle on wrangler's local runtime (no dev proxy or inspector), 127.0.0.1\n`,
);
console.log("| what | connections | requests/s | p50 ms | p95 ms | p99 ms | errors |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
  );
}
console.log(`| Worker size (\`wrangler deploy --dry-run\`, gzip -9) | | ${workerGzipKb.toFixed(0)} KB | | | | |`);
console.log(
  `| start: wrangler to first answer / first home render | | ${(firstAnswerMs / 1000).toFixed(1)} s / ${firstHomeMs.toFixed(0)} ms | | | | |`,
);
if (refusals.size > 0) {
  console.log("\nAPI answers other than success, all rows (every connection shares one customer's open cart):");
  for (const [what, count] of refusals) console.log(`- ${what}: ${count}`);
}
const unanswered = results.filter((r) => r.timeouts + r.socketErrors > 0);
if (unanswered.length > 0) {
  console.log("\nRequests without an answer (autocannon's 10 s timeout, or a broken connection):");
  for (const r of unanswered)
    console.log(`- ${r.name} at ${r.connections}: ${r.timeouts} timed out, ${r.socketErrors} connection errors`);
}
if (existsSync(join(ROOT, "bench-results"))) {
  writeFileSync(
    join(ROOT, "bench-results", "load.json"),
    JSON.stringify({ date, results, workerGzipKb, firstAnswerMs, firstHomeMs }, null, 2),
  );
}
