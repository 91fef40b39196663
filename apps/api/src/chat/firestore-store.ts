import {
  assertMayOpen,
  byCreatedAt,
  type Chat,
  ChatError,
  type ChatMessage,
  type ChatStore,
  type ChatViewer,
  chatIdFor,
  isChatId,
  messageText,
  takesPart,
  type Unsubscribe,
} from "./port";

/*
 * The Firestore SDK calls this store makes, typed as the modular SDK (`firebase/firestore`)
 * declares them, reduced to what is used. `import * as sdk from "firebase/firestore"` passes as
 * a FirestoreSdk; the Worker passes the same calls over Firestore's REST API (firestore-rest.ts),
 * and the tests also pass an in-memory fake of exactly these calls.
 */
export interface FirestoreTimestamp {
  toDate(): Date;
}
export interface FirestoreDocumentData {
  [field: string]: unknown;
}
export interface FirestoreDocumentSnapshot {
  readonly id: string;
  exists(): boolean;
  data(options?: { serverTimestamps?: "estimate" | "previous" | "none" }): FirestoreDocumentData | undefined;
}
export interface FirestoreQuerySnapshot {
  readonly docs: FirestoreDocumentSnapshot[];
}
export interface FirestoreSdk<Db, DocRef, CollRef, Query, Constraint, Sentinel> {
  doc(db: Db, path: string, ...segments: string[]): DocRef;
  collection(db: Db, path: string): CollRef;
  getDoc(ref: DocRef): Promise<FirestoreDocumentSnapshot>;
  setDoc(ref: DocRef, data: FirestoreDocumentData): Promise<void>;
  addDoc(ref: CollRef, data: FirestoreDocumentData): Promise<{ readonly id: string }>;
  query(ref: CollRef, ...constraints: Constraint[]): Query;
  where(field: string, op: "==" | "array-contains", value: unknown): Constraint;
  orderBy(field: string, direction: "asc" | "desc"): Constraint;
  onSnapshot(
    query: Query,
    onNext: (snapshot: FirestoreQuerySnapshot) => void,
    onError: (error: Error) => void,
  ): () => void;
  serverTimestamp(): Sentinel;
}

const STAFF = "staff";
const participantKey = (viewer: ChatViewer) => (viewer.staff ? STAFF : `user-${viewer.id}`);

function isoOf(value: unknown): string | null {
  if (value && typeof (value as FirestoreTimestamp).toDate === "function") {
    return (value as FirestoreTimestamp).toDate().toISOString();
  }
  return null;
}

function chatOf(snapshot: FirestoreDocumentSnapshot): Chat | null {
  const data = snapshot.data({ serverTimestamps: "estimate" });
  const created = isoOf(data?.created_at);
  if (!data || !created) return null;
  return {
    id: snapshot.id,
    kind: data.kind === "shop" ? "shop" : "support",
    customer_id: Number(data.customer_id),
    order_id: data.order_id == null ? null : Number(data.order_id),
    shop_id: data.shop_id == null ? null : Number(data.shop_id),
    created_at: created,
  };
}

function messageOf(snapshot: FirestoreDocumentSnapshot): ChatMessage | null {
  const data = snapshot.data({ serverTimestamps: "estimate" });
  const created = isoOf(data?.created_at);
  if (!data || !created) return null;
  return {
    id: snapshot.id,
    chat_id: String(data.chat_id),
    sender_id: Number(data.sender_id),
    sender_role: data.sender_role === "staff" ? "staff" : "customer",
    text: String(data.text),
    created_at: created,
  };
}

const present = <T>(items: (T | null)[]): T[] => items.filter((item): item is T => item !== null);

function unavailable(cause: unknown): ChatError {
  console.error("chat store failed", cause);
  return new ChatError("unavailable", "The chat is not available");
}

/** Runs SDK calls; a failure that is not a refusal of ours is "unavailable" (logged). */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof ChatError ? error : unavailable(error);
  }
}

/**
 * The chat store on Firestore, as the original clients used it: `chats` and `messages`
 * collections, `created_at` from serverTimestamp(), read with onSnapshot ordered by created_at
 * ascending so every change delivers the whole list. Who may read and write is enforced by the
 * project's security rules (docs/decisions/027-chat-port-and-adapters.md); the checks here give
 * the same answers as the default store before a call is made.
 */
