// The render-breakdown bench's Worker: the production entry with every in-process API call and
// every D1 statement timed. Never deployed; bench/render-breakdown.mjs runs it one request at a
// time and reads the timings from /__render-breakdown after each answer.
import type { ServerBuild } from "@remix-run/cloudflare";
import * as build from "../build/server/index.js";
import type { WebEnv } from "../load-context";
import { createWorker } from "../server/worker-handler";
import { describe, type Entry, timedDatabase } from "./timed-database";

export { OrderProgress } from "@tiffin/api";

// One request at a time (the bench waits for each answer), so one log is enough.
let log: Entry[] = [];

const worker = createWorker({
  build: build as unknown as ServerBuild,
  observeApiCall: async (request, call) => {
    const url = new URL(request.url);
    const started = performance.now();
    const entry: Entry = {
      kind: "api",
      what: `${request.method} ${url.pathname}${url.search}`,
      ms: 0,
      startedAt: started,
    };
    log.push(entry);
    const response = await call();
    entry.ms = performance.now() - started;
    return response;
  },
});

/** The previous request's timings (the bench asks right after each page). */
let last = "{}";

export default {
  async fetch(request: Request, env: WebEnv, ctx: ExecutionContext) {
    if (new URL(request.url).pathname === "/__render-breakdown") return new Response(last);
    log = [];
    const started = performance.now();
    const db = timedDatabase(env.DB, (entry) => log.push(entry));
    const response = await worker.fetch(request, { ...env, DB: db }, ctx);
    const body = await response.text();
    const total = performance.now() - started;
    const entries = log.map((e) => ({ ...e, what: describe(e), startedAt: e.startedAt - started }));
    last = JSON.stringify({ total, entries });
    return new Response(body, response);
  },
} satisfies ExportedHandler<WebEnv>;
