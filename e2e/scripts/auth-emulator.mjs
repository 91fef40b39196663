// Starts the Firebase Auth emulator (Node only, no Java) for the social sign-in journeys, on
// ports derived from E2E_PORT so two checkouts can run side by side. A demo project id keeps
// every call local: the emulator never reaches Google for a demo-* project.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
const AUTH_EMULATOR_PORT = E2E_PORT + 2000;
const FIREBASE_PROJECT = "demo-tiffin";

const dir = mkdtempSync(join(tmpdir(), "tiffin-auth-emulator-"));
const config = join(dir, "firebase.json");
writeFileSync(
  config,
  JSON.stringify({
    emulators: {
      auth: { host: "127.0.0.1", port: AUTH_EMULATOR_PORT },
      hub: { host: "127.0.0.1", port: AUTH_EMULATOR_PORT + 1 },
      logging: { port: AUTH_EMULATOR_PORT + 2 },
      ui: { enabled: false },
    },
  }),
);
const bin = new URL("../node_modules/.bin/firebase", import.meta.url).pathname;
const child = spawn(bin, ["emulators:start", "--only", "auth", "--project", FIREBASE_PROJECT, "--config", config], {
  stdio: "inherit",
  env: { ...process.env, NO_UPDATE_NOTIFIER: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
