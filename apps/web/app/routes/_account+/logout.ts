import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { logout } from "@tiffin/api-client";
import { apiFor } from "../../lib/api.server";
import { runSignOut } from "../../lib/session-machine.server";
import { sessionToken } from "../../lib/session-user.server";

/**
 * Ends the session through core's session machine: the API revokes the token, and whatever it
 * answers the browser forgets the session, cart, liked shops, chosen address and recent searches
 * (SPEC.md section 4).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return runSignOut(sessionToken(context), () => logout(apiFor(request, context)));
}

/** A plain visit (no post) just goes home. */
export const loader = () => redirect("/");
