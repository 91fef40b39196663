import { describe, expect, it, vi } from "vitest";
import { MAX_MESSAGE_LENGTH } from "../src/chat/port";
import { call } from "./helpers/api";
import { callWith } from "./helpers/api-env";
import { send } from "./helpers/json";
import { placeOrder } from "./helpers/orders";
import { createStaffUser, createUser, type TestUser } from "./helpers/users";

const openShopChat = (user: TestUser, orderId: number) =>
  call("dashboard/chats", send("POST", { type: "shop", order_id: orderId }, user.auth));
const post = (user: TestUser, chatId: string, message: unknown) =>
  call(`dashboard/chats/${chatId}/messages`, send("POST", { message }, user.auth));
const texts = (body: unknown) => (body as { data: { text: string }[] }).data.map((m) => m.text);

describe("/dashboard/chats", () => {
  it("lets the customer open a chat with the order's shop and the staff answer it; both read the same ordered list", async () => {
    const dana = await createUser();
    const rana = await createStaffUser();
    const orderId = await placeOrder(dana);
    const opened = await openShopChat(dana, orderId);
    expect(opened.status).toBe(200);
    const chat = (opened.body as { data: { id: string; shop_id: number; customer_id: number } }).data;
    expect(chat).toMatchObject({ id: `order-${orderId}`, shop_id: 1, customer_id: dana.id });
    expect((await post(dana, chat.id, "Can you leave it at the door?")).status).toBe(200);
    const answer = await post(rana, chat.id, "Of course.");
    expect(answer.status).toBe(200);
    expect((answer.body as { data: { sender_role: string } }).data.sender_role).toBe("staff");
    for (const reader of [dana, rana]) {
      const list = await call(`dashboard/chats/${chat.id}/messages`, { headers: reader.auth });
      expect(texts(list.body)).toEqual(["Can you leave it at the door?", "Of course."]);
    }
    const staffList = await call("dashboard/chats", { headers: rana.auth });
    expect((staffList.body as { data: { id: string }[] }).data.map((c) => c.id)).toContain(chat.id);
  });

  it("refuses a chat about someone else's order, and hides another customer's chat as not found", async () => {
    const dana = await createUser();
    const mallory = await createUser();
    const orderId = await placeOrder(dana);
    expect((await openShopChat(mallory, orderId)).status).toBe(404);
    const chatId = ((await openShopChat(dana, orderId)).body as { data: { id: string } }).data.id;
    expect((await post(mallory, chatId, "hi")).status).toBe(404);
    expect((await call(`dashboard/chats/${chatId}/messages`, { headers: mallory.auth })).status).toBe(404);
    expect((await call(`dashboard/chats/${chatId}`, { headers: mallory.auth })).status).toBe(404);
    const live = await call(`dashboard/chats/${chatId}/live`, { headers: { ...mallory.auth, Upgrade: "websocket" } });
    expect(live.status).toBe(404);
    const malloryList = await call("dashboard/chats", { headers: mallory.auth });
    expect((malloryList.body as { data: unknown[] }).data).toEqual([]);
    expect((await call(`dashboard/chats/${chatId}/messages`)).status).toBe(401);
    expect((await post(dana, chatId, "still mine")).status).toBe(200);
  });

  it("answers 400 Required for an empty message and a clear error for one over the limit, storing neither", async () => {
    const dana = await createUser();
    const chat = await call("dashboard/chats", send("POST", { type: "support" }, dana.auth));
    const chatId = (chat.body as { data: { id: string } }).data.id;
    expect(chatId).toBe(`support-${dana.id}`);
    const empty = await post(dana, chatId, "   ");
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ statusCode: "ERROR_400", message: "Required" });
    expect((await post(dana, chatId, undefined)).status).toBe(400);
    const long = await post(dana, chatId, "x".repeat(MAX_MESSAGE_LENGTH + 1));
    expect(long.status).toBe(400);
    expect((long.body as { message: string }).message).toContain(String(MAX_MESSAGE_LENGTH));
    const list = await call(`dashboard/chats/${chatId}/messages`, { headers: dana.auth });
    expect(texts(list.body)).toEqual([]);
  });

  it("pushes the whole list over the chat's WebSocket after every message, to the customer and the staff", async () => {
    const dana = await createUser();
    const rana = await createStaffUser();
    const chatId = (
      (await call("dashboard/chats", send("POST", { type: "support" }, dana.auth))).body as { data: { id: string } }
    ).data.id;
    const listen = async (user: TestUser) => {
      const res = await callWith({}, `dashboard/chats/${chatId}/live`, {
        headers: { ...user.auth, Upgrade: "websocket" },
      });
      expect(res.status).toBe(101);
      const socket = res.webSocket as WebSocket;
      socket.accept();
      const frames: string[][] = [];
      socket.addEventListener("message", (event) => {
        const frame = JSON.parse(String(event.data)) as { items: { text: string }[] };
        frames.push(frame.items.map((item) => item.text));
      });
      return { frames, socket };
    };
    const customerSide = await listen(dana);
    const staffSide = await listen(rana);
    await post(dana, chatId, "one");
    await post(rana, chatId, "two");
    for (const side of [customerSide, staffSide]) {
      await vi.waitFor(() => expect(side.frames.at(-1)).toEqual(["one", "two"]));
      expect(side.frames[0]).toEqual([]);
      side.socket.close(1000);
    }
  });

  it("answers 426 to a live call that is not a WebSocket upgrade, and 503 without the chat binding", async () => {
    const dana = await createUser();
    const chatId = (
      (await call("dashboard/chats", send("POST", { type: "support" }, dana.auth))).body as { data: { id: string } }
    ).data.id;
    const plain = await callWith({}, `dashboard/chats/${chatId}/live`, { headers: dana.auth });
    expect(plain.status).toBe(426);
    const unbound = await callWith({ CHAT_FEED: undefined }, `dashboard/chats/${chatId}/messages`, {
      headers: dana.auth,
    });
    expect(unbound.status).toBe(503);
  });
});
