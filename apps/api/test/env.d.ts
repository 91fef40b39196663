import type { D1Migration } from "cloudflare:test";
import type { ApiBindings } from "../src/env";
import type { OrderProgress } from "../src/order-progress/durable-object";

declare global {
  namespace Cloudflare {
    interface Env extends ApiBindings {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
      /** The OrderProgress class under a test-only name (see vitest.config.ts). */
      TEST_ORDER_PROGRESS: DurableObjectNamespace<OrderProgress>;
    }
  }
}
