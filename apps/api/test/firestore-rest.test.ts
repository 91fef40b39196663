import { afterEach, describe, expect, it, vi } from "vitest";
import { FirestoreRestError, firestoreRestSdk } from "../src/chat/firestore-rest";
import type { FirestoreQuerySnapshot } from "../src/chat/firestore-store";
import { firestoreChatStore } from "../src/chat/firestore-store";
import { ChatError } from "../src/chat/port";
import { createFakeFirestoreRest } from "./helpers/fake-firestore-rest";

const DOCS = "https://firestore.googleapis.com/v1/projects/tiffin-test/databases/(default)/documents";
const ROOT = "projects/tiffin-test/databases/(default)/documents";

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that records every request and answers from a list (the last answer repeats). */
function recording(...answers: (() => Response)[]) {
  const sent: Sent[] = [];
  const fetch = async (request: Request) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: text ? JSON.parse(text) : null,
    });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
    return answer ? answer() : Response.json({});
  };
  return { sent, fetch };
}

const okCommit = () => Response.json({ writeResults: [{ updateTime: "2026-11-24T22:00:00.000001Z" }] });

function restOver(fetch: (request: Request) => Promise<Response>, extra: { pollMs?: number; maxPolls?: number } = {}) {
  return firestoreRestSdk({ project: "tiffin-test", accessToken: async () => "token-1", fetch, ...extra });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the Firestore REST client's wire format", () => {
  it("sends setDoc as one commit: values in Firestore's JSON (integers as decimal strings) and serverTimestamp as a REQUEST_TIME transform", async () => {
    const { sent, fetch } = recording(okCommit);
    const { sdk, db } = restOver(fetch);
    await sdk.setDoc(sdk.doc(db, "chats", "order-12"), {
      customer_id: 12,
      rating: 1.5,
      kind: "shop",
      open: true,
      shop_id: null,
      participants: ["user-12", "staff", 3],
      meta: { lang: "ar" },
      created_at: sdk.serverTimestamp(),
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.url).toBe(`${DOCS}:commit`);
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer token-1");
    expect(sent[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(sent[0]?.body).toEqual({
      writes: [
        {
          update: {
            name: `${ROOT}/chats/order-12`,
            fields: {
              customer_id: { integerValue: "12" },
              rating: { doubleValue: 1.5 },
              kind: { stringValue: "shop" },
              open: { booleanValue: true },
              shop_id: { nullValue: null },
              participants: {
                arrayValue: { values: [{ stringValue: "user-12" }, { stringValue: "staff" }, { integerValue: "3" }] },
              },
              meta: { mapValue: { fields: { lang: { stringValue: "ar" } } } },
            },
          },
          updateTransforms: [{ fieldPath: "created_at", setToServerValue: "REQUEST_TIME" }],
        },
      ],
    });
  });

  it("sends addDoc as a commit of a new 20-character id that must not exist yet, and answers that id", async () => {
    const { sent, fetch } = recording(okCommit);
    const { sdk, db } = restOver(fetch);
    const added = await sdk.addDoc(sdk.collection(db, "messages"), { text: "hi", created_at: sdk.serverTimestamp() });
    expect(added.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(sent[0]?.body).toEqual({
      writes: [
        {
          update: { name: `${ROOT}/messages/${added.id}`, fields: { text: { stringValue: "hi" } } },
          updateTransforms: [{ fieldPath: "created_at", setToServerValue: "REQUEST_TIME" }],
          currentDocument: { exists: false },
        },
      ],
    });
    const second = await sdk.addDoc(sdk.collection(db, "messages"), { text: "again" });
    expect(second.id).not.toBe(added.id);
  });

  it("sends a query as runQuery's structuredQuery: one filter alone, two as an AND, orderBy ascending", async () => {
    const { sent, fetch } = recording(() => Response.json([{ readTime: "2026-11-24T22:00:00Z" }]));
    const { sdk, db } = restOver(fetch);
    const heard: FirestoreQuerySnapshot[] = [];
    /** Subscribes, waits for the first delivery, and stops. */
    const deliverOnce = async (query: Parameters<typeof sdk.onSnapshot>[0]) => {
      const before = heard.length;
      const stop = sdk.onSnapshot(
        query,
        (s) => heard.push(s),
        () => undefined,
      );
      await vi.waitFor(() => expect(heard).toHaveLength(before + 1));
      stop();
    };
    await deliverOnce(
      sdk.query(
        sdk.collection(db, "messages"),
        sdk.where("chat_id", "==", "order-7"),
        sdk.orderBy("created_at", "asc"),
      ),
    );
    expect(sent[0]?.url).toBe(`${DOCS}:runQuery`);
    expect(sent[0]?.body).toEqual({
      structuredQuery: {
        from: [{ collectionId: "messages" }],
        where: { fieldFilter: { field: { fieldPath: "chat_id" }, op: "EQUAL", value: { stringValue: "order-7" } } },
        orderBy: [{ field: { fieldPath: "created_at" }, direction: "ASCENDING" }],
      },
    });
    await deliverOnce(
      sdk.query(
        sdk.collection(db, "chats"),
        sdk.where("participants", "array-contains", "user-5"),
        sdk.where("customer_id", "==", 5),
        sdk.orderBy("created_at", "desc"),
      ),
    );
    expect(sent[1]?.body).toEqual({
      structuredQuery: {
        from: [{ collectionId: "chats" }],
        where: {
          compositeFilter: {
            op: "AND",
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: "participants" },
                  op: "ARRAY_CONTAINS",
                  value: { stringValue: "user-5" },
                },
              },
              { fieldFilter: { field: { fieldPath: "customer_id" }, op: "EQUAL", value: { integerValue: "5" } } },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: "created_at" }, direction: "DESCENDING" }],
      },
    });
    expect(heard[0]?.docs).toEqual([]);
  });

  it("reads a document with a GET of its path and decodes integers, doubles, timestamps with microseconds, arrays and maps", async () => {
    const { sent, fetch } = recording(() =>
      Response.json({
        name: `${ROOT}/chats/order-12`,
        fields: {
          customer_id: { integerValue: "12" },
          rating: { doubleValue: 4.5 },
          order_id: { nullValue: null },
          created_at: { timestampValue: "2026-11-24T22:00:00.123456Z" },
          participants: { arrayValue: { values: [{ stringValue: "user-12" }] } },
          meta: { mapValue: { fields: { open: { booleanValue: false } } } },
          empty: { arrayValue: {} },
        },
        createTime: "2026-11-24T22:00:00.123456Z",
        updateTime: "2026-11-24T22:00:00.123456Z",
      }),
    );
    const { sdk, db } = restOver(fetch);
    const snapshot = await sdk.getDoc(sdk.doc(db, "chats/order-12"));
    expect(sent[0]?.method).toBe("GET");
    expect(sent[0]?.url).toBe(`${DOCS}/chats/order-12`);
    expect(snapshot.id).toBe("order-12");
    expect(snapshot.exists()).toBe(true);
    const data = snapshot.data() as Record<string, unknown>;
    expect(data).toMatchObject({
      customer_id: 12,
      rating: 4.5,
      order_id: null,
      participants: ["user-12"],
      meta: { open: false },
      empty: [],
    });
    expect((data.created_at as { toDate(): Date }).toDate().toISOString()).toBe("2026-11-24T22:00:00.123Z");
  });

  it("reads a 404 as a document that does not exist, and any other failure as an error", async () => {
    const notFound = () =>
      Response.json({ error: { code: 404, message: "not found", status: "NOT_FOUND" } }, { status: 404 });
    const { sdk, db } = restOver(recording(notFound).fetch);
    const snapshot = await sdk.getDoc(sdk.doc(db, "chats", "order-1"));
    expect(snapshot.exists()).toBe(false);
    expect(snapshot.data()).toBeUndefined();
    const denied = () =>
      Response.json(
        { error: { code: 403, message: "Missing permissions", status: "PERMISSION_DENIED" } },
        { status: 403 },
      );
    const failing = restOver(recording(denied).fetch);
    const error = await failing.sdk.getDoc(failing.sdk.doc(failing.db, "chats", "order-1")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FirestoreRestError);
    expect(error).toMatchObject({ status: 403, code: "PERMISSION_DENIED" });
    const commit = await failing.sdk.setDoc(failing.sdk.doc(failing.db, "chats", "order-1"), {}).catch((e) => e);
    expect(commit).toBeInstanceOf(FirestoreRestError);
  });
});

