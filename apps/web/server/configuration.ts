import { isProduction } from "../app/lib/environment.server";
import { sessionSecret } from "../app/lib/session-user.server";
import type { WebEnv } from "../load-context";

/**
 * Why this Worker must not serve, or null when it may. Production without a real
 * SESSION_SECRET (missing, under 32 characters, or a development placeholder) would sign
 * session cookies with a key anyone can read, so the Worker answers every request with a
 * plain 500 that says what to set instead.
 */
export function configurationProblem(env: WebEnv): string | null {
  if (!isProduction(env)) return null;
  if (sessionSecret(env)) return null;
  return [
    "This Tiffin Worker is not configured for production: SESSION_SECRET is missing, shorter than",
    "32 characters, or a development value. Set a random one with `wrangler secret put SESSION_SECRET`",
    "(see docs/deploy.md), or set ENVIRONMENT=development in .dev.vars for local use.",
  ].join(" ");
}

export function misconfiguredResponse(problem: string): Response {
  return new Response(`${problem}\n`, {
    status: 500,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
