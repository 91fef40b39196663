import { defineConfig } from "vitest/config";

// Plain vitest (not the Remix plugin): these tests cover the app's own modules.
export default defineConfig({ test: { include: ["test/**/*.test.ts"] } });
