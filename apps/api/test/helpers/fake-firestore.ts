/**
 * An in-memory Firestore behind the modular SDK calls src/chat/firestore-store.ts makes, with the
 * server's semantics those calls depend on:
 * - serverTimestamp() is a sentinel replaced by the server's clock when the write commits, not
 *   when it was issued (a write held back commits with a later time);
 * - a query keeps only documents matching every `where`, and with orderBy only those that have
 *   the field; it orders by that field, then by document id, as Firestore does;
 * - onSnapshot delivers the query's whole result first (asynchronously) and again after every
 *   committed change that touches the collection; unsubscribing stops it;
 * - getDoc on a missing document gives a snapshot whose exists() is false.
 * It does not model offline persistence or the SDK's latency-compensated local snapshots.
 */

export class FakeTimestamp {
  constructor(readonly micros: number) {}
  toDate(): Date {
    return new Date(Math.floor(this.micros / 1000));
  }
  toMillis(): number {
    return Math.floor(this.micros / 1000);
  }
}

const SERVER_TIMESTAMP = Symbol("serverTimestamp");
type Sentinel = { [SERVER_TIMESTAMP]: true };
type Data = Record<string, unknown>;

interface FakeDb {
  collections: Map<string, Map<string, Data>>;
  listeners: Set<{ query: FakeQuery; onNext: (snapshot: FakeQuerySnapshot) => void }>;
  clock: number;
  holds: Promise<void>[];
  nextId: number;
}
interface FakeDocRef {
  kind: "doc";
  db: FakeDb;
  collection: string;
  id: string;
}
interface FakeCollRef {
  kind: "collection";
  db: FakeDb;
  path: string;
}
type FakeConstraint =
  | { type: "where"; field: string; op: "==" | "array-contains"; value: unknown }
  | { type: "orderBy"; field: string; direction: "asc" | "desc" };
interface FakeQuery {
  collection: FakeCollRef;
  constraints: FakeConstraint[];
}
interface FakeDocSnapshot {
  id: string;
  exists(): boolean;
  data(options?: { serverTimestamps?: "estimate" | "previous" | "none" }): Data | undefined;
}
interface FakeQuerySnapshot {
  docs: FakeDocSnapshot[];
  size: number;
  empty: boolean;
}

function snapshotOf(id: string, data: Data | undefined): FakeDocSnapshot {
  return { id, exists: () => data !== undefined, data: () => (data ? { ...data } : undefined) };
}

function compare(a: unknown, b: unknown): number {
  const av = a instanceof FakeTimestamp ? a.micros : a;
  const bv = b instanceof FakeTimestamp ? b.micros : b;
  if (typeof av === "number" && typeof bv === "number") return av - bv;
  return String(av) < String(bv) ? -1 : String(av) > String(bv) ? 1 : 0;
}

function run(query: FakeQuery): FakeQuerySnapshot {
  const stored = query.collection.db.collections.get(query.collection.path) ?? new Map<string, Data>();
  let rows = [...stored.entries()].filter(([, data]) =>
    query.constraints.every((c) => {
      if (c.type === "orderBy") return c.field in data;
      const value = data[c.field];
      return c.op === "==" ? value === c.value : Array.isArray(value) && value.includes(c.value);
    }),
  );
  const order = query.constraints.find((c) => c.type === "orderBy");
  rows = rows.sort(([aId, a], [bId, b]) => {
    const byField = order ? compare(a[order.field], b[order.field]) * (order.direction === "desc" ? -1 : 1) : 0;
    return byField !== 0 ? byField : aId < bId ? -1 : aId > bId ? 1 : 0;
  });
  const docs = rows.map(([id, data]) => snapshotOf(id, data));
  return { docs, size: docs.length, empty: docs.length === 0 };
}

export function createFakeFirestore() {
  const db: FakeDb = { collections: new Map(), listeners: new Set(), clock: Date.now() * 1000, holds: [], nextId: 0 };

  async function commit(collection: string, id: string, data: Data): Promise<void> {
    const hold = db.holds.shift();
    if (hold) await hold;
    // The server's clock, strictly increasing (Firestore's timestamps have microseconds).
    db.clock = Math.max(db.clock + 1, Date.now() * 1000);
    const stamp = new FakeTimestamp(db.clock);
    const stored: Data = {};
    for (const [field, value] of Object.entries(data)) {
      stored[field] = value && typeof value === "object" && SERVER_TIMESTAMP in value ? stamp : value;
    }
    if (!db.collections.has(collection)) db.collections.set(collection, new Map());
    db.collections.get(collection)?.set(id, stored);
    for (const listener of db.listeners) {
      if (listener.query.collection.path === collection) listener.onNext(run(listener.query));
    }
  }

  const sdk = {
    doc: (database: FakeDb, path: string, ...segments: string[]): FakeDocRef => {
      const parts = [path, ...segments].join("/").split("/");
      if (parts.length !== 2 || parts.some((part) => part === "")) throw new Error(`Invalid document path ${parts}`);
      return { kind: "doc", db: database, collection: parts[0] as string, id: parts[1] as string };
    },
    collection: (database: FakeDb, path: string): FakeCollRef => ({ kind: "collection", db: database, path }),
    getDoc: async (ref: FakeDocRef): Promise<FakeDocSnapshot> =>
      snapshotOf(ref.id, ref.db.collections.get(ref.collection)?.get(ref.id)),
    setDoc: (ref: FakeDocRef, data: Data): Promise<void> => commit(ref.collection, ref.id, data),
    addDoc: async (ref: FakeCollRef, data: Data): Promise<{ id: string }> => {
      db.nextId += 1;
      // Auto ids are random in Firestore; these are not in write order either.
      const id = `${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}${db.nextId.toString(36)}`;
      await commit(ref.path, id, data);
      return { id };
    },
    query: (ref: FakeCollRef, ...constraints: FakeConstraint[]): FakeQuery => ({ collection: ref, constraints }),
    where: (field: string, op: "==" | "array-contains", value: unknown): FakeConstraint => ({
      type: "where",
      field,
      op,
      value,
    }),
    orderBy: (field: string, direction: "asc" | "desc"): FakeConstraint => ({ type: "orderBy", field, direction }),
    onSnapshot: (
      query: FakeQuery,
      onNext: (snapshot: FakeQuerySnapshot) => void,
      _onError: (error: Error) => void,
    ): (() => void) => {
      const listener = { query, onNext };
      db.listeners.add(listener);
      queueMicrotask(() => {
        if (db.listeners.has(listener)) onNext(run(query));
      });
      return () => {
        db.listeners.delete(listener);
      };
    },
    serverTimestamp: (): Sentinel => ({ [SERVER_TIMESTAMP]: true }),
  };

  return {
    sdk,
    db,
    /** Holds the next write back on its way to the server until the returned function is called. */
    holdNextWrite(): () => void {
      let release: () => void = () => undefined;
      db.holds.push(
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => release();
    },
  };
}
