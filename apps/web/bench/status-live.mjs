// Status-to-page bench: how long after a staff member changes an order's status the customer's
// open order page receives it. The production Worker (apps/web/worker.ts, bundled as `wrangler
// deploy` bundles it, production vars, a local D1 of its own, the order simulator off) runs in
// wrangler's local runtime on 127.0.0.1; the customer's page is stood in for by its live stream,
// GET /orders/{id}/live with the customer's session cookies (what the page's EventSource opens).
// For each order the seeded manager moves it through accepted, ready, on_a_way and delivered with
// POST /api/v1/dashboard/seller/orders/{id}/status, and each move is timed from the moment that
// request is sent to the moment the stream delivers the new status. Prints p50, p95 and the
// maximum, and the staff call's own answer time. Expects a production build in apps/web/build.
// Usage: node apps/web/bench/status-live.mjs [--port 8807] [--orders 25]
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { arg, benchOrderBody, ROOT, startProductionWorker, storefrontSession } from "./production-worker.mjs";

const PORT = Number(arg("--port", "8807"));
const ORDERS = Number(arg("--orders", "25"));
const STOCK_ID = 900101;
const MOVES = [
  { status: "accepted", preparation_time: 10 },
  { status: "ready" },
  { status: "on_a_way" },
  { status: "delivered" },
];

// 1–2. The production entry with production vars on a fresh seeded database: the simulator off
// (only the staff move orders) and a stock that lasts.
const now = new Date().toISOString();
const { base: BASE, stop } = await startProductionWorker({
  name: "bench-live",
  port: PORT,
  setupSql: [
    `INSERT OR IGNORE INTO products (id, uuid, shop_id, tax, created_at) VALUES (${STOCK_ID}, '${randomUUID()}', 1, 10, '${now}');`,
    `INSERT OR IGNORE INTO product_translations (product_id, locale, title) VALUES (${STOCK_ID}, 'en', 'Bench pizza');`,
    `INSERT INTO stocks (id, product_id, price, quantity) VALUES (${STOCK_ID}, ${STOCK_ID}, 1500, 100000000) ON CONFLICT (id) DO UPDATE SET quantity = 100000000;`,
  ],
});

// 3. The customer signed in on the storefront (cookies for the page's stream), and both tokens.
const customerCookie = await storefrontSession(BASE, "demo@tiffin.test");
async function apiToken(email) {
  const answer = await fetch(`${BASE}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "tiffin-demo" }),
  });
  if (!answer.ok) throw new Error(`${email} sign-in failed (${answer.status})`);
  return (await answer.json()).data.access_token;
}
const staffToken = await apiToken("rana@tiffin.test");
const customerToken = await apiToken("demo@tiffin.test");
const json = (token) => ({ Authorization: `Bearer ${token}`, "Content-Type": "application/json" });

async function placeOrder() {
  const cart = await fetch(`${BASE}/api/v1/dashboard/user/cart/insert-product`, {
    method: "POST",
    headers: json(customerToken),
    body: JSON.stringify({ shop_id: 1, products: [{ stock_id: STOCK_ID, quantity: 1 }] }),
  });
  if (!cart.ok) throw new Error(`cart: ${cart.status} ${await cart.text()}`);
  const order = await fetch(`${BASE}/api/v1/dashboard/user/orders`, {
    method: "POST",
    headers: json(customerToken),
    body: JSON.stringify(benchOrderBody((await cart.json()).data.id)),
  });
  if (!order.ok) throw new Error(`order: ${order.status} ${await order.text()}`);
  return (await order.json()).data.id;
}

/** The order page's stream: every `status` event, handed to `onStatus` as it is read. */
async function openStream(orderId, onStatus) {
  const controller = new AbortController();
  const answer = await fetch(`${BASE}/orders/${orderId}/live`, {
    headers: { Cookie: customerCookie, Accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (!answer.ok || !answer.body) throw new Error(`stream: ${answer.status}`);
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trim())
          .join("\n");
        if (/^event:\s*status$/m.test(frame) && data) onStatus(JSON.parse(data).status, performance.now());
        end = buffer.indexOf("\n\n");
      }
    }
  })();
  return { close: () => controller.abort(), reading };
}

const received = [];
const answered = [];
try {
  for (let n = 0; n < ORDERS; n++) {
    const orderId = await placeOrder();
    const waiting = new Map();
    let first;
    const opened = new Promise((r) => {
      first = r;
    });
    const stream = await openStream(orderId, (status, at) => {
      first?.();
      waiting.get(status)?.(at);
    });
    await opened;
    for (const move of MOVES) {
      const arrived = new Promise((r, reject) => {
        waiting.set(move.status, r);
        setTimeout(() => reject(new Error(`order ${orderId}: ${move.status} never reached the page`)), 10_000);
      });
      const sent = performance.now();
      const answer = await fetch(`${BASE}/api/v1/dashboard/seller/orders/${orderId}/status`, {
        method: "POST",
        headers: json(staffToken),
        body: JSON.stringify(move),
      });
      const done = performance.now();
      if (!answer.ok) throw new Error(`order ${orderId} to ${move.status}: ${answer.status} ${await answer.text()}`);
      const at = await arrived;
      received.push(at - sent);
      answered.push(done - sent);
    }
    stream.close();
  }
} finally {
  stop();
}

/** The `q` quantile in ms (nearest rank). */
function percentile(times, q) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}
const date = new Date().toISOString().slice(0, 16).replace("T", " ");
const row = (name, times) =>
  `| ${name} | ${times.length} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`;
console.log(
  `\nStatus-to-page bench ${date} UTC, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), load average ${loadavg()[0].toFixed(1)} at the end, ${ORDERS} orders × ${MOVES.length} moves, the deploy bundle on wrangler's local runtime, 127.0.0.1\n`,
);
console.log("| what | moves | p50 ms | p95 ms | max ms |");
console.log("|---|---:|---:|---:|---:|");
console.log(row("staff status change → the customer's page stream has it", received));
console.log(row("the staff call's own answer (POST …/status)", answered));
writeFileSync(
  join(ROOT, "bench-results", "status-live.json"),
  JSON.stringify({ date, orders: ORDERS, received, answered }, null, 2),
);
