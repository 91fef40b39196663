import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { CLIENT_ADDRESS_HEADER, createApiApp, imageResponse } from "@tiffin/api";
import { httpTransport, inProcessTransport } from "@tiffin/api-client";
import { visitorAddress, withClientAddress } from "./app/lib/client-address.server";
// The server build is produced by `remix vite:build` before wrangler bundles this entry.
import * as build from "./build/server/index.js";
import type { WebEnv } from "./load-context";

// Durable Objects live in the API package; the Worker must export their classes.
export { OrderProgress } from "@tiffin/api";

// The handlers are immutable after construction; no request data lives at module level.
// The public /api/v1 app ignores forwarded addresses (anyone could send one); the app behind the
// storefront's in-process transport reads the visitor's address the storefront passes on, so
// the API's login and code limits count per visitor, not per Worker.
const api = createApiApp();
const inProcessApi = createApiApp({ trustClientAddressHeader: true });
const remix = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request: Request, env: WebEnv, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/v1" || pathname.startsWith("/api/v1/")) {
      return api.fetch(request, env, ctx);
    }
    if (pathname.startsWith("/storage/images/")) {
      return imageResponse(pathname) ?? new Response("Not found", { status: 404 });
    }
    const address = visitorAddress(request, env.ENVIRONMENT);
    const apiTransport = env.API_BASE_URL
      ? httpTransport(env.API_BASE_URL)
      : inProcessTransport((apiRequest) =>
          inProcessApi.fetch(withClientAddress(apiRequest, address, CLIENT_ADDRESS_HEADER), env, ctx),
        );
    return remix(request, { cloudflare: { env, ctx }, apiTransport });
  },
} satisfies ExportedHandler<WebEnv>;
