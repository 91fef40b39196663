// The API alone as a Worker, for the benchmark's own `wrangler dev` (the storefront is not needed).
import { createApiApp } from "../src/app";
import type { ApiBindings } from "../src/env";

export { OrderProgress } from "../src/order-progress/durable-object";

const app = createApiApp();

export default {
  fetch: (request: Request, env: ApiBindings, ctx: ExecutionContext) => app.fetch(request, env, ctx),
};
