import type { ApiBindings } from "../env";
import { bearer, hashToken } from "../http/auth";
import { errorBody, HttpError } from "../http/errors";
import { liveTokenHashes } from "../services/tokens";
import { durableObjectChatStore, durableObjectFeeds } from "./durable-object-store";
import { firestoreStoreFor, wantsFirestore } from "./firestore-config";
import { type ChatError, type ChatStore, type ChatViewer, LISTENER_TOKEN_HEADER } from "./port";
import { subscriptionSocket } from "./store-socket";

const STAFF_ROLES = new Set(["admin", "manager"]);

/** Staff (admin or manager accounts) answer for shops and support. */
export function chatViewer(user: { id: number; role: string }): ChatViewer {
  return { id: user.id, staff: STAFF_ROLES.has(user.role) };
}

const unavailable = () => new HttpError(503, "ERROR_503", "Chat is not available");

/**
 * The API's chat store. Firestore when CHAT_STORE is `firestore`, and then only Firestore: without
 * its project and credentials chat is unavailable rather than split across two stores. Otherwise
 * the Durable Object one; without its binding chat is unavailable.
 */
export function chatStoreFor(env: ApiBindings): ChatStore {
  if (wantsFirestore(env)) {
    const store = firestoreStoreFor(env);
    if (!store) throw unavailable();
    return store;
  }
  if (!env.CHAT_FEED) throw unavailable();
  return durableObjectChatStore(durableObjectFeeds(env.CHAT_FEED));
}

const upgradeExpected = () => Response.json(errorBody("ERROR_426", "Expected a WebSocket upgrade"), { status: 426 });

/**
 * The WebSocket a browser listens on. Chat lists: `inbox`; a chat: its id, and only for a viewer
 * who takes part in it (anyone else gets the store's 404). With Durable Objects, the chat is read
 * for that check and the feed object's own socket handed straight through; with Firestore, a
 * socket this request answers itself, fed by the store's subscription, whose first read makes the
 * same check (so the chat is read once).
 */
export async function feedSocket(
  env: ApiBindings,
  feed: { chatId: string; viewer: ChatViewer } | { inbox: ChatViewer },
  request: Request,
): Promise<Response> {
  const token = bearer(request.headers.get("Authorization") ?? undefined);
  const store = chatStoreFor(env);
  if (wantsFirestore(env)) {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return upgradeExpected();
    // Each frame is checked against the token the socket was opened with (signed out, password
    // changed or account deleted: closed with 4401), as the ChatFeed objects check theirs.
    const hash = token ? await hashToken(token) : null;
    const stillSignedIn = async () => hash !== null && (await liveTokenHashes(env.DB, [hash])).has(hash);
    return "chatId" in feed
      ? subscriptionSocket(
          (onList, onError) => store.subscribeMessages(feed.chatId, feed.viewer, onList, onError),
          stillSignedIn,
        )
      : subscriptionSocket((onList, onError) => store.subscribeChats(feed.inbox, onList, onError), stillSignedIn);
  }
  const name = "chatId" in feed ? `chat:${(await store.getChat(feed.chatId, feed.viewer)).id}` : inboxName(feed.inbox);
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return upgradeExpected();
  const feeds = env.CHAT_FEED;
  if (!feeds) throw unavailable();
  return feeds.get(feeds.idFromName(name)).fetch("https://chat-feed/listen", {
    headers: { Upgrade: "websocket", [LISTENER_TOKEN_HEADER]: token ? await hashToken(token) : "" },
  });
}

const inboxName = (viewer: ChatViewer) => (viewer.staff ? "inbox:staff" : `inbox:user:${viewer.id}`);

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
