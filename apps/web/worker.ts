import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { avatarResponse, createApiApp, imageResponse, isAvatarPath } from "@tiffin/api";
import { httpTransport, inProcessTransport } from "@tiffin/api-client";
// The server build is produced by `remix vite:build` before wrangler bundles this entry.
import * as build from "./build/server/index.js";
import type { WebEnv } from "./load-context";

// Durable Objects live in the API package; the Worker must export their classes.
export { OrderProgress } from "@tiffin/api";

// Both handlers are immutable after construction; no request data lives at module level.
const api = createApiApp();
const remix = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request: Request, env: WebEnv, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/v1" || pathname.startsWith("/api/v1/")) {
      return api.fetch(request, env, ctx);
    }
    if (pathname.startsWith("/storage/images/")) {
      if (isAvatarPath(pathname))
        return (await avatarResponse(env, pathname)) ?? new Response("Not found", { status: 404 });
      return imageResponse(pathname) ?? new Response("Not found", { status: 404 });
    }
    const apiTransport = env.API_BASE_URL
      ? httpTransport(env.API_BASE_URL)
      : inProcessTransport((apiRequest) => api.fetch(apiRequest, env, ctx));
    return remix(request, { cloudflare: { env, ctx }, apiTransport });
  },
} satisfies ExportedHandler<WebEnv>;
