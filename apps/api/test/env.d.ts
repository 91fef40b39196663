import type { D1Migration } from "cloudflare:test";
import type { ApiBindings } from "../src/env";

declare global {
  namespace Cloudflare {
    interface Env extends ApiBindings {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
    }
  }
}
