#!/usr/bin/env node
// Latency of the cart and order path: p50/p95 of insert-product, calculate and order creation
// against `wrangler dev` on 127.0.0.1 with a D1 of its own (migrated and seeded here).
// Target: p95 under 30 ms. Usage: node apps/api/bench/orders.mjs [--runs 200]
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSeed } from "../seed/build.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const config = join(here, "wrangler.toml");
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 200;
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };

function wrangler(args) {
  const result = spawnSync("npx", ["wrangler", ...args, "--config", config], { env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stderr}`);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(persist) {
  const port = await freePort();
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--config",
      config,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persist,
      "--show-interactive-dev-session=false",
    ],
    {
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}/api/v1`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/rest/settings`)).ok) return { child, base };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  stopServer(child);
  throw new Error(`wrangler dev did not start:\n${log}`);
}

function stopServer(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(samples, fn) {
  const start = performance.now();
  const result = await fn();
  samples.push(performance.now() - start);
  return result;
}

async function main() {
  const persist = mkdtempSync(join(tmpdir(), "tiffin-bench-orders-"));
  const sqlFile = join(persist, "setup.sql");
  const token = `bench-${randomUUID()}`;
  const hash = createHash("sha256").update(token).digest("hex");
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 86_400_000).toISOString();
  const setup = [
    ...buildSeed(),
    "INSERT INTO settings (key, value) VALUES ('order_simulator', '0') ON CONFLICT (key) DO UPDATE SET value = '0';",
    `INSERT INTO users (id, uuid, firstname, email, created_at) VALUES (900001, '${randomUUID()}', 'Bench', 'bench@tiffin.test', '${now}');`,
    `INSERT INTO user_tokens (user_id, token_hash, expires_at, created_at) VALUES (900001, '${hash}', '${later}', '${now}');`,
    `INSERT INTO wallets (uuid, user_id, price, created_at) VALUES ('${randomUUID()}', 900001, 100000000, '${now}');`,
    `INSERT INTO products (id, uuid, shop_id, tax, created_at) VALUES (900001, '${randomUUID()}', 1, 10, '${now}');`,
    "INSERT INTO product_translations (product_id, locale, title) VALUES (900001, 'en', 'Bench pizza');",
    "INSERT INTO stocks (id, product_id, price, quantity) VALUES (900001, 900001, 1500, 1000000);",
  ];
  writeFileSync(sqlFile, `${setup.join("\n")}\n`);
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", persist, "--file", sqlFile]);

  const { child, base } = await startServer(persist);
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const post = async (path, body) => {
    const res = await fetch(`${base}/${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const samples = { "GET settings (baseline)": [], "insert-product": [], calculate: [], "order creation": [] };
  try {
    for (let i = 0; i < RUNS + 10; i++) {
      const warm = i < 10;
      const bucket = (name) => (warm ? [] : samples[name]);
      await timed(bucket("GET settings (baseline)"), () => fetch(`${base}/rest/settings`).then((r) => r.json()));
      const cart = await timed(bucket("insert-product"), () =>
        post("dashboard/user/cart/insert-product", {
          shop_id: 1,
          products: [{ stock_id: 900001, quantity: 1 + (i % 3) }],
        }),
      );
      await timed(bucket("calculate"), () =>
        post(`dashboard/user/cart/calculate/${cart.data.id}`, {
          type: "delivery",
          address: { latitude: 51.50735, longitude: -0.12776 },
          tips: 1,
        }),
      );
      await timed(bucket("order creation"), () =>
        post("dashboard/user/orders", {
          cart_id: cart.data.id,
          shop_id: 1,
          delivery_type: "delivery",
          delivery_date: tomorrow,
          delivery_time: "12:30",
          location: { latitude: 51.50735, longitude: -0.12776 },
          address: { address: "1 Strand" },
          payment_id: i % 2 === 0 ? 1 : 2,
        }),
      );
    }
  } finally {
    stopServer(child);
  }
  const rows = Object.entries(samples).map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    return {
      call: name,
      runs: sorted.length,
      p50_ms: Number(p50.toFixed(2)),
      p95_ms: Number(p95.toFixed(2)),
      under_30ms: p95 < 30,
    };
  });
  console.table(rows);
  rmSync(persist, { recursive: true, force: true });
  if (rows.some((r) => !r.under_30ms)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
