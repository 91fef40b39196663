import type {
  FirestoreDocumentData,
  FirestoreDocumentSnapshot,
  FirestoreQuerySnapshot,
  FirestoreSdk,
} from "./firestore-store";
import { decodeFields, encodeFields, type FirestoreFields } from "./firestore-value";

/*
 * The FirestoreSdk calls over Firestore's v1 REST API (documents.get, documents.commit,
 * documents.runQuery), for a Worker: the modular `firebase/firestore` SDK listens over long-lived
 * streams a Worker cannot hold. onSnapshot polls: the query's whole result at once, then again
 * every `pollMs` while subscribed, delivered only when it changed. Every call is one subrequest;
 * a subscription stops by itself after `maxPolls` runs (its onError is called) so one Worker
 * request never exceeds the platform's subrequest limit.
 */

export interface FirestoreRestConfig {
  project: string;
  /** `https://firestore.googleapis.com` (the default), or `http://{FIRESTORE_EMULATOR_HOST}`. */
  origin?: string;
  /** The bearer token for each call: a Google access token, or "owner" for the emulator. */
  accessToken: () => Promise<string>;
  fetch?: (input: Request) => Promise<Response>;
  /** Time between two runs of a subscribed query; 1000 ms when unset. */
  pollMs?: number;
  /** Runs of a subscribed query before the subscription ends with an error; 900 when unset. */
  maxPolls?: number;
}

/** The database handle the calls take, as `getFirestore(app)` is for the modular SDK. */
export interface FirestoreRestDb {
  /** `projects/{project}/databases/(default)/documents`: the parent of every top-level collection. */
  readonly root: string;
  send(path: string, body?: unknown): Promise<Response>;
  readonly pollMs: number;
  readonly maxPolls: number;
}

export interface RestDocRef {
  readonly type: "document";
  readonly db: FirestoreRestDb;
  /** `collection/id`. */
  readonly path: string;
  readonly id: string;
}
export interface RestCollectionRef {
  readonly type: "collection";
  readonly db: FirestoreRestDb;
  readonly id: string;
}
export type RestConstraint =
  | { readonly type: "where"; readonly field: string; readonly op: "==" | "array-contains"; readonly value: unknown }
  | { readonly type: "orderBy"; readonly field: string; readonly direction: "asc" | "desc" };
export interface RestQuery {
  readonly collection: RestCollectionRef;
  readonly constraints: readonly RestConstraint[];
}
const SERVER_TIMESTAMP: unique symbol = Symbol("serverTimestamp");
export interface RestServerTimestamp {
  readonly [SERVER_TIMESTAMP]: true;
}

/** A call Firestore answered with an error (or not at all): the chat store reports "unavailable". */
export class FirestoreRestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "FirestoreRestError";
  }
}

/** A stored document as the REST API answers it (google.firestore.v1.Document). */
export interface RestDocument {
  name: string;
  fields?: FirestoreFields;
  createTime?: string;
  updateTime?: string;
}

const GOOGLE_ORIGIN = "https://firestore.googleapis.com";
const SEGMENT = /^[^/]+$/;

async function failure(response: Response): Promise<FirestoreRestError> {
  const body = (await response.json().catch(() => null)) as { error?: { status?: string; message?: string } } | null;
  return new FirestoreRestError(
    response.status,
    body?.error?.status ?? "UNKNOWN",
    body?.error?.message ?? `Firestore answered ${response.status}`,
  );
}

function snapshotOf(document: RestDocument): FirestoreDocumentSnapshot {
  const id = document.name.slice(document.name.lastIndexOf("/") + 1);
  const data = decodeFields(document.fields ?? {});
  return { id, exists: () => true, data: () => ({ ...data }) };
}

const missing = (id: string): FirestoreDocumentSnapshot => ({ id, exists: () => false, data: () => undefined });

/** Firestore's automatic ids: 20 letters and digits, random. */
function autoId(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
}

const isSentinel = (value: unknown): value is RestServerTimestamp =>
  typeof value === "object" && value !== null && SERVER_TIMESTAMP in value;

/** One write of a commit: the fields, and serverTimestamp() fields as REQUEST_TIME transforms. */
export function writeOf(name: string, data: FirestoreDocumentData, mustBeNew: boolean): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  const stamped: string[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (isSentinel(value)) stamped.push(field);
    else plain[field] = value;
  }
  const write: Record<string, unknown> = { update: { name, fields: encodeFields(plain) } };
  if (stamped.length > 0) {
    write.updateTransforms = stamped.map((field) => ({
      fieldPath: /^[A-Za-z_][A-Za-z0-9_]*$/.test(field) ? field : `\`${field.replace(/[`\\]/g, "\\$&")}\``,
      setToServerValue: "REQUEST_TIME",
    }));
  }
  if (mustBeNew) write.currentDocument = { exists: false };
  return write;
}

