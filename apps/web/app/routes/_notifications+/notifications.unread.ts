import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiFor } from "../../lib/api.server";
import { readSessionUser } from "../../lib/session-user.server";
import { notificationCounts } from "./notifications.server";

/**
 * The bell's notifications machine polls this (its `fetchStatistic`) while someone is signed in
 * and the page is visible. The access token stays in its cookie on the server; the browser only
 * ever sees the counts.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const statistic = await notificationCounts(
    apiFor(request, context),
    await readSessionUser(request, context.cloudflare.env),
  );
  return Response.json(statistic, { headers: { "Cache-Control": "private, no-store" } });
}
