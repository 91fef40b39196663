import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../env";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Whether an answer is someone's own: any call made with a bearer token, every /dashboard call
 * and every sign-in call (its answer carries a token). Such an answer must never be kept by a
 * shared cache or the browser's disk.
 */
export function isPrivateCall(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return (
    request.headers.has("Authorization") ||
    pathname.includes("/api/v1/dashboard/") ||
    pathname.includes("/api/v1/auth/")
  );
}

/** Marks private answers (errors included) `Cache-Control: private, no-store`. */
export const privateAnswers = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  if (!isPrivateCall(c.req.raw)) return;
  try {
    c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  } catch {
    // an answer with immutable headers (one passed through from a fetch) is copied once
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  }
});
