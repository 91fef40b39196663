import { redirect } from "@remix-run/cloudflare";
import { isUnauthorized } from "@tiffin/api-client";
import { clearCookie, readCookie } from "./cookies.server";

/** The signed-in user as the session cookies hold it (SPEC.md section 3: user and access_token). */
export interface SessionUser {
  firstname: string;
  img: string | null;
  role: string;
}

const PRIVILEGED_ROLES = ["admin", "manager", "seller", "moderator"];

export function readSessionUser(request: Request): SessionUser | null {
  if (!readCookie(request, "access_token")) return null;
  try {
    const raw = JSON.parse(readCookie(request, "user") ?? "null") as Partial<SessionUser> | null;
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

export function isPrivileged(user: SessionUser | null): boolean {
  return user !== null && PRIVILEGED_ROLES.includes(user.role);
}

/** HTTP 401 (SPEC.md section 8): drop the session cookies and go to /login with the toast. */
export function signOutRedirect(): Response {
  const headers = new Headers();
  headers.append("Set-Cookie", clearCookie("access_token"));
  headers.append("Set-Cookie", clearCookie("user"));
  return redirect("/login?reason=unauthorized", { headers });
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
