import type { MiddlewareHandler } from "hono";
import type { ApiBindings, ApiEnv } from "../env";

/**
 * Cross-origin access to /api/v1 for clients served from other origins (another storefront, a
 * mobile web app). Origins come from `ALLOWED_ORIGINS` (comma-separated, exact `scheme://host[:port]`).
 * Production allows none unless configured; development and test allow the local storefront's.
 * The API authenticates with bearer tokens, never cookies, so credentials are not allowed.
 */
const DEVELOPMENT_ORIGINS = ["http://127.0.0.1:8787", "http://localhost:8787"];
const DEVELOPMENT_ENVIRONMENTS = new Set(["development", "test"]);

export const CORS_ALLOWED_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS";
export const CORS_ALLOWED_HEADERS = "Accept, Accept-Language, Authorization, Content-Type, Idempotency-Key";
/** How long a browser may reuse a preflight answer (seconds). */
const PREFLIGHT_MAX_AGE = "600";

/** The origins this deployment lets call it cross-origin. */
export function allowedOrigins(env: Pick<ApiBindings, "ALLOWED_ORIGINS" | "ENVIRONMENT">): Set<string> {
  const configured = (env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter((origin) => origin !== "" && origin !== "*" && origin !== "null");
  if (configured.length > 0) return new Set(configured);
  return new Set(DEVELOPMENT_ENVIRONMENTS.has(env.ENVIRONMENT ?? "") ? DEVELOPMENT_ORIGINS : []);
}

/**
 * Answers preflights (204 with the allowed methods and headers for an allowed origin, 403 with no
 * CORS headers for any other) and marks every answer to an allowed origin as readable by it.
 */
export const cors: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const origin = c.req.header("Origin");
  const allowed = origin !== undefined && allowedOrigins(c.env ?? {}).has(origin);
  const preflight = c.req.method === "OPTIONS" && c.req.header("Access-Control-Request-Method") !== undefined;
  if (preflight) {
    if (!allowed) return new Response(null, { status: 403, headers: { Vary: "Origin" } });
    return new Response(null, {
      status: 204,
      headers: {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Methods": CORS_ALLOWED_METHODS,
        "Access-Control-Allow-Headers": CORS_ALLOWED_HEADERS,
        "Access-Control-Max-Age": PREFLIGHT_MAX_AGE,
        Vary: "Origin",
      },
    });
  }
  await next();
  // A response passed through from elsewhere (a Durable Object's stream) has immutable headers.
  let headers: Headers;
  try {
    headers = c.res.headers;
    headers.append("Vary", "Origin");
  } catch {
    c.res = new Response(c.res.body, c.res);
    headers = c.res.headers;
    headers.append("Vary", "Origin");
  }
  // Answers differ by Origin: shared caches must key on it.
  if (allowed) headers.set("Access-Control-Allow-Origin", origin);
};
