import { z } from "zod";

/** Opening a chat: with the shop about one of the customer's orders, or with support. */
export const chatOpenBody = z.discriminatedUnion("type", [
  z.object({ type: z.literal("shop"), order_id: z.coerce.number().int().positive() }),
  z.object({ type: z.literal("support") }),
]);
export type ChatOpenBody = z.input<typeof chatOpenBody>;

/** A message; its length is checked by the chat store, which names the limit. */
export const chatMessageBody = z.object({ message: z.string({ error: "Required" }) });
export type ChatMessageBody = z.input<typeof chatMessageBody>;

export const chatRequests = {
  "POST /dashboard/chats": { body: chatOpenBody },
  "POST /dashboard/chats/:id/messages": { body: chatMessageBody },
} as const;
