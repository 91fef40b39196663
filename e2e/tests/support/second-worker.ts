import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";

/** The journeys' own port; a second Worker listens at an offset from it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
const root = new URL("../../..", import.meta.url).pathname;
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export interface SecondWorker {
  /** Its port, and the name its database copy and errors go by. */
  port: number;
  name: string;
  /** Its Worker variables (`--var KEY:value`). */
  vars?: Record<string, string>;
  /** SQL run on the database copy before the Worker starts (a setting, say). */
  sql?: string;
}

/**
 * Starts the development Worker a second time, on a fresh copy of the journeys' database
 * (`.wrangler/e2e-state`), with its own variables, and resolves once it answers. The returned
 * function stops it (the whole process group: the serving script and its workerd).
 */
export async function startSecondWorker({ port, name, vars = {}, sql }: SecondWorker): Promise<() => void> {
  const state = `.wrangler/e2e-${name}-state-${port}`;
  rmSync(`${root}${state}`, { recursive: true, force: true });
  cpSync(`${root}.wrangler/e2e-state`, `${root}${state}`, { recursive: true });
  if (sql) {
    const run = spawnSync(
      "pnpm",
      ["exec", "wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--command", sql],
      { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] },
    );
    if (run.status !== 0) throw new Error(`preparing the ${name} database failed: ${run.stderr}`);
  }
  const child: ChildProcess = spawn(
    "node",
    [
      "scripts/serve-local.mjs",
      "--config",
      "wrangler.toml",
      "--entry",
      "apps/web/worker.dev.ts",
      "--port",
      String(port),
      "--persist-to",
      state,
      ...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
    ],
    { cwd: root, detached: true, stdio: "ignore", env: { ...env, NODE_ENV: "development" } },
  );
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const ready = `http://127.0.0.1:${port}/api/v1/rest/settings`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server on ${port} exited with ${child.exitCode}`);
    if (await answers(ready)) return stop;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
