import { z } from "zod";
import { envelope } from "./envelope";

/** A chat: a customer and a shop about one order, or a customer and support. */
export const chatSchema = z.object({
  id: z.string(),
  kind: z.enum(["shop", "support"]),
  customer_id: z.number().int(),
  order_id: z.number().int().nullable(),
  shop_id: z.number().int().nullable(),
  /** ISO 8601, set by the chat store's server. */
  created_at: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

/** One message of a chat; `sender_role` says which side wrote it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  chat_id: z.string(),
  sender_id: z.number().int(),
  sender_role: z.enum(["customer", "staff"]),
  text: z.string(),
  /** ISO 8601, set by the chat store's server. */
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What a chat's (or an inbox's) WebSocket receives: the whole list, by created_at ascending. */
export const chatFeedFrameSchema = z.object({
  type: z.literal("list"),
  items: z.array(z.union([chatMessageSchema, chatSchema])),
});

/** What a group cart's WebSocket receives: a change to re-read, or the answer to a ping. */
export const groupCartFrameSchema = z.object({ type: z.enum(["changed", "pong"]) });

export const chatResponse = envelope(chatSchema);
export const chatsResponse = envelope(z.array(chatSchema));
export const chatMessageResponse = envelope(chatMessageSchema);
export const chatMessagesResponse = envelope(z.array(chatMessageSchema));
