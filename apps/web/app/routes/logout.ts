import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { logout } from "@tiffin/api-client";
import { apiFor } from "../lib/api.server";
import { readCookie } from "../lib/cookies.server";
import { runSignOut } from "../lib/session-machine.server";

/**
 * Ends the session through core's session machine: the API revokes the token, and whatever it
 * answers the browser forgets the session, cart, liked shops, chosen address and recent searches
 * (SPEC.md section 4).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return runSignOut(readCookie(request, "access_token") ?? null, () => logout(apiFor(request, context)));
}

/** A plain visit (no post) just goes home. */
export const loader = () => redirect("/");
