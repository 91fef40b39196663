// Makes sure .dev.vars (git-ignored; read by `wrangler dev`) holds the development settings:
// ENVIRONMENT=development, DEV_TOOLS=1 and a SESSION_SECRET of this checkout's own. A key
// already set is left as it is, so local changes survive; only missing keys are added.
// Used by `npm start`, `npm test` and the journeys' web server (e2e/playwright.config.ts).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const file = fileURLToPath(new URL("../.dev.vars", import.meta.url));
const text = existsSync(file) ? readFileSync(file, "utf8") : "";
const present = new Set(
  text
    .split(/\r?\n/)
    .map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=/)?.[1])
    .filter(Boolean),
);

const wanted = {
  ENVIRONMENT: "development",
  DEV_TOOLS: "1",
  SESSION_SECRET: randomBytes(32).toString("hex"),
};
const missing = Object.entries(wanted).filter(([key]) => !present.has(key));
if (missing.length > 0) {
  const header = text
    ? ""
    : "# Development settings for `wrangler dev` (written by scripts/dev-vars.mjs; never committed).\n";
  const separator = text && !text.endsWith("\n") ? "\n" : "";
  const lines = missing.map(([key, value]) => `${key}="${value}"\n`).join("");
  writeFileSync(file, `${text}${separator}${header}${lines}`);
  console.log(`.dev.vars: added ${missing.map(([key]) => key).join(", ")}`);
}
