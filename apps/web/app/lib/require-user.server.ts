import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { readSessionUser, type SessionUser } from "./session-user.server";

/** Where a visitor goes to sign in before coming back to this page (path and query kept). */
export function loginRedirectFor(request: Request): string {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The signed-in user, or a redirect to /login that brings the visitor back here afterwards. */
export async function requireSignedIn(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await readSessionUser(request, context.cloudflare.env);
  if (!user) throw redirect(loginRedirectFor(request));
  return user;
}
