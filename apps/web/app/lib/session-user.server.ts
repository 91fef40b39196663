import { isUnauthorized, type Profile } from "@tiffin/api-client";
import type { WebEnv } from "../../load-context";
import { readCookie, setCookie } from "./cookies.server";
import { isProduction } from "./environment.server";
import { unauthorizedResponse } from "./session-machine.server";
import { sign, verify } from "./signed-value.server";

/**
 * The signed-in user as the session cookies hold it (SPEC.md section 3: user and access_token):
 * the profile's name, photo and role, a name always present (a nameless profile is not stored).
 */
export type SessionUser = Pick<Profile, "img" | "role"> & { firstname: NonNullable<Profile["firstname"]> };

const PRIVILEGED_ROLES = ["admin", "manager", "seller", "moderator"];
const MIN_SECRET_LENGTH = 16;
const MIN_PRODUCTION_SECRET_LENGTH = 32;
/** The placeholder older checkouts kept in wrangler.toml; never a production secret. */
export const DEVELOPMENT_SECRET = "local-development-secret-change-me";

/**
 * The key the session cookies are signed with. Production must set its own SESSION_SECRET
 * (`wrangler secret put`, at least 32 characters); a placeholder is refused there, and without a
 * usable secret nobody is signed in (the Worker refuses to serve at all: server/configuration.ts).
 */
export function sessionSecret(env: Pick<WebEnv, "SESSION_SECRET" | "ENVIRONMENT">): string | null {
  const secret = env.SESSION_SECRET ?? "";
  if (!isProduction(env)) return secret.length >= MIN_SECRET_LENGTH ? secret : null;
  if (secret.length < MIN_PRODUCTION_SECRET_LENGTH) return null;
  if (secret === DEVELOPMENT_SECRET || secret.includes("change-me")) return null;
  return secret;
}

/** The user cookie's signature binds its text to the access token it came with. */
const signedText = (token: string, json: string) => `${token}\n${json}`;

/**
 * The session's user, when its cookie carries a valid signature for this access token; an
 * edited or transplanted cookie reads as signed out. The token itself is checked by the API.
 */
export async function readSessionUser(request: Request, env: WebEnv): Promise<SessionUser | null> {
  const secret = sessionSecret(env);
  const token = readCookie(request, "access_token");
  const cookie = readCookie(request, "user");
  if (!secret || !token || !cookie) return null;
  const dot = cookie.lastIndexOf(".");
  if (dot < 1) return null;
  const json = cookie.slice(0, dot);
  if (!(await verify(secret, signedText(token, json), cookie.slice(dot + 1)))) return null;
  try {
    const raw = JSON.parse(json) as Partial<SessionUser> | null;
    if (!raw || typeof raw.firstname !== "string") return null;
    return {
      firstname: raw.firstname,
      img: typeof raw.img === "string" ? raw.img : null,
      role: String(raw.role ?? "user"),
    };
  } catch {
    return null;
  }
}

/** Set-Cookie values that sign `user` in with `token` (HttpOnly: only the server reads them). */
export async function sessionCookies(
  env: WebEnv,
  token: string,
  user: { firstname?: string | null; img?: string | null; role?: string | null },
  secure: boolean,
): Promise<string[]> {
  const secret = sessionSecret(env);
  if (!secret) throw new Error("SESSION_SECRET is not set: sessions cannot be signed");
  const json = JSON.stringify({ firstname: user.firstname ?? "", img: user.img ?? null, role: user.role ?? "user" });
  const signature = await sign(secret, signedText(token, json));
  const options = { httpOnly: true, secure };
  return [
    setCookie("access_token", token, undefined, options),
    setCookie("user", `${json}.${signature}`, undefined, options),
  ];
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
export function signOutRedirect(): Response {
  return unauthorizedResponse();
}

/** Runs an API call; a 401 becomes the sign-out redirect, anything else passes on. */
export async function orSignOut<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isUnauthorized(error)) throw signOutRedirect();
    throw error;
  }
}
