import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callWith } from "./helpers/api-env";
import { createFakeFirestoreRest } from "./helpers/fake-firestore-rest";
import { send } from "./helpers/json";
import { placeOrder } from "./helpers/orders";
import { createStaffUser, createUser, type TestUser } from "./helpers/users";

/** Firestore's REST endpoints as the emulator host `firestore.fake:8080` (a stand-in, in memory). */
const HOST = "firestore.fake:8080";
let server = createFakeFirestoreRest({ origin: `http://${HOST}` });
const FIRESTORE = { CHAT_STORE: "firestore", FIREBASE_PROJECT_ID: "tiffin-test", FIRESTORE_EMULATOR_HOST: HOST };

beforeEach(() => {
  server = createFakeFirestoreRest({ origin: `http://${HOST}` });
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).host === HOST ? server.fetch(request) : real(input, init);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function api(vars: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const response = await callWith(vars, path, init);
  const body = response.status === 101 ? null : ((await response.json().catch(() => null)) as unknown);
  return { status: response.status, body, webSocket: response.webSocket };
}

/** What the chat's Durable Object holds: null when the chat never reached it. */
const feedMeta = (chatId: string) => {
  const feed = env.CHAT_FEED as NonNullable<typeof env.CHAT_FEED>;
  return feed.get(feed.idFromName(`chat:${chatId}`)).readMeta();
};

const texts = (body: unknown) => (body as { data: { text: string }[] }).data.map((m) => m.text);
const post = (vars: Record<string, unknown>, user: TestUser, chatId: string, message: string) =>
  api(vars, `dashboard/chats/${chatId}/messages`, send("POST", { message }, user.auth));
const openSupport = (vars: Record<string, unknown>, user: TestUser) =>
  api(vars, "dashboard/chats", send("POST", { type: "support" }, user.auth));

describe("/dashboard/chats with CHAT_STORE=firestore", () => {
  it("keeps the chat and its messages in Firestore, not in CHAT_FEED, and staff and customer read the same ordered list", async () => {
    const dana = await createUser();
    const rana = await createStaffUser();
    const orderId = await placeOrder(dana);
    const opened = await api(
      FIRESTORE,
      "dashboard/chats",
      send("POST", { type: "shop", order_id: orderId }, dana.auth),
    );
    expect(opened.status).toBe(200);
    const chatId = `order-${orderId}`;
    expect((opened.body as { data: unknown }).data).toMatchObject({ id: chatId, customer_id: dana.id, shop_id: 1 });
    expect((await post(FIRESTORE, dana, chatId, "Can you leave it at the door?")).status).toBe(200);
    expect((await post(FIRESTORE, rana, chatId, "Of course.")).status).toBe(200);

    const stored = server.collection("chats").get(chatId);
    expect(stored?.customer_id).toEqual({ integerValue: String(dana.id) });
    expect(stored?.participants).toEqual({
      arrayValue: { values: [{ stringValue: `user-${dana.id}` }, { stringValue: "staff" }] },
    });
    const messages = [...server.collection("messages").values()];
    expect(messages.map((m) => m.text)).toEqual(
      expect.arrayContaining([{ stringValue: "Can you leave it at the door?" }, { stringValue: "Of course." }]),
    );
    expect(await feedMeta(chatId)).toBeNull();
    // The emulator is spoken to as Google's SDKs do: the emulator's host, bearer "owner".
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((r) => r.authorization === "Bearer owner")).toBe(true);

    for (const reader of [dana, rana]) {
      const list = await api(FIRESTORE, `dashboard/chats/${chatId}/messages`, { headers: reader.auth });
      expect(texts(list.body)).toEqual(["Can you leave it at the door?", "Of course."]);
    }
    const staffList = await api(FIRESTORE, "dashboard/chats", { headers: rana.auth });
    expect((staffList.body as { data: { id: string }[] }).data.map((c) => c.id)).toContain(chatId);
  });

  it("hides a Firestore chat from another customer as not found: read, messages, write, live socket and list", async () => {
    const dana = await createUser();
    const mallory = await createUser();
    const orderId = await placeOrder(dana);
    expect(
      (await api(FIRESTORE, "dashboard/chats", send("POST", { type: "shop", order_id: orderId }, mallory.auth))).status,
    ).toBe(404);
    const chatId = `order-${orderId}`;
    expect(
      (await api(FIRESTORE, "dashboard/chats", send("POST", { type: "shop", order_id: orderId }, dana.auth))).status,
    ).toBe(200);
    expect((await post(FIRESTORE, dana, chatId, "my address is private")).status).toBe(200);
    expect((await post(FIRESTORE, mallory, chatId, "hi")).status).toBe(404);
    expect((await api(FIRESTORE, `dashboard/chats/${chatId}`, { headers: mallory.auth })).status).toBe(404);
    expect((await api(FIRESTORE, `dashboard/chats/${chatId}/messages`, { headers: mallory.auth })).status).toBe(404);
    const live = await api(FIRESTORE, `dashboard/chats/${chatId}/live`, {
      headers: { ...mallory.auth, Upgrade: "websocket" },
    });
    expect(live.status).toBe(404);
    expect(live.webSocket).toBeNull();
    const list = await api(FIRESTORE, "dashboard/chats", { headers: mallory.auth });
    expect((list.body as { data: unknown[] }).data).toEqual([]);
    expect([...server.collection("messages").values()].map((m) => m.text)).toEqual([
      { stringValue: "my address is private" },
    ]);
  });

  it("answers 503 Chat is not available, writing nowhere, when Firestore is asked for but cannot be reached as configured", async () => {
    const dana = await createUser();
    const cases: Record<string, unknown>[] = [
      // The emulator is never trusted in production, and there is no key file.
      { ...FIRESTORE, ENVIRONMENT: "production" },
      { ...FIRESTORE, FIREBASE_PROJECT_ID: undefined },
      { CHAT_STORE: "firestore", FIREBASE_PROJECT_ID: "tiffin-test" },
      { CHAT_STORE: "firestore", FIREBASE_PROJECT_ID: "tiffin-test", FIREBASE_SERVICE_ACCOUNT: "{not json" },
    ];
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const vars of cases) {
      const opened = await openSupport(vars, dana);
      expect(opened.status).toBe(503);
      expect(opened.body).toMatchObject({ statusCode: "ERROR_503", message: "Chat is not available" });
      expect((await api(vars, "dashboard/chats", { headers: dana.auth })).status).toBe(503);
      const live = await api(vars, "dashboard/chats/live", { headers: { ...dana.auth, Upgrade: "websocket" } });
      expect(live.status).toBe(503);
    }
    logged.mockRestore();
    expect(server.requests).toEqual([]);
    expect(await feedMeta(`support-${dana.id}`)).toBeNull();
  });

  it("answers 503 when Firestore fails, and the message is not stored", async () => {
    const dana = await createUser();
    expect((await openSupport(FIRESTORE, dana)).status).toBe(200);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.failNext(503, "commit");
    const failed = await post(FIRESTORE, dana, `support-${dana.id}`, "lost?");
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ statusCode: "ERROR_503", message: "Chat is not available" });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(server.collection("messages").size).toBe(0);
  });

  it("keeps chat on the Durable Objects without CHAT_STORE, even with FIREBASE_PROJECT_ID and the emulator host set", async () => {
    const dana = await createUser();
    const firebaseOnly = { FIREBASE_PROJECT_ID: "tiffin-test", FIRESTORE_EMULATOR_HOST: HOST };
    expect((await openSupport(firebaseOnly, dana)).status).toBe(200);
    expect((await post(firebaseOnly, dana, `support-${dana.id}`, "still a Durable Object")).status).toBe(200);
    expect(await feedMeta(`support-${dana.id}`)).toMatchObject({ id: `support-${dana.id}`, customer_id: dana.id });
    expect(server.requests).toEqual([]);
  });
});

