import { readSession } from "../app/lib/cookies.server";
import type { WebEnv } from "../load-context";

/**
 * The owner's live group-cart socket: the browser's WebSocket sends the session cookie, not a
 * bearer token, so this hands the API the session's token. Only the site's own pages may open it
 * (the Origin must be this host), so another site cannot ride the owner's cookie.
 */
export async function ownerGroupSocket(
  request: Request,
  env: WebEnv,
  callApi: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  const url = new URL(request.url);
  const origin = request.headers.get("Origin");
  if (!origin || hostOf(origin) !== url.host) return new Response("Forbidden", { status: 403 });
  const token = (await readSession(request, env))?.token;
  if (!token) return new Response("Unauthorized", { status: 401 });
  return callApi(
    new Request(new URL("/api/v1/dashboard/user/cart/live", url), {
      headers: { Authorization: `Bearer ${token}`, Upgrade: "websocket" },
    }),
  );
}

/** The host of an Origin header; null for "null" (sandboxed pages) or anything unreadable. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** A WebSocket upgrade's answer passes through untouched: copying it would lose the socket. */
export const isUpgrade = (response: Response) => response.status === 101;