/** The runQuery body of a query: one collection, its filters ANDed, its order. */
export function structuredQueryOf(query: RestQuery): Record<string, unknown> {
  const filters = query.constraints.flatMap((c) =>
    c.type === "where"
      ? [
          {
            fieldFilter: {
              field: { fieldPath: c.field },
              op: c.op === "==" ? "EQUAL" : "ARRAY_CONTAINS",
              value: encodeFields({ v: c.value }).v,
            },
          },
        ]
      : [],
  );
  const orderBy = query.constraints.flatMap((c) =>
    c.type === "orderBy"
      ? [{ field: { fieldPath: c.field }, direction: c.direction === "asc" ? "ASCENDING" : "DESCENDING" }]
      : [],
  );
  const structuredQuery: Record<string, unknown> = { from: [{ collectionId: query.collection.id }] };
  if (filters.length === 1) structuredQuery.where = filters[0];
  if (filters.length > 1) structuredQuery.where = { compositeFilter: { op: "AND", filters } };
  if (orderBy.length > 0) structuredQuery.orderBy = orderBy;
  return { structuredQuery };
}

async function runQuery(query: RestQuery): Promise<RestDocument[]> {
  const response = await query.collection.db.send(":runQuery", structuredQueryOf(query));
  if (!response.ok) throw await failure(response);
  const rows = (await response.json()) as { document?: RestDocument }[];
  if (!Array.isArray(rows)) throw new FirestoreRestError(502, "UNKNOWN", "runQuery answered no list");
  return rows.flatMap((row) => (row.document ? [row.document] : []));
}

async function commit(db: FirestoreRestDb, write: Record<string, unknown>): Promise<void> {
  const response = await db.send(":commit", { writes: [write] });
  if (!response.ok) throw await failure(response);
}

export type FirestoreRest = FirestoreSdk<
  FirestoreRestDb,
  RestDocRef,
  RestCollectionRef,
  RestQuery,
  RestConstraint,
  RestServerTimestamp
>;

/** The SDK calls and the database handle for one project, e.g. `firestoreChatStore(rest.sdk, rest.db)`. */
export function firestoreRestSdk(config: FirestoreRestConfig): { sdk: FirestoreRest; db: FirestoreRestDb } {
  const root = `projects/${encodeURIComponent(config.project)}/databases/(default)/documents`;
  const base = `${(config.origin ?? GOOGLE_ORIGIN).replace(/\/+$/, "")}/v1/${root}`;
  const send = config.fetch ?? ((request: Request) => fetch(request));
  const db: FirestoreRestDb = {
    root,
    pollMs: config.pollMs ?? 1000,
    maxPolls: config.maxPolls ?? 900,
    async send(path, body) {
      const headers = new Headers({ Authorization: `Bearer ${await config.accessToken()}` });
      if (body !== undefined) headers.set("Content-Type", "application/json");
      const request = new Request(`${base}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      try {
        return await send(request);
      } catch (error) {
        throw new FirestoreRestError(0, "UNAVAILABLE", `Firestore could not be reached: ${String(error)}`);
      }
    },
  };

  const sdk: FirestoreRest = {
    doc(database, path, ...segments) {
      const parts = [path, ...segments].join("/").split("/");
      if (parts.length !== 2 || !parts.every((part) => SEGMENT.test(part))) {
        throw new Error(`Not a top-level document path: ${parts.join("/")}`);
      }
      return { type: "document", db: database, path: parts.join("/"), id: parts[1] as string };
    },
    collection(database, path) {
      if (!SEGMENT.test(path)) throw new Error(`Not a top-level collection: ${path}`);
      return { type: "collection", db: database, id: path };
    },
    async getDoc(ref) {
      const response = await ref.db.send(`/${ref.path.split("/").map(encodeURIComponent).join("/")}`);
      if (response.status === 404) return missing(ref.id);
      if (!response.ok) throw await failure(response);
      return snapshotOf((await response.json()) as RestDocument);
    },
    async setDoc(ref, data) {
      await commit(ref.db, writeOf(`${ref.db.root}/${ref.path}`, data, false));
    },
    async addDoc(ref, data) {
      const id = autoId();
      await commit(ref.db, writeOf(`${ref.db.root}/${ref.id}/${id}`, data, true));
      return { id };
    },
    query: (ref, ...constraints) => ({ collection: ref, constraints }),
    where: (field, op, value) => ({ type: "where", field, op, value }),
    orderBy: (field, direction) => ({ type: "orderBy", field, direction }),
    onSnapshot(query, onNext, onError) {
      const { pollMs, maxPolls } = query.collection.db;
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let last: string | null = null;
      let runs = 0;
      const poll = async () => {
        runs += 1;
        try {
          const documents = await runQuery(query);
          if (stopped) return;
          const seen = JSON.stringify(documents.map((d) => [d.name, d.updateTime, d.fields]));
          if (seen !== last) {
            last = seen;
            const snapshot: FirestoreQuerySnapshot = { docs: documents.map(snapshotOf) };
            onNext(snapshot);
          }
        } catch (error) {
          if (stopped) return;
          stopped = true;
          onError(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        if (stopped) return;
        if (runs >= maxPolls) {
          stopped = true;
          onError(new FirestoreRestError(0, "POLL_BUDGET", "The subscription ran its polls; subscribe again"));
          return;
        }
        timer = setTimeout(poll, pollMs);
      };
      void poll();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
    serverTimestamp: () => ({ [SERVER_TIMESTAMP]: true }),
  };
  return { sdk, db };
}