describe("the chat store over the REST client when Firestore fails", () => {
  it("answers unavailable (never not found) when a read, a write or the first list fails, and stores nothing", async () => {
    const server = createFakeFirestoreRest();
    const { sdk, db } = firestoreRestSdk({
      project: server.project,
      origin: server.origin,
      accessToken: async () => "owner",
      fetch: server.fetch,
    });
    const store = firestoreChatStore(sdk, db);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const dana = { id: 41, staff: false };
    const chat = await store.openChat({ kind: "support", customer_id: dana.id }, dana);
    const code = (error: unknown) => (error instanceof ChatError ? error.code : error);
    server.failNext(503, "get");
    expect(code(await store.getChat(chat.id, dana).catch((e) => e))).toBe("unavailable");
    server.failNext(500, "commit");
    expect(code(await store.addMessage(chat.id, dana, "hello").catch((e) => e))).toBe("unavailable");
    expect(server.collection("messages").size).toBe(0);
    server.failNext(503, "runQuery");
    expect(code(await store.subscribeMessages(chat.id, dana, () => undefined).catch((e) => e))).toBe("unavailable");
    server.failNext(503, "runQuery");
    expect(code(await store.subscribeChats(dana, () => undefined).catch((e) => e))).toBe("unavailable");
    server.failNext(503, "commit");
    const other = { id: 42, staff: false };
    expect(code(await store.openChat({ kind: "support", customer_id: other.id }, other).catch((e) => e))).toBe(
      "unavailable",
    );
    expect([...server.collection("chats").keys()]).toEqual([chat.id]);
    // Each failure is logged with its cause for the operator.
    expect(logged).toHaveBeenCalledTimes(5);
    logged.mockRestore();
  });
});

