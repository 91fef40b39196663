import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiFor } from "../lib/api.server";
import { unreadNotifications } from "../lib/notifications.server";
import { readSessionUser } from "../lib/session-user.server";

/**
 * What the bell polls every 10 s while someone is signed in (SPEC.md section 7). The access
 * token stays in its cookie on the server; the browser only ever sees the count.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const unread = await unreadNotifications(
    apiFor(request, context),
    await readSessionUser(request, context.cloudflare.env),
  );
  return Response.json({ unread }, { headers: { "Cache-Control": "private, no-store" } });
}
