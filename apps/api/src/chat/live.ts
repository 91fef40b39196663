import type { ApiBindings } from "../env";
import { errorBody, HttpError } from "../http/errors";
import { durableObjectChatStore, durableObjectFeeds } from "./durable-object-store";
import { type ChatError, type ChatStore, type ChatViewer, isChatId } from "./port";

const STAFF_ROLES = new Set(["admin", "manager"]);

/** Staff (admin or manager accounts) answer for shops and support. */
export function chatViewer(user: { id: number; role: string }): ChatViewer {
  return { id: user.id, staff: STAFF_ROLES.has(user.role) };
}

const unavailable = () => new HttpError(503, "ERROR_503", "Chat is not available");

/** The API's chat store: the Durable Object one; without its binding chat is unavailable. */
export function chatStoreFor(env: ApiBindings): ChatStore {
  if (!env.CHAT_FEED) throw unavailable();
  return durableObjectChatStore(durableObjectFeeds(env.CHAT_FEED));
}

/**
 * The WebSocket a browser listens on: the feed object's own socket, handed straight through (the
 * caller has checked the viewer takes part). Chat lists: `inbox`; a chat: its id.
 */
export function feedSocket(env: ApiBindings, feed: { chatId: string } | { inbox: ChatViewer }, request: Request) {
  if (!env.CHAT_FEED) throw unavailable();
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return Response.json(errorBody("ERROR_426", "Expected a WebSocket upgrade"), { status: 426 });
  }
  const name =
    "chatId" in feed
      ? isChatId(feed.chatId)
        ? `chat:${feed.chatId}`
        : null
      : feed.inbox.staff
        ? "inbox:staff"
        : `inbox:user:${feed.inbox.id}`;
  if (!name) throw new HttpError(404, "ERROR_404", "Chat not found");
  const stub = env.CHAT_FEED.get(env.CHAT_FEED.idFromName(name));
  return stub.fetch("https://chat-feed/listen", { headers: { Upgrade: "websocket" } });
}

/** A store's refusal as the contract's error answer. */
export function chatHttpError(error: ChatError): HttpError {
  switch (error.code) {
    case "empty":
    case "too_long":
      return new HttpError(400, "ERROR_400", error.message, { message: [error.message] });
    case "unavailable":
      return unavailable();
    default:
      return new HttpError(404, "ERROR_404", "Chat not found");
  }
}

/** The first list a subscription delivers: a one-off read through the port. */
export async function firstList<T>(subscribe: (onList: (list: T[]) => void) => Promise<() => void>): Promise<T[]> {
  let stop: (() => void) | null = null;
  let stopNow = false;
  const list = await new Promise<T[]>((resolve, reject) => {
    subscribe((items) => {
      resolve(items);
      if (stop) stop();
      else stopNow = true;
    }).then((unsubscribe) => {
      stop = unsubscribe;
      if (stopNow) unsubscribe();
    }, reject);
  });
  return list;
}
