import { defineConfig } from "vitest/config";

// The production build as deployed: test-production/build-bundle.ts builds it once (Remix, then
// `wrangler deploy --dry-run`), then the tests read the bundle and run it in workerd (Miniflare).
export default defineConfig({
  test: {
    include: ["test-production/**/*.test.ts"],
    globalSetup: ["./test-production/build-bundle.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One workerd at a time on a small machine.
    fileParallelism: false,
  },
});
