import { defineConfig } from "vitest/config";

// Stryker's runs: the same suite minus the example, which builds dist/ and runs plain Node,
// so it exercises the compiled output rather than the mutated sources.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/example.test.ts", "**/node_modules/**"],
    environment: "node",
  },
});