describe("onSnapshot over the REST client", () => {
  it("delivers the whole result first, polls every second, delivers again only when the result changed, and stops when unsubscribed", async () => {
    vi.useFakeTimers();
    const server = createFakeFirestoreRest();
    const { sdk, db } = firestoreRestSdk({
      project: server.project,
      origin: server.origin,
      accessToken: async () => "owner",
      fetch: server.fetch,
    });
    const queries = () => server.requests.filter((r) => r.url.endsWith(":runQuery")).length;
    const lists: string[][] = [];
    const stop = sdk.onSnapshot(
      sdk.query(sdk.collection(db, "messages"), sdk.orderBy("created_at", "asc")),
      (snapshot) => lists.push(snapshot.docs.map((d) => String(d.data()?.text))),
      (error) => {
        throw error;
      },
    );
    await vi.waitFor(() => expect(lists).toEqual([[]]));
    await vi.advanceTimersByTimeAsync(3000);
    expect(queries()).toBeGreaterThanOrEqual(3);
    expect(lists).toEqual([[]]);
    await sdk.addDoc(sdk.collection(db, "messages"), { text: "one", created_at: sdk.serverTimestamp() });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(lists).toEqual([[], ["one"]]));
    await sdk.addDoc(sdk.collection(db, "messages"), { text: "two", created_at: sdk.serverTimestamp() });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(lists).toEqual([[], ["one"], ["one", "two"]]));
    stop();
    const after = queries();
    await sdk.addDoc(sdk.collection(db, "messages"), { text: "three", created_at: sdk.serverTimestamp() });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queries()).toBe(after);
    expect(lists).toHaveLength(3);
  });

  it("delivers nothing and polls no more when unsubscribed while a query is on its way", async () => {
    vi.useFakeTimers();
    const server = createFakeFirestoreRest();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let queries = 0;
    const fetch = async (request: Request) => {
      if (request.url.endsWith(":runQuery")) {
        queries += 1;
        if (queries === 2) await held;
      }
      return server.fetch(request);
    };
    const { sdk, db } = firestoreRestSdk({
      project: server.project,
      origin: server.origin,
      accessToken: async () => "owner",
      fetch,
    });
    let lists = 0;
    const stop = sdk.onSnapshot(
      sdk.query(sdk.collection(db, "messages")),
      () => {
        lists += 1;
      },
      () => undefined,
    );
    await vi.waitFor(() => expect(lists).toBe(1));
    await sdk.addDoc(sdk.collection(db, "messages"), { text: "changed" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queries).toBe(2);
    stop();
    release();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lists).toBe(1);
    expect(queries).toBe(2);
  });

  it("ends a subscription with an error after its poll budget, so one request never runs past its subrequest limit", async () => {
    vi.useFakeTimers();
    const server = createFakeFirestoreRest();
    const { sdk, db } = firestoreRestSdk({
      project: server.project,
      origin: server.origin,
      accessToken: async () => "owner",
      fetch: server.fetch,
      maxPolls: 3,
    });
    const errors: Error[] = [];
    sdk.onSnapshot(
      sdk.query(sdk.collection(db, "chats")),
      () => undefined,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.requests).toHaveLength(3);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: "POLL_BUDGET" });
  });

  it("ends a subscription with its error when a poll fails, and polls no more", async () => {
    vi.useFakeTimers();
    const server = createFakeFirestoreRest();
    const { sdk, db } = firestoreRestSdk({
      project: server.project,
      origin: server.origin,
      accessToken: async () => "owner",
      fetch: server.fetch,
    });
    const errors: Error[] = [];
    let lists = 0;
    sdk.onSnapshot(
      sdk.query(sdk.collection(db, "chats")),
      () => {
        lists += 1;
      },
      (error) => errors.push(error),
    );
    await vi.waitFor(() => expect(lists).toBe(1));
    server.failNext(503);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ status: 503, code: "UNAVAILABLE" });
    expect(server.requests).toHaveLength(2);
  });
});
