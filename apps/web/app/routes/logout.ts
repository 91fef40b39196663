import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { logout } from "@tiffin/api-client";
import { apiFor } from "../lib/api.server";
import { clearSessionCookies } from "../lib/session-user.server";

/** Ends the session: the API revokes the token, and the cookies go whatever it answers. */
export async function action({ request, context }: ActionFunctionArgs) {
  await logout(apiFor(request, context)).catch(() => undefined);
  const headers = new Headers();
  for (const cookie of clearSessionCookies()) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

/** A plain visit (no post) just goes home. */
export const loader = () => redirect("/");
