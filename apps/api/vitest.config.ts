import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
// @ts-expect-error the seed is plain ESM JavaScript run by node and by this config
import { buildSeed } from "./seed/build.mjs";

const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url).href);

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      miniflare: {
        compatibilityDate: "2025-09-01",
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: ["DB"],
        bindings: {
          ENVIRONMENT: "test",
          IMAGE_BASE: "",
          TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
          TEST_SEED: buildSeed() as string[],
        },
      },
    })),
  ],
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["./test/setup/apply-database.ts"],
  },
});
