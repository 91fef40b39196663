import type { AppLoadContext } from "@remix-run/cloudflare";
import { isUnauthorized, type Profile } from "@tiffin/api-client";
import type { WebEnv } from "../../load-context";
import { DEVELOPMENT_SECRET, readSession, sessionCookie, sessionSecrets } from "./cookies.server";
import { unauthorizedResponse } from "./session-machine.server";

/**
 * The signed-in user as the session cookies hold it (SPEC.md section 3: user and access_token):
 * the profile's name, photo and role, a name always present (a nameless profile is not stored).
 */
export type SessionUser = Pick<Profile, "img" | "role"> & { firstname: NonNullable<Profile["firstname"]> };

const PRIVILEGED_ROLES = ["admin", "manager", "seller", "moderator"];

export { DEVELOPMENT_SECRET };

/**
 * The key the session cookie is signed with. Production must set its own SESSION_SECRET
 * (`wrangler secret put`, at least 32 characters); a placeholder is refused there, and without a
 * usable secret nobody is signed in (the Worker refuses to serve at all: server/configuration.ts).
 * Retired secrets that still verify are listed in SESSION_SECRETS_PREVIOUS (cookies.server.ts).
 */
export function sessionSecret(env: Pick<WebEnv, "SESSION_SECRET" | "ENVIRONMENT">): string | null {
  return sessionSecrets(env)?.[0] ?? null;
}

/**
 * The session's user, when its cookie carries a valid signature under one of the session
 * secrets; an edited or unsigned cookie reads as signed out. The token itself is checked by the API.
 */
export async function readSessionUser(request: Request, env: WebEnv): Promise<SessionUser | null> {
  const session = await readSession(request, env);
  return session ? { ...session.user } : null;
}

/** The session's access token (the Worker read the cookie for this request), or null. */
export function sessionToken(context: Pick<AppLoadContext, "cookies">): string | null {
  return context.cookies.session?.token ?? null;
}

/** Set-Cookie values that sign `user` in with `token` (HttpOnly: only the server reads them). */
export async function sessionCookies(
  env: WebEnv,
  token: string,
  user: { firstname?: string | null; img?: string | null; role?: string | null },
  secure: boolean,
): Promise<string[]> {
  const data = { token, user: { firstname: user.firstname ?? "", img: user.img ?? null, role: user.role ?? "user" } };
  return [await sessionCookie(env, data, secure)];
}

export function isPrivileged(user: SessionUser | null): boolean {
  return user !== null && PRIVILEGED_ROLES.includes(user.role);
}

/** The roles the staff console (/admin) and the staff API serve: an admin runs every shop, a manager hers. */
export const STAFF_ROLES = ["admin", "manager"] as const;

/** Staff see the admin panel link and may open /admin; other privileged roles have no console yet. */
export function isStaff(user: SessionUser | null): boolean {
  return user !== null && (STAFF_ROLES as readonly string[]).includes(user.role);
}

/** HTTP 401 (SPEC.md section 8): core's session machine signs out and goes to /login with the toast. */
export function signOutRedirect(): Promise<Response> {
  return unauthorizedResponse();
}

/** Runs an API call; a 401 becomes the sign-out redirect, anything else passes on. */
export async function orSignOut<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isUnauthorized(error)) throw await signOutRedirect();
    throw error;
  }
}
