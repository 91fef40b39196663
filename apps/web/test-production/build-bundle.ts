import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const web = fileURLToPath(new URL("..", import.meta.url));
const bundleDir = `${root}.wrangler/production-bundle`;
const stateDir = `${root}.wrangler/production-state`;

/** Runs a command to completion (bounded), failing the whole run with its output if it fails. */
function run(command: string, args: string[], cwd: string, timeoutMs: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
  };
  // A production build: the development tools must not be asked for.
  delete env.DEV_TOOLS;
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", timeout: timeoutMs });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

/**
 * Builds what `wrangler deploy` would upload: the storefront's production build, bundled by
 * `wrangler deploy --dry-run --outdir`, and a seeded local D1 for the Worker to run against.
 * This replaces apps/web/build with the production build (npm start builds its own again).
 */
export default function setup(project: TestProject) {
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
  run("pnpm", ["exec", "remix", "vite:build"], web, 240_000);
  run("pnpm", ["exec", "wrangler", "deploy", "--dry-run", "--outdir", bundleDir], root, 120_000);
  run(
    "pnpm",
    ["exec", "wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir],
    root,
    120_000,
  );
  run("node", ["apps/api/seed/run.mjs", "--persist-to", stateDir], root, 120_000);
  project.provide("bundleDir", bundleDir);
  project.provide("stateDir", stateDir);
  project.provide("clientDir", `${web}build/client`);
}

declare module "vitest" {
  export interface ProvidedContext {
    bundleDir: string;
    stateDir: string;
    clientDir: string;
  }
}