/** The frames a socket receives, parsed. */
function frames(socket: WebSocket) {
  const received: { type: string; items: { id: string; text?: string; created_at: string }[] }[] = [];
  socket.accept();
  socket.addEventListener("message", (event) => {
    if (typeof event.data === "string" && event.data.startsWith("{")) received.push(JSON.parse(event.data));
  });
  return received;
}

describe("the live sockets with CHAT_STORE=firestore", () => {
  it("sends a chat's whole list on upgrade, then the whole list again with each message written afterwards, and stops polling once closed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const dana = await createUser();
    const rana = await createStaffUser();
    expect((await openSupport(FIRESTORE, dana)).status).toBe(200);
    const chatId = `support-${dana.id}`;
    expect((await post(FIRESTORE, dana, chatId, "first")).status).toBe(200);
    const chatReads = () =>
      server.requests.filter((r) => r.method === "GET" && r.url.endsWith(`/documents/chats/${chatId}`)).length;
    const readsBefore = chatReads();
    const live = await api(FIRESTORE, `dashboard/chats/${chatId}/live`, {
      headers: { ...dana.auth, Upgrade: "websocket" },
    });
    expect(live.status).toBe(101);
    const socket = live.webSocket as WebSocket;
    const received = frames(socket);
    await vi.waitFor(() => expect(received.map((f) => f.items.map((m) => m.text))).toEqual([["first"]]));
    // Opening the socket reads the chat once: the subscription's participant check is the route's.
    expect(chatReads() - readsBefore).toBe(1);
    expect(received[0]?.type).toBe("list");
    const written = await post(FIRESTORE, rana, chatId, "second");
    expect(written.status).toBe(200);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(received.at(-1)?.items.map((m) => m.text)).toEqual(["first", "second"]));
    // The frame carries the messages as the API answers them.
    expect(received.at(-1)?.items[1]).toEqual((written.body as { data: unknown }).data);
    expect(received).toHaveLength(2);

    socket.close(1000, "done");
    await vi.advanceTimersByTimeAsync(1000);
    const queries = () => server.requests.filter((r) => r.url.endsWith(":runQuery")).length;
    const after = queries();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queries()).toBe(after);
  });

  it.each([
    ["signed out", (user: TestUser) => api(FIRESTORE, "auth/logout", { method: "POST", headers: user.auth })],
    [
      "deleted the account",
      (user: TestUser) => api(FIRESTORE, "dashboard/user/profile/delete", { method: "DELETE", headers: user.auth }),
    ],
    [
      "had the token revoked by a password change elsewhere",
      (user: TestUser) => env.DB.prepare("DELETE FROM user_tokens WHERE user_id = ?1").bind(user.id).run(),
    ],
  ])(
    "a customer who opened a Firestore chat socket and then %s hears no further message and is closed",
    async (_what, revoke) => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const dana = await createUser();
      const rana = await createStaffUser();
      expect((await openSupport(FIRESTORE, dana)).status).toBe(200);
      const chatId = `support-${dana.id}`;
      const listen = async (user: TestUser) => {
        const live = await api(FIRESTORE, `dashboard/chats/${chatId}/live`, {
          headers: { ...user.auth, Upgrade: "websocket" },
        });
        expect(live.status).toBe(101);
        const socket = live.webSocket as WebSocket;
        const received = frames(socket);
        const closed: number[] = [];
        socket.addEventListener("close", (event) => closed.push(event.code));
        return { socket, received, closed };
      };
      const side = await listen(dana);
      expect((await post(FIRESTORE, rana, chatId, "before")).status).toBe(200);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(side.received.at(-1)?.items.map((m) => m.text)).toEqual(["before"]));
      await revoke(dana);
      const staffSide = await listen(rana);
      expect((await post(FIRESTORE, rana, chatId, "after")).status).toBe(200);
      await vi.advanceTimersByTimeAsync(1000);
      // The staff, still signed in, hear it; the revoked socket is closed without it.
      await vi.waitFor(() => expect(staffSide.received.at(-1)?.items.map((m) => m.text)).toEqual(["before", "after"]));
      await vi.waitFor(() => expect(side.closed).toEqual([4401]));
      expect(side.received.flatMap((f) => f.items.map((m) => m.text))).not.toContain("after");
      // Closed is closed: it polls Firestore no more for the revoked socket.
      staffSide.socket.close(1000, "done");
      await vi.advanceTimersByTimeAsync(1000);
      const queries = server.requests.filter((r) => r.url.endsWith(":runQuery")).length;
      await vi.advanceTimersByTimeAsync(10_000);
      expect(server.requests.filter((r) => r.url.endsWith(":runQuery")).length).toBe(queries);
    },
  );

  it("closes the socket with 1011 when Firestore fails mid-subscription, so the browser opens a new one", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const dana = await createUser();
    expect((await openSupport(FIRESTORE, dana)).status).toBe(200);
    const live = await api(FIRESTORE, `dashboard/chats/support-${dana.id}/live`, {
      headers: { ...dana.auth, Upgrade: "websocket" },
    });
    const socket = live.webSocket as WebSocket;
    const received = frames(socket);
    const closed: number[] = [];
    socket.addEventListener("close", (event) => closed.push(event.code));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.failNext(503, "runQuery");
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(closed).toEqual([1011]));
    logged.mockRestore();
    const queries = server.requests.filter((r) => r.url.endsWith(":runQuery")).length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.requests.filter((r) => r.url.endsWith(":runQuery")).length).toBe(queries);
  });

  it("sends a customer's chat list on the inbox socket and a new chat as a new frame; 426 without an upgrade", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const dana = await createUser();
    const sam = await createUser();
    expect((await openSupport(FIRESTORE, sam)).status).toBe(200);
    const plain = await api(FIRESTORE, "dashboard/chats/live", { headers: dana.auth });
    expect(plain.status).toBe(426);
    const live = await api(FIRESTORE, "dashboard/chats/live", { headers: { ...dana.auth, Upgrade: "websocket" } });
    expect(live.status).toBe(101);
    const received = frames(live.webSocket as WebSocket);
    await vi.waitFor(() => expect(received.map((f) => f.items)).toEqual([[]]));
    expect((await openSupport(FIRESTORE, dana)).status).toBe(200);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(received.at(-1)?.items.map((c) => c.id)).toEqual([`support-${dana.id}`]));
    (live.webSocket as WebSocket).close(1000);
  });
});
