// The development entry (`wrangler dev apps/web/worker.dev.ts`, used by `npm start` and the
// journeys): the production Worker plus the API's dev tools (outbox, sandbox payments). They
// still answer only with DEV_TOOLS=1 and ENVIRONMENT development or test (.dev.vars).
import type { ServerBuild } from "@remix-run/cloudflare";
import { apiDevTools } from "@tiffin/api/dev";
import * as build from "./build/server/index.js";
import type { WebEnv } from "./load-context";
import { createWorker } from "./server/worker-handler";

export { ChatFeed, GroupCartLive, OrderProgress } from "@tiffin/api";

export default createWorker({ build: build as unknown as ServerBuild, apiDevTools }) satisfies ExportedHandler<WebEnv>;
