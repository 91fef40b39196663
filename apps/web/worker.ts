// The production entry (wrangler.toml `main`): no development tool is imported from here, so a
// production bundle holds none (docs/decisions/006). worker.dev.ts adds them for local use.
// The server build is produced by `remix vite:build` before wrangler bundles this entry.
import type { ServerBuild } from "@remix-run/cloudflare";
import * as build from "./build/server/index.js";
import type { WebEnv } from "./load-context";
import { createWorker } from "./server/worker-handler";

// Durable Objects live in the API package; the Worker must export their classes.
export { ChatFeed, GroupCartLive, OrderProgress } from "@tiffin/api";

export default createWorker({ build: build as unknown as ServerBuild }) satisfies ExportedHandler<WebEnv>;
