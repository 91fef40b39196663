import type { ChatFeed, FeedEntry, FeedFrame } from "./feed-object";
import {
  assertMayOpen,
  type Chat,
  ChatError,
  type ChatMessage,
  type ChatStore,
  type ChatViewer,
  chatIdFor,
  isChatId,
  messageText,
  type OpenChat,
  takesPart,
  type Unsubscribe,
} from "./port";

/** What the store needs from one feed; a ChatFeed object's stub in production. */
export interface FeedClient {
  claimMeta(fields: Record<string, unknown>): Promise<FeedEntry>;
  readMeta(): Promise<FeedEntry | null>;
  append(fields: Record<string, unknown>): Promise<FeedEntry>;
  putOnce(id: string, fields: Record<string, unknown>): Promise<FeedEntry>;
  listen(onFrame: (frame: FeedFrame) => void): Promise<Unsubscribe>;
}

export type Feeds = (name: string) => FeedClient;

/** Feeds as ChatFeed Durable Objects, one per name; listening opens a WebSocket to the object. */
export function durableObjectFeeds(namespace: DurableObjectNamespace<ChatFeed>): Feeds {
  return (name) => {
    const stub = namespace.get(namespace.idFromName(name));
    return {
      claimMeta: (fields) => stub.claimMeta(fields),
      readMeta: () => stub.readMeta(),
      append: (fields) => stub.append(fields),
      putOnce: (id, fields) => stub.putOnce(id, fields),
      async listen(onFrame) {
        const answer = await stub.fetch("https://chat-feed/listen", { headers: { Upgrade: "websocket" } });
        const socket = answer.webSocket;
        if (!socket) throw new ChatError("unavailable", "The chat is not available");
        socket.accept();
        socket.addEventListener("message", (event) => {
          if (typeof event.data === "string" && event.data.startsWith("{"))
            onFrame(JSON.parse(event.data) as FeedFrame);
        });
        return () => socket.close(1000, "done");
      },
    };
  };
}

const chatFeed = (chatId: string) => `chat:${chatId}`;
const inboxOf = (viewer: ChatViewer) => (viewer.staff ? "inbox:staff" : `inbox:user:${viewer.id}`);

function asChat(entry: FeedEntry): Chat {
  return {
    id: String(entry.id),
    kind: entry.kind === "shop" ? "shop" : "support",
    customer_id: Number(entry.customer_id),
    order_id: entry.order_id == null ? null : Number(entry.order_id),
    shop_id: entry.shop_id == null ? null : Number(entry.shop_id),
    created_at: entry.created_at,
  };
}

function asMessage(entry: FeedEntry): ChatMessage {
  return {
    id: entry.id,
    chat_id: String(entry.chat_id),
    sender_id: Number(entry.sender_id),
    sender_role: entry.sender_role === "staff" ? "staff" : "customer",
    text: String(entry.text),
    created_at: entry.created_at,
  };
}

/**
 * The default chat store: a Durable Object per chat holding its messages in SQLite, and one per
 * inbox (each customer's chats, and the staff's) so a chat list is live too.
 */
export function durableObjectChatStore(feeds: Feeds): ChatStore {
  async function getChat(chatId: string, viewer: ChatViewer): Promise<Chat> {
    const meta = isChatId(chatId) ? await feeds(chatFeed(chatId)).readMeta() : null;
    if (!meta) throw new ChatError("not_found", "Chat not found");
    const chat = asChat(meta);
    if (!takesPart(chat, viewer)) throw new ChatError("not_found", "Chat not found");
    return chat;
  }

  return {
    async openChat(request: OpenChat, viewer: ChatViewer): Promise<Chat> {
      assertMayOpen(request, viewer);
      const id = chatIdFor(request);
      const fields = {
        id,
        kind: request.kind,
        customer_id: request.customer_id,
        order_id: request.kind === "shop" ? request.order_id : null,
        shop_id: request.kind === "shop" ? request.shop_id : null,
      };
      const chat = asChat(await feeds(chatFeed(id)).claimMeta(fields));
      const listed = { ...chat };
      await Promise.all([
        feeds(inboxOf({ id: chat.customer_id, staff: false })).putOnce(id, listed),
        feeds(inboxOf({ id: 0, staff: true })).putOnce(id, listed),
      ]);
      return chat;
    },

    getChat,

    async addMessage(chatId, viewer, text) {
      const chat = await getChat(chatId, viewer);
      const body = messageText(text);
      const entry = await feeds(chatFeed(chat.id)).append({
        chat_id: chat.id,
        sender_id: viewer.id,
        sender_role: chat.customer_id === viewer.id ? "customer" : "staff",
        text: body,
      });
      return asMessage(entry);
    },

    async subscribeMessages(chatId, viewer, onList) {
      const chat = await getChat(chatId, viewer);
      return feeds(chatFeed(chat.id)).listen((frame) => onList(frame.items.map(asMessage)));
    },

    async subscribeChats(viewer, onList) {
      return feeds(inboxOf(viewer)).listen((frame) => onList(frame.items.map(asChat)));
    },
  };
}
