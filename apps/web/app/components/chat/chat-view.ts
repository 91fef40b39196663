/** Which side of a chat the reader is on: its customer, or staff answering for the shop or support. */
export type ChatSide = "customer" | "staff";

/** A message as the chat's socket delivers it (apps/api/src/chat/port.ts ChatMessage). */
export interface ChatMessageView {
  id: string;
  sender_role: ChatSide;
  text: string;
  created_at: string;
}

/** The longest message the API takes (MAX_MESSAGE_LENGTH there). */
export const MAX_CHAT_MESSAGE = 1000;

/** A socket frame's messages, or null for anything that is not a well-formed list. */
export function messagesOfFrame(data: unknown): ChatMessageView[] | null {
  if (typeof data !== "string" || !data.startsWith("{")) return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown; items?: unknown };
    if (frame.type !== "list" || !Array.isArray(frame.items)) return null;
    return frame.items.flatMap((item) => {
      const m = item as Partial<ChatMessageView> | null;
      if (!m || typeof m.id !== "string" || typeof m.text !== "string" || typeof m.created_at !== "string") return [];
      return [
        {
          id: m.id,
          text: m.text,
          created_at: m.created_at,
          sender_role: m.sender_role === "staff" ? "staff" : "customer",
        },
      ];
    });
  } catch {
    return null;
  }
}

/** Who wrote a message, as the reader sees it: "you", or the other side (shop or support for a customer). */
export function authorKey(message: Pick<ChatMessageView, "sender_role">, reader: ChatSide, chatId: string): string {
  if (message.sender_role === reader) return "chat.you";
  if (message.sender_role === "customer") return "chat.customer";
  return chatId.startsWith("order-") ? "chat.shop" : "chat.support";
}
