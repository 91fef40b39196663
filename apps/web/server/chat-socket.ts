import { readSession } from "../app/lib/cookies.server";
import type { WebEnv } from "../load-context";

const CHAT_SOCKET = /^\/chats\/(?:(live)|([a-z]+-\d{1,16})\/live)$/;

/** Whether this is a browser's chat WebSocket (/chats/live or /chats/{id}/live). */
export function isChatSocket(request: Request): boolean {
  return request.method === "GET" && CHAT_SOCKET.test(new URL(request.url).pathname);
}

/**
 * A browser's WebSocket for a chat or for its chat list. A browser cannot send a bearer token on a
 * WebSocket, so the session's token (signed cookies, checked like every page) goes to the API,
 * which checks the user takes part and answers with the chat object's socket (101). Answered
 * before Remix and passed back untouched: a 101 answer cannot be rebuilt. The socket only
 * listens; a cross-site page opening it would get nothing it could not read on our own pages,
 * but the Origin must still be ours.
 */
export async function chatSocket(
  request: Request,
  env: WebEnv,
  callApi: (request: Request) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== url.origin) return new Response("Forbidden", { status: 403 });
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  const token = (await readSession(request, env))?.token;
  if (!token) return new Response("Unauthorized", { status: 401 });
  const match = url.pathname.match(CHAT_SOCKET);
  const path = match?.[1] ? "dashboard/chats/live" : `dashboard/chats/${match?.[2]}/live`;
  const answer = await callApi(
    new Request(new URL(`/api/v1/${path}`, url), {
      headers: { Authorization: `Bearer ${token}`, Upgrade: "websocket" },
    }),
  );
  if (answer.status === 101) return answer;
  // Only the status passes on: whether a chat exists is not for anyone else to learn.
  return new Response(null, { status: answer.status === 404 ? 404 : answer.status });
}
