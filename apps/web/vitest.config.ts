import { defineConfig } from "vitest/config";

// Plain vitest (not the Remix plugin): these tests cover the app's own modules. A feature's tests
// sit in its route folder (app/routes/_feature+/, ADR 044); tests of shared modules sit in test/.
export default defineConfig({ test: { include: ["test/**/*.test.ts", "app/**/*.test.ts"] } });
