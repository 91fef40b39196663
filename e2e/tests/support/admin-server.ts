import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 8787);
/**
 * The storefront the staff console's journey runs on, beside the journeys' own: a copy of their
 * database with the order simulator off (settings `order_simulator` = "0"), so only the staff
 * move its orders, while the other journeys' orders keep moving by themselves.
 */
export const ADMIN_PORT = PORT + 5000;
export const ADMIN_BASE_URL = `http://127.0.0.1:${ADMIN_PORT}`;
const root = new URL("../../..", import.meta.url).pathname;
const state = `.wrangler/e2e-admin-state-${ADMIN_PORT}`;
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Copies the journeys' database, turns the simulator off in the copy, starts the development
 * Worker on it and resolves once it answers. The returned function stops it (the whole process
 * group: the serving script and its workerd).
 */
export async function startAdminServer(): Promise<() => void> {
  rmSync(`${root}${state}`, { recursive: true, force: true });
  cpSync(`${root}.wrangler/e2e-state`, `${root}${state}`, { recursive: true });
  const setting = spawnSync(
    "pnpm",
    [
      "exec",
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      state,
      "--command",
      "INSERT INTO settings (key, value) VALUES ('order_simulator', '0') ON CONFLICT (key) DO UPDATE SET value = '0'",
    ],
    { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] },
  );
  if (setting.status !== 0) throw new Error(`turning the simulator off failed: ${setting.stderr}`);
  const child: ChildProcess = spawn(
    "node",
    [
      "scripts/serve-local.mjs",
      "--config",
      "wrangler.toml",
      "--entry",
      "apps/web/worker.dev.ts",
      "--port",
      String(ADMIN_PORT),
      "--persist-to",
      state,
      "--var",
      "CODE_REQUESTS_PER_CLIENT:5000",
    ],
    { cwd: root, detached: true, stdio: "ignore", env: { ...env, NODE_ENV: "development" } },
  );
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const ready = `${ADMIN_BASE_URL}/api/v1/rest/settings`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the console's server on ${ADMIN_PORT} exited with ${child.exitCode}`);
    if (await answers(ready)) return stop;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
