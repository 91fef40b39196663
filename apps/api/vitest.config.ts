import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
// @ts-expect-error the seed is plain ESM JavaScript run by node and by this config
import { buildSeed } from "./seed/build.mjs";

const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url).href);

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      // The Durable Object classes come from the package entry, as the storefront Worker
      // re-exports them.
      main: "./src/index.ts",
      miniflare: {
        compatibilityDate: "2025-09-01",
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: ["DB"],
        r2Buckets: ["IMAGES"],
        // The order simulator under a test-only name: the API starts it only through
        // ORDER_PROGRESS, which stays unbound, so orders placed by other tests stay put.
        // test/order-progress-object.test.ts passes this namespace in as ORDER_PROGRESS.
        // SQLite-backed, like the v1 migration of wrangler.toml.
        // Group carts' live objects only broadcast, so they are bound under their real name.
        durableObjects: {
          TEST_ORDER_PROGRESS: { className: "OrderProgress", useSQLite: true },
          GROUP_CART_LIVE: { className: "GroupCartLive", useSQLite: true },
          // Chats: bound under their own name (the chat routes and test/chat-*.test.ts use it).
          CHAT_FEED: { className: "ChatFeed", useSQLite: true },
        },
        bindings: {
          ENVIRONMENT: "test",
          // The API tests read codes from the outbox and pay with the sandbox (both dev tools).
          DEV_TOOLS: "1",
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
