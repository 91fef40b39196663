import { describe, expect, it } from "vitest";
import type { WebEnv } from "../load-context";
import { configurationProblem } from "../server/configuration";

const env = (vars: Partial<WebEnv>) => vars as WebEnv;
const REAL = "4f9c1d7e8a2b6c3d0e5f1a9b8c7d6e5f4a3b2c1d";

describe("configurationProblem", () => {
  it("refuses production without a real SESSION_SECRET, saying what to set", () => {
    for (const secret of [undefined, "", "too-short-for-production", "local-development-secret-change-me"]) {
      const problem = configurationProblem(env({ ENVIRONMENT: "production", SESSION_SECRET: secret }));
      expect(problem).toContain("SESSION_SECRET");
      expect(problem).toContain("wrangler secret put SESSION_SECRET");
    }
  });

  it("treats a missing or unknown ENVIRONMENT as production", () => {
    expect(configurationProblem(env({}))).not.toBeNull();
    expect(configurationProblem(env({ ENVIRONMENT: "staging", SESSION_SECRET: "short" }))).not.toBeNull();
  });

  it("serves production with a real secret, and development with its local one", () => {
    expect(configurationProblem(env({ ENVIRONMENT: "production", SESSION_SECRET: REAL }))).toBeNull();
    expect(configurationProblem(env({ ENVIRONMENT: "development", SESSION_SECRET: "a-local-secret-123" }))).toBeNull();
  });
});
