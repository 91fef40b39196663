import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 8787);
/** The storefront with web push configured, beside the journeys' own (which has none). */
export const PUSH_PORT = PORT + 3000;
export const PUSH_BASE_URL = `http://127.0.0.1:${PUSH_PORT}`;
const root = new URL("../../..", import.meta.url).pathname;
const state = `.wrangler/e2e-push-state-${PUSH_PORT}`;

/** The web app's public Firebase values of a demo project: nothing here reaches Google. */
export const PUSH_CONFIG = {
  apiKey: "demo-key",
  projectId: "demo-tiffin",
  appId: "1:123456789012:web:0f1e2d3c4b5a69788796a5",
  vapidKey: "BEKmgcl_ys98bHgFmabv0tMBadh0CjW0DjWE6pURgYR5M8ZFgKSHXvBSB4d2BaPYN2wy5iVVQrN-WT7YMe5MgA0",
};

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the development Worker a second time, with all four FIREBASE_* values of web push set,
 * on a copy of the journeys' database, and resolves once it answers. The returned function stops
 * it (the whole process group: the serving script and its workerd).
 */
export async function startPushServer(): Promise<() => void> {
  rmSync(`${root}${state}`, { recursive: true, force: true });
  cpSync(`${root}.wrangler/e2e-state`, `${root}${state}`, { recursive: true });
  const vars = {
    CODE_REQUESTS_PER_CLIENT: "5000",
    FIREBASE_API_KEY: PUSH_CONFIG.apiKey,
    FIREBASE_PROJECT_ID: PUSH_CONFIG.projectId,
    FIREBASE_APP_ID: PUSH_CONFIG.appId,
    FIREBASE_VAPID_KEY: PUSH_CONFIG.vapidKey,
  };
  const child: ChildProcess = spawn(
    "node",
    [
      "scripts/serve-local.mjs",
      "--config",
      "wrangler.toml",
      "--entry",
      "apps/web/worker.dev.ts",
      "--port",
      String(PUSH_PORT),
      "--persist-to",
      state,
      ...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
    ],
    {
      cwd: root,
      detached: true,
      stdio: "ignore",
      env: {
        ...process.env,
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        WRANGLER_SEND_METRICS: "false",
        NODE_ENV: "development",
      },
    },
  );
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const ready = `${PUSH_BASE_URL}/api/v1/rest/settings`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the push server on ${PUSH_PORT} exited with ${child.exitCode}`);
    if (await answers(ready)) return stop;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
