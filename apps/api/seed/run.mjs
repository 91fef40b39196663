#!/usr/bin/env node
// Applies the demo seed to the local D1 through wrangler. Safe to run again: inserts are
// idempotent. Usage: node apps/api/seed/run.mjs [--persist-to DIR]
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSeed } from "./build.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const args = process.argv.slice(2);
const persistIndex = args.indexOf("--persist-to");
const persistTo = persistIndex >= 0 ? args[persistIndex + 1] : undefined;

const statements = buildSeed();
const file = join(root, ".wrangler", "seed.sql");
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${statements.join("\n")}\n`);

const wranglerArgs = ["exec", "wrangler", "d1", "execute", "DB", "--local", "--file", file];
if (persistTo) wranglerArgs.push("--persist-to", persistTo);
const result = spawnSync("pnpm", wranglerArgs, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`Seeded ${statements.length} statements.`);