export function firestoreChatStore<Db, DocRef, CollRef, Query, Constraint, Sentinel>(
  sdk: FirestoreSdk<Db, DocRef, CollRef, Query, Constraint, Sentinel>,
  db: Db,
): ChatStore {
  async function readChat(chatId: string, viewer: ChatViewer): Promise<Chat> {
    const snapshot = isChatId(chatId) ? await sdk.getDoc(sdk.doc(db, "chats", chatId)) : null;
    const chat = snapshot?.exists() ? chatOf(snapshot) : null;
    if (!chat || !takesPart(chat, viewer)) throw new ChatError("not_found", "Chat not found");
    return chat;
  }

  /**
   * onSnapshot, settled once the first list is delivered (or refused as unavailable when the first
   * read fails); a later failure ends the subscription and goes to `onError`.
   */
  function listen<T>(
    query: Query,
    listOf: (snapshot: FirestoreQuerySnapshot) => T[],
    onList: (list: T[]) => void,
    onError: ((error: ChatError) => void) | undefined,
  ): Promise<Unsubscribe> {
    return new Promise<Unsubscribe>((resolve, reject) => {
      let settled = false;
      let stop: Unsubscribe = () => undefined;
      const unsubscribe = () => stop();
      stop = sdk.onSnapshot(
        query,
        (snapshot) => {
          onList(listOf(snapshot));
          if (!settled) {
            settled = true;
            resolve(unsubscribe);
          }
        },
        (error) => {
          const failed = unavailable(error);
          if (settled) onError?.(failed);
          else {
            settled = true;
            reject(failed);
          }
        },
      );
    });
  }

  return {
    openChat: (request, viewer) =>
      guarded(async () => {
        assertMayOpen(request, viewer);
        const id = chatIdFor(request);
        const ref = sdk.doc(db, "chats", id);
        const existing = await sdk.getDoc(ref);
        if (!existing.exists()) {
          await sdk.setDoc(ref, {
            kind: request.kind,
            customer_id: request.customer_id,
            order_id: request.kind === "shop" ? request.order_id : null,
            shop_id: request.kind === "shop" ? request.shop_id : null,
            participants: [participantKey({ id: request.customer_id, staff: false }), STAFF],
            created_at: sdk.serverTimestamp(),
          });
        }
        const chat = chatOf(await sdk.getDoc(ref));
        if (!chat) throw new ChatError("unavailable", "The chat is not available");
        return chat;
      }),

    getChat: (chatId, viewer) => guarded(() => readChat(chatId, viewer)),

    addMessage: (chatId, viewer, text) =>
      guarded(async () => {
        const chat = await readChat(chatId, viewer);
        const body = messageText(text);
        const added = await sdk.addDoc(sdk.collection(db, "messages"), {
          chat_id: chat.id,
          sender_id: viewer.id,
          sender_role: chat.customer_id === viewer.id ? "customer" : "staff",
          text: body,
          created_at: sdk.serverTimestamp(),
        });
        const message = messageOf(await sdk.getDoc(sdk.doc(db, "messages", added.id)));
        if (!message) throw new ChatError("unavailable", "The chat is not available");
        return message;
      }),

    subscribeMessages: (chatId, viewer, onList, onError) =>
      guarded(async () => {
        const chat = await readChat(chatId, viewer);
        const q = sdk.query(
          sdk.collection(db, "messages"),
          sdk.where("chat_id", "==", chat.id),
          sdk.orderBy("created_at", "asc"),
        );
        return listen(q, (snapshot) => byCreatedAt(present(snapshot.docs.map(messageOf))), onList, onError);
      }),

    subscribeChats: (viewer, onList, onError) =>
      guarded(async () => {
        const q = sdk.query(
          sdk.collection(db, "chats"),
          sdk.where("participants", "array-contains", participantKey(viewer)),
          sdk.orderBy("created_at", "asc"),
        );
        return listen(q, (snapshot) => byCreatedAt(present(snapshot.docs.map(chatOf))), onList, onError);
      }),
  };
}
