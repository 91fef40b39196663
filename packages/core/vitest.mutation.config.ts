import { defineConfig } from "vitest/config";

// Stryker's runs measure each layer by its own tests: MUTATION_TESTS=rules runs test/rules only
// (the rules must be guarded where they are specified), MUTATION_TESTS=machines test/machines.
// The example test is left out: it builds dist/ and so never sees a mutated source.
const layer = process.env.MUTATION_TESTS ?? "*";

export default defineConfig({
  test: {
    include: [`test/${layer}/**/*.test.ts`],
    environment: "node",
  },
});
