#!/usr/bin/env node
// Applies the demo seed to the local D1 through wrangler. Safe to run again: inserts are
// idempotent. Usage: node apps/api/seed/run.mjs [--persist-to DIR] [--config WRANGLER_TOML] [--scale N]
// --scale N generates N products (for benchmarks) instead of the hand-written menus.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSeed } from "./build.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const args = process.argv.slice(2);
const persistIndex = args.indexOf("--persist-to");
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;
const configIndex = args.indexOf("--config");
const config = configIndex >= 0 ? args[configIndex + 1] : undefined;

const scaleIndex = args.indexOf("--scale");
const scale = scaleIndex >= 0 ? Number(args[scaleIndex + 1]) : undefined;
if (scale !== undefined && !(Number.isInteger(scale) && scale > 0)) {
  console.error("--scale needs a positive whole number of products");
  process.exit(1);
}

const statements = buildSeed({ scale });
const file = join(root, ".wrangler", "seed.sql");
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${statements.join("\n")}\n`);

const wranglerArgs = ["exec", "wrangler", "d1", "execute", "DB", "--local", "--file", file];
if (persistTo) wranglerArgs.push("--persist-to", persistTo);
if (config) wranglerArgs.push("--config", config);
const result = spawnSync("pnpm", wranglerArgs, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`Seeded ${statements.length} statements.`);
