import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readSessionUser, sessionToken } from "../../lib/session-user.server";

/**
 * GET /orders/{id}/live: the order's status as server-sent events, for its page. The browser's
 * EventSource sends the session cookie, not a bearer token, so this route hands the API call
 * the session's token; the API checks the order is the user's (404 otherwise) and streams from
 * the order's OrderProgress object.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = sessionToken(context);
  if (!token || !(await readSessionUser(request, context.cloudflare.env))) {
    return new Response("Unauthorized", { status: 401 });
  }
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return new Response("Not found", { status: 404 });
  const url = new URL(`/api/v1/dashboard/user/orders/${id}/live`, request.url);
  const answer = await context.apiTransport(
    new Request(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
      signal: request.signal,
    }),
  );
  if (!answer.ok) {
    // Only the status passes on: the order's existence is not for anyone else to learn.
    return new Response(null, { status: answer.status === 404 ? 404 : answer.status });
  }
  return new Response(answer.body, {
    headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store" },
  });
}
