import type { AppLoadContext } from "@remix-run/cloudflare";
import { readSessionUser, sessionToken } from "../../lib/session-user.server";

/**
 * A chat call to the API for the signed-in user (its token from the signed session), answered
 * as JSON for the chat panel: `{data}` on success, `{error}` with the API's status otherwise.
 * Chat calls go through the transport directly: their shapes are in apps/api/src/chat/port.ts.
 */
export async function chatCall(
  request: Request,
  context: AppLoadContext,
  path: string,
  init: { method: "GET" | "POST"; body?: unknown } = { method: "GET" },
): Promise<Response> {
  const token = sessionToken(context);
  if (!token || !(await readSessionUser(request, context.cloudflare.env))) {
    return Response.json({ error: "Unauthorized" }, { status: 401 });
  }
  const answer = await context.apiTransport(
    new Request(new URL(`/api/v1/${path}`, request.url), {
      method: init.method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  const body = (await answer.json().catch(() => null)) as { data?: unknown; message?: string } | null;
  if (!answer.ok) {
    return Response.json({ error: body?.message ?? "Chat error" }, { status: answer.status });
  }
  return Response.json({ data: body?.data ?? null }, { headers: { "Cache-Control": "no-store" } });
}
