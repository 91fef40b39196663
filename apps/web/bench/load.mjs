// Load bench of the production Worker: apps/web/worker.ts, bundled as `wrangler deploy` bundles it,
// in wrangler's local runtime (scripts/serve-local.mjs: no dev proxy or inspector) on 127.0.0.1 with
// production vars (a local D1 of its own), driven by autocannon at 10 and 50 connections. Prints
// one table: requests/s, p50, p95, p99 (ranked from every answer's time) and errors per page and
// call, /robots.txt as the floor, plus the compressed Worker size and the time to its first
// answer. Expects a production build in apps/web/build (npm run bench builds it first).
// Usage: node apps/web/bench/load.mjs [--port 8806] [--duration 10] [--connections 10,50]
import { randomUUID } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { arg, customerRows, percentile, ROOT, startProductionWorker, storefrontSession } from "./production-worker.mjs";

const PORT = Number(arg("--port", "8806"));
const DURATION = Number(arg("--duration", "10"));
const CONNECTIONS = arg("--connections", "10,50").split(",").map(Number);
/** --only "home" runs only the rows whose name contains it. */
const ONLY = arg("--only", "");

// 1–3. The deploy bundle on a fresh seeded database (--reuse-db keeps an earlier run's), with a
// bench customer (a known token, money in the wallet) and a stock that never runs out.
const USER_ID = 900001;
const STOCK_ID = 900001;
const token = `bench-${randomUUID()}`;
const now = new Date().toISOString();
const {
  base: BASE,
  stop,
  workerGzipKb,
  firstAnswerMs,
} = await startProductionWorker({
  name: "bench-load",
  port: PORT,
  reuseDb: process.argv.includes("--reuse-db"),
  setupSql: [
    ...customerRows(USER_ID, token, now),
    `INSERT OR IGNORE INTO products (id, uuid, shop_id, tax, created_at) VALUES (${STOCK_ID}, '${randomUUID()}', 1, 10, '${now}');`,
    `INSERT OR IGNORE INTO product_translations (product_id, locale, title) VALUES (${STOCK_ID}, 'en', 'Bench pizza');`,
    `INSERT INTO stocks (id, product_id, price, quantity) VALUES (${STOCK_ID}, ${STOCK_ID}, 1500, 100000000) ON CONFLICT (id) DO UPDATE SET quantity = 100000000;`,
  ],
});
const coldStarted = performance.now();
await (await fetch(`${BASE}/`)).text();
const firstHomeMs = performance.now() - coldStarted;

// 4. A signed-in storefront session (the login form's cookies) for the signed-in home.
const sessionCookie = await storefrontSession(BASE, "demo@tiffin.test");

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
            body: JSON.stringify(benchOrderBody(context.cartId)),
          }),
        },
      ],
    },
  ],
];

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
