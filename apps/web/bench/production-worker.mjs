// The production Worker as the benches serve it: apps/web/worker.ts bundled as `wrangler deploy`
// bundles it, on wrangler's local runtime (scripts/serve-local.mjs: no dev proxy or inspector,
// ADR 029) on 127.0.0.1 with production vars and a seeded local D1 of its own. Expects a
// production build in apps/web/build.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");
const SECRET = "a-bench-only-secret-of-forty-eight-random-chars!!";
const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };
delete ENV.DEV_TOOLS;

/** The value of a command-line option, or the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, env: ENV, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** The `q` quantile of answer times in ms (nearest rank); 0 when nothing answered. */
export function percentile(times, q) {
  if (times.length === 0) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** A bench customer's rows: a known token, money in the wallet. */
export function customerRows(id, token, now) {
  return [
    `INSERT OR IGNORE INTO users (id, uuid, firstname, email, created_at) VALUES (${id}, '${randomUUID()}', 'Bench', 'bench-${id}@tiffin.test', '${now}');`,
    `INSERT INTO user_tokens (user_id, token_hash, expires_at, created_at) VALUES (${id}, '${createHash("sha256").update(token).digest("hex")}', '${new Date(Date.now() + 86_400_000).toISOString()}', '${now}');`,
    `INSERT INTO wallets (uuid, user_id, price, created_at) VALUES ('${randomUUID()}', ${id}, 100000000, '${now}') ON CONFLICT (user_id) DO UPDATE SET price = 100000000;`,
  ];
}

/**
 * Bundles the Worker, prepares `<stateRoot>/<name>-state` (`.wrangler` unless given; fresh unless
 * `reuseDb` and present),
 * runs `setupSql` on it (with the order simulator off), serves it on `port` and waits for its
 * first answer. Returns the base URL, a stop function, the compressed bundle size and the
 * start times.
 */
export async function startProductionWorker({
  name,
  port,
  reuseDb = false,
  setupSql = [],
  stateRoot = join(ROOT, ".wrangler"),
}) {
  const base = `http://127.0.0.1:${port}`;
  const state = join(stateRoot, `${name}-state`);
  const bundle = join(ROOT, ".wrangler", `${name}-bundle`);
  rmSync(bundle, { recursive: true, force: true });
  run("pnpm", ["exec", "wrangler", "deploy", "--dry-run", "--outdir", bundle]);
  const workerGzipKb = gzipSync(readFileSync(join(bundle, "worker.js")), { level: 9 }).length / 1024;

  if (!(reuseDb && existsSync(join(state, "v3")))) {
    rmSync(state, { recursive: true, force: true });
    mkdirSync(state, { recursive: true });
    run("pnpm", ["exec", "wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
    run("node", ["apps/api/seed/run.mjs", "--persist-to", state]);
  }
  const setup = join(state, "bench-setup.sql");
  writeFileSync(
    setup,
    [
      "INSERT INTO settings (key, value) VALUES ('order_simulator', '0') ON CONFLICT (key) DO UPDATE SET value = '0';",
      ...setupSql,
    ].join("\n"),
  );
  run("pnpm", ["exec", "wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--file", setup]);

  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  const log = openSync(join(ROOT, "bench-results", `wrangler-${name}.log`), "w");
  const started = performance.now();
  const server = spawn(
    "node",
    [
      "scripts/serve-local.mjs",
      "--config",
      "wrangler.toml",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--var",
      "ENVIRONMENT:production",
      "--var",
      `SESSION_SECRET:${SECRET}`,
      "--var",
      "DEV_TOOLS:0",
    ],
    // NODE_ENV "production", as `wrangler deploy` builds it, whatever the caller's shell says
    // (React's development build takes about twice the render time).
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
      if ((await fetch(`${base}/robots.txt`)).ok) firstAnswerMs = performance.now() - started;
    } catch {}
    if (firstAnswerMs === null) await new Promise((r) => setTimeout(r, 250));
  }
  if (firstAnswerMs === null) throw new Error("wrangler never answered");
  return { base, stop, workerGzipKb, firstAnswerMs };
}

/** A cash delivery order of shop 1 for tomorrow at 12:30 to central London, from a cart. */
export function benchOrderBody(cartId) {
  return {
    cart_id: cartId,
    shop_id: 1,
    delivery_type: "delivery",
    delivery_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    delivery_time: "12:30",
    location: { latitude: 51.50735, longitude: -0.12776 },
    address: { address: "1 Strand" },
    payment_id: 1,
  };
}

/** Signs in through the storefront's login form; the session's cookies as one Cookie header. */
export async function storefrontSession(base, email, password = "tiffin-demo") {
  const login = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ login: email, password, redirectTo: "/" }).toString(),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
  if (!/(?:^|; )session=/.test(cookie)) throw new Error(`sign-in failed (${login.status})`);
  return cookie;
}
