import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { logout } from "@tiffin/api-client";
import { signOutHeaders } from "../lib/account.server";
import { apiFor } from "../lib/api.server";

/**
 * Ends the session: the API revokes the token, and whatever it answers the browser forgets the
 * session, cart, liked shops, chosen address and recent searches (SPEC.md section 4).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await logout(apiFor(request, context)).catch(() => undefined);
  return redirect("/", { headers: signOutHeaders() });
}

/** A plain visit (no post) just goes home. */
export const loader = () => redirect("/");
