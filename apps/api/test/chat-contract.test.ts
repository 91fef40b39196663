import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { durableObjectChatStore, durableObjectFeeds, type Feeds } from "../src/chat/durable-object-store";
import { firestoreRestSdk } from "../src/chat/firestore-rest";
import { firestoreChatStore } from "../src/chat/firestore-store";
import {
  type Chat,
  ChatError,
  type ChatMessage,
  type ChatStore,
  type ChatViewer,
  MAX_MESSAGE_LENGTH,
} from "../src/chat/port";
import { createFakeFirestore } from "./helpers/fake-firestore";
import { createFakeFirestoreRest } from "./helpers/fake-firestore-rest";

/** One store under test, and a way to hold its next write back on the way to its server. */
interface Harness {
  store: ChatStore;
  holdNextWrite(): () => void;
}

function durableObjectHarness(): Harness {
  const real = durableObjectFeeds(env.CHAT_FEED as NonNullable<typeof env.CHAT_FEED>);
  const holds: Promise<void>[] = [];
  // The network between the Worker and the object: a held append reaches the object later.
  const feeds: Feeds = (name) => {
    const feed = real(name);
    return {
      ...feed,
      async append(fields) {
        const hold = holds.shift();
        if (hold) await hold;
        return feed.append(fields);
      },
    };
  };
  return {
    store: durableObjectChatStore(feeds),
    holdNextWrite() {
      let release: () => void = () => undefined;
      holds.push(new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
  };
}

function firestoreHarness(): Harness {
  const fake = createFakeFirestore();
  return { store: firestoreChatStore(fake.sdk, fake.db), holdNextWrite: fake.holdNextWrite };
}

function firestoreRestHarness(): Harness {
  const server = createFakeFirestoreRest();
  const rest = firestoreRestSdk({
    project: server.project,
    origin: server.origin,
    accessToken: async () => "owner",
    fetch: server.fetch,
    // Polls fast so a subscription hears a change at once; the default is a second.
    pollMs: 5,
  });
  return { store: firestoreChatStore(rest.sdk, rest.db), holdNextWrite: server.holdNextWrite };
}

// Every case makes its own customers and orders: the objects' storage lasts the whole file.
let next = 1000;
const customer = (): ChatViewer => ({ id: ++next, staff: false });
const staff: ChatViewer = { id: 6, staff: true };
const order = () => ++next;

/** Every list a subscription delivered, to wait on and inspect. */
function recorder<T>() {
  const lists: T[][] = [];
  return {
    lists,
    push: (list: T[]) => {
      lists.push(list);
    },
    last: () => lists.at(-1) ?? [],
  };
}

async function refused(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChatError);
  return (error as ChatError).code;
}

const texts = (messages: ChatMessage[]) => messages.map((m) => m.text);
const ascending = (items: { created_at: string }[]) =>
  items.every((item, i) => i === 0 || (items[i - 1] as { created_at: string }).created_at <= item.created_at);

describe.each([
  ["a Durable Object per chat", durableObjectHarness],
  ["Firestore (in-memory fake of the SDK)", firestoreHarness],
  ["Firestore over its REST API (fake of the REST endpoints)", firestoreRestHarness],
])("chat store contract: %s", (_name, makeHarness) => {
  it("opens one chat per order: opening again gives the same chat with its first server created_at", async () => {
    const { store } = makeHarness();
    const dana = customer();
    const orderId = order();
    const first = await store.openChat({ kind: "shop", customer_id: dana.id, order_id: orderId, shop_id: 3 }, dana);
    const again = await store.openChat({ kind: "shop", customer_id: dana.id, order_id: orderId, shop_id: 3 }, dana);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ id: `order-${orderId}`, kind: "shop", customer_id: dana.id, shop_id: 3 });
    expect(Number.isNaN(Date.parse(first.created_at))).toBe(false);
    const support = await store.openChat({ kind: "support", customer_id: dana.id }, dana);
    expect(support).toMatchObject({ id: `support-${dana.id}`, kind: "support", order_id: null });
  });

  it("stamps messages with the server's time and lists them in that order even when a write issued first lands last", async () => {
    const harness = makeHarness();
    const { store } = harness;
    const dana = customer();
    const chat = await store.openChat({ kind: "support", customer_id: dana.id }, dana);
    const release = harness.holdNextWrite();
    const first = store.addMessage(chat.id, dana, "written first");
    const second = await store.addMessage(chat.id, staff, "written second");
    release();
    const late = await first;
    expect(late.created_at >= second.created_at).toBe(true);
    const seen = recorder<ChatMessage>();
    const stop = await store.subscribeMessages(chat.id, dana, seen.push);
    await vi.waitFor(() => expect(texts(seen.last())).toEqual(["written second", "written first"]));
    expect(ascending(seen.last())).toBe(true);
    stop();
  });

  it("delivers the whole ordered list on every update, not only the new message", async () => {
    const { store } = makeHarness();
    const dana = customer();
    const chat = await store.openChat({ kind: "shop", customer_id: dana.id, order_id: order(), shop_id: 1 }, dana);
    const seen = recorder<ChatMessage>();
    const stop = await store.subscribeMessages(chat.id, staff, seen.push);
    await vi.waitFor(() => expect(seen.lists.length).toBeGreaterThan(0));
    expect(seen.last()).toEqual([]);
    const one = await store.addMessage(chat.id, dana, "Is the soup vegan?");
    await vi.waitFor(() => expect(texts(seen.last())).toEqual(["Is the soup vegan?"]));
    await store.addMessage(chat.id, staff, "Yes, it is.");
    await vi.waitFor(() => expect(texts(seen.last())).toEqual(["Is the soup vegan?", "Yes, it is."]));
    expect(seen.last()[0]).toEqual(one);
    expect(seen.last().map((m) => m.sender_role)).toEqual(["customer", "staff"]);
    expect(seen.last()[1]?.sender_id).toBe(staff.id);
    stop();
  });

  it("stops delivering after unsubscribing", async () => {
    const { store } = makeHarness();
    const dana = customer();
    const chat = await store.openChat({ kind: "support", customer_id: dana.id }, dana);
    const stopped = recorder<ChatMessage>();
    const stop = await store.subscribeMessages(chat.id, dana, stopped.push);
    await vi.waitFor(() => expect(stopped.lists.length).toBeGreaterThan(0));
    stop();
    const still = recorder<ChatMessage>();
    const stopStill = await store.subscribeMessages(chat.id, dana, still.push);
    await store.addMessage(chat.id, dana, "after");
    await vi.waitFor(() => expect(texts(still.last())).toEqual(["after"]));
    expect(stopped.lists.every((list) => list.length === 0)).toBe(true);
    stopStill();
  });

  it("keeps another customer out: they cannot read, write, listen to or open someone else's chat", async () => {
    const { store } = makeHarness();
    const dana = customer();
    const mallory = customer();
    const orderId = order();
    const chat = await store.openChat({ kind: "shop", customer_id: dana.id, order_id: orderId, shop_id: 2 }, dana);
    await store.addMessage(chat.id, dana, "my address is private");
    expect(await refused(store.getChat(chat.id, mallory))).toBe("not_found");
    expect(await refused(store.addMessage(chat.id, mallory, "hello"))).toBe("not_found");
    expect(await refused(store.subscribeMessages(chat.id, mallory, () => undefined))).toBe("not_found");
    expect(
      await refused(store.openChat({ kind: "shop", customer_id: dana.id, order_id: orderId, shop_id: 2 }, mallory)),
    ).toBe("forbidden");
    expect(await refused(store.openChat({ kind: "support", customer_id: dana.id }, staff))).toBe("forbidden");
    const seen = recorder<ChatMessage>();
    const stop = await store.subscribeMessages(chat.id, dana, seen.push);
    await vi.waitFor(() => expect(texts(seen.last())).toEqual(["my address is private"]));
    stop();
  });

  it("answers not found for a chat that does not exist or a malformed id", async () => {
    const { store } = makeHarness();
    for (const id of ["order-999999999", "support-1/../order-1", "", "chat:order-1", "order-0"]) {
      expect(await refused(store.getChat(id, staff))).toBe("not_found");
      expect(await refused(store.addMessage(id, staff, "hi"))).toBe("not_found");
    }
  });

  it("refuses an empty, blank or too long message and stores nothing; exactly the limit is accepted, trimmed", async () => {
    const { store } = makeHarness();
    const dana = customer();
    const chat = await store.openChat({ kind: "support", customer_id: dana.id }, dana);
    expect(await refused(store.addMessage(chat.id, dana, ""))).toBe("empty");
    expect(await refused(store.addMessage(chat.id, dana, "  \n\t "))).toBe("empty");
    expect(await refused(store.addMessage(chat.id, dana, "x".repeat(MAX_MESSAGE_LENGTH + 1)))).toBe("too_long");
    const longest = await store.addMessage(chat.id, dana, ` ${"y".repeat(MAX_MESSAGE_LENGTH)} `);
    expect(longest.text).toBe("y".repeat(MAX_MESSAGE_LENGTH));
    const seen = recorder<ChatMessage>();
    const stop = await store.subscribeMessages(chat.id, dana, seen.push);
    await vi.waitFor(() => expect(seen.lists.length).toBeGreaterThan(0));
    expect(seen.last()).toHaveLength(1);
    stop();
  });

  it("lists a customer's own chats only, and every chat for staff, ordered by created_at", async () => {
    const { store } = makeHarness();
    const dana = customer();
    const sam = customer();
    const mine = recorder<Chat>();
    const stopMine = await store.subscribeChats(dana, mine.push);
    const first = await store.openChat({ kind: "support", customer_id: dana.id }, dana);
    const other = await store.openChat({ kind: "support", customer_id: sam.id }, sam);
    const second = await store.openChat({ kind: "shop", customer_id: dana.id, order_id: order(), shop_id: 1 }, dana);
    await vi.waitFor(() => expect(mine.last().map((c) => c.id)).toEqual([first.id, second.id]));
    const all = recorder<Chat>();
    const stopAll = await store.subscribeChats(staff, all.push);
    await vi.waitFor(() => {
      const ids = all.last().map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining([first.id, other.id, second.id]));
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(other.id));
      expect(ids.indexOf(other.id)).toBeLessThan(ids.indexOf(second.id));
    });
    expect(ascending(all.last())).toBe(true);
    stopMine();
    stopAll();
  });
});
