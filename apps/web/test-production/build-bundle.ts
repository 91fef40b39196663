import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const web = fileURLToPath(new URL("..", import.meta.url));
const bundleDir = `${root}.wrangler/production-bundle`;
const stateDir = `${root}.wrangler/production-state`;

/** Runs a command to completion (bounded), failing the whole run with its output if it fails. */
function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
  };
  // A production build: the development tools must not be asked for.
  delete env.DEV_TOOLS;
  return promisify(execFile)(command, args, { cwd, env, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }).then(
    () => undefined,
    (error: { code?: number; signal?: string; stdout?: string; stderr?: string }) => {
      throw new Error(
        `${command} ${args.join(" ")} failed (${error.code ?? error.signal}):\n${error.stdout}\n${error.stderr}`,
      );
    },
  );
}

/**
 * Builds what `wrangler deploy` would upload: the storefront's production build, bundled by
 * `wrangler deploy --dry-run --outdir`, and a seeded local D1 for the Worker to run against.
 * This replaces apps/web/build with the production build (npm start builds its own again).
 */
export default async function setup(project: TestProject) {
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
  // The database does not depend on the build: it is migrated and seeded while the bundle builds.
  const database = run(
    "pnpm",
    ["exec", "wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir],
    root,
    120_000,
  ).then(() => run("node", ["apps/api/seed/run.mjs", "--persist-to", stateDir], root, 120_000));
  const bundle = run("pnpm", ["exec", "remix", "vite:build"], web, 240_000).then(() =>
    run("pnpm", ["exec", "wrangler", "deploy", "--dry-run", "--outdir", bundleDir], root, 120_000),
  );
  await Promise.all([bundle, database]);
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
