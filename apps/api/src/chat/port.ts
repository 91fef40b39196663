import type { Chat, ChatMessage } from "@tiffin/api-client";

export type { Chat, ChatMessage };

/**
 * The chat port: what the storefront and the API need from a chat store, whichever holds the
 * chats (a Durable Object per chat by default, Firestore when CHAT_STORE is `firestore`;
 * docs/decisions/027). Two kinds of chat: a customer and a shop about one order, and a customer
 * and support. The shop and support side is answered by staff accounts (role admin or manager).
 *
 * Every document gets its `created_at` from the store's server, never from the writer, and every
 * subscription delivers the whole list ordered by created_at ascending on each change.
 */

/** Who is reading or writing: the signed-in user and whether they answer for shops and support. */
export interface ChatViewer {
  id: number;
  staff: boolean;
}

export type ChatKind = Chat["kind"];

/** What opening a chat needs; the caller has already checked the order is the customer's. */
export type OpenChat =
  | { kind: "shop"; customer_id: number; order_id: number; shop_id: number }
  | { kind: "support"; customer_id: number };

export type Unsubscribe = () => void;

export interface ChatStore {
  /** Finds or creates the chat; only its customer may open it. */
  openChat(request: OpenChat, viewer: ChatViewer): Promise<Chat>;
  /** A participant's chat, or a ChatError not_found (also for anyone else's). */
  getChat(chatId: string, viewer: ChatViewer): Promise<Chat>;
  /** Adds a message stamped with the server's time; refuses an empty or too long text. */
  addMessage(chatId: string, viewer: ChatViewer, text: string): Promise<ChatMessage>;
  /**
   * Calls `onList` with the chat's whole message list now and after every change. `onError` is
   * called once if the subscription ends by itself (its store failed); nothing is delivered after.
   */
  subscribeMessages(
    chatId: string,
    viewer: ChatViewer,
    onList: (messages: ChatMessage[]) => void,
    onError?: (error: ChatError) => void,
  ): Promise<Unsubscribe>;
  /** The viewer's chats (every chat for staff), whole list on every change; `onError` as above. */
  subscribeChats(
    viewer: ChatViewer,
    onList: (chats: Chat[]) => void,
    onError?: (error: ChatError) => void,
  ): Promise<Unsubscribe>;
}

export const MAX_MESSAGE_LENGTH = 1000;

export type ChatErrorCode = "not_found" | "forbidden" | "empty" | "too_long" | "unavailable";

export class ChatError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ChatError";
  }
}

/** The chat's id: one chat per order with its shop, one support chat per customer. */
export function chatIdFor(request: OpenChat): string {
  return request.kind === "shop" ? `order-${request.order_id}` : `support-${request.customer_id}`;
}

/** A chat id as chatIdFor makes them, nothing else (ids end up in object names and paths). */
export function isChatId(value: string): boolean {
  return /^(order|support)-[1-9]\d{0,15}$/.test(value);
}

/** The text as stored: trimmed; a ChatError when empty or longer than MAX_MESSAGE_LENGTH. */
export function messageText(text: unknown): string {
  const trimmed = typeof text === "string" ? text.trim() : "";
  if (trimmed.length === 0) throw new ChatError("empty", "Required");
  if ([...trimmed].length > MAX_MESSAGE_LENGTH) {
    throw new ChatError("too_long", `The message may not be longer than ${MAX_MESSAGE_LENGTH} characters`);
  }
  return trimmed;
}

/** Whether the viewer takes part: the chat's customer, or staff. */
export function takesPart(chat: Pick<Chat, "customer_id">, viewer: ChatViewer): boolean {
  return viewer.staff || chat.customer_id === viewer.id;
}

export function assertMayOpen(request: OpenChat, viewer: ChatViewer): void {
  if (request.customer_id !== viewer.id) throw new ChatError("forbidden", "Only the customer opens this chat");
}

/** Server time order: created_at ascending, ties in the order the store gave (stable sort). */
export function byCreatedAt<T extends { created_at: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}

/** The header the API names a listener's token in (its hex SHA-256) when it opens a feed socket. */
export const LISTENER_TOKEN_HEADER = "X-Listener-Token";
