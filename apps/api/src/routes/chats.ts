import { chatMessageBody, chatOpenBody } from "@tiffin/api-client";
import { Hono } from "hono";
import { chatHttpError, chatStoreFor, chatViewer, feedSocket, firstList } from "../chat/live";
import { type Chat, ChatError, type ChatMessage, type OpenChat } from "../chat/port";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { notFound } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody } from "../http/validate";
import { customerOrderShop } from "../services/chats";

/** Runs a store call; its refusals become the contract's error answers. */
async function store<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ChatError) throw chatHttpError(error);
    throw error;
  }
}

/**
 * Chat with a shop about an order, and with support (src/chat, docs/decisions/027). Every call is
 * the signed-in user's: a customer reaches only their own chats, staff every chat; anyone else's
 * chat is "not found".
 */
export const chatRoutes = new Hono<ApiEnv>()
  .post("/dashboard/chats", async (c) => {
    const user = currentUser(c);
    const body = await parseBody(c, chatOpenBody);
    let request: OpenChat = { kind: "support", customer_id: user.id };
    if (body.type === "shop") {
      const order = await customerOrderShop(c.env.DB, body.order_id, user.id);
      if (!order) throw notFound("Order not found");
      request = { kind: "shop", customer_id: user.id, order_id: order.id, shop_id: order.shop_id };
    }
    const chat = await store(() => chatStoreFor(c.env).openChat(request, chatViewer(user)));
    return ok(c, chat);
  })
  .get("/dashboard/chats", async (c) => {
    const viewer = chatViewer(currentUser(c));
    const chats = await store(() => firstList<Chat>((onList) => chatStoreFor(c.env).subscribeChats(viewer, onList)));
    return ok(c, chats);
  })
  .get("/dashboard/chats/live", (c) => store(() => feedSocket(c.env, { inbox: chatViewer(currentUser(c)) }, c.req.raw)))
  .get("/dashboard/chats/:id", async (c) => {
    const chat = await store(() => chatStoreFor(c.env).getChat(c.req.param("id"), chatViewer(currentUser(c))));
    return ok(c, chat);
  })
  .get("/dashboard/chats/:id/messages", async (c) => {
    const viewer = chatViewer(currentUser(c));
    const chats = chatStoreFor(c.env);
    const messages = await store(() =>
      firstList<ChatMessage>((onList) => chats.subscribeMessages(c.req.param("id"), viewer, onList)),
    );
    return ok(c, messages);
  })
  .post("/dashboard/chats/:id/messages", async (c) => {
    const viewer = chatViewer(currentUser(c));
    const { message } = await parseBody(c, chatMessageBody);
    const added = await store(() => chatStoreFor(c.env).addMessage(c.req.param("id"), viewer, message));
    return ok(c, added);
  })
  .get("/dashboard/chats/:id/live", (c) =>
    store(() => feedSocket(c.env, { chatId: c.req.param("id"), viewer: chatViewer(currentUser(c)) }, c.req.raw)),
  );
