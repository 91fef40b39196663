/**
 * Firestore's v1 REST endpoints for one project, in memory, as a `fetch`: documents.get,
 * documents.commit and documents.runQuery, reading and answering the documented JSON (written
 * from the API reference, not from src/chat/firestore-rest.ts, so a client that spoke it wrongly
 * fails here). The server semantics kept:
 * - a commit is atomic and gets one commit time from the server's clock, strictly increasing, in
 *   microseconds; a `setToServerValue: REQUEST_TIME` transform stores that time; a held commit
 *   (holdNextWrite) gets its time when it is let through, not when it was sent;
 * - `update` without a mask replaces the whole document; `currentDocument.exists` is checked
 *   (409 ALREADY_EXISTS / 404 NOT_FOUND);
 * - a query keeps documents matching every filter and, when ordered, only those having the order
 *   fields; it orders by the fields (Firestore's order across value types), then by document name;
 * - a missing document is 404 NOT_FOUND; a request without a bearer token is 401;
 * - a Value must hold exactly one known kind (400 INVALID_ARGUMENT otherwise).
 * Only top-level collections, single-database, no transactions, no field masks or cursors.
 */

type Value = Record<string, unknown>;
type Fields = Record<string, Value>;
interface StoredDocument {
  fields: Fields;
  createTime: string;
  updateTime: string;
}

const KINDS = [
  "nullValue",
  "booleanValue",
  "integerValue",
  "doubleValue",
  "timestampValue",
  "stringValue",
  "bytesValue",
  "referenceValue",
  "geoPointValue",
  "arrayValue",
  "mapValue",
] as const;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new Refusal(400, "INVALID_ARGUMENT", message);

function kindOf(value: unknown): (typeof KINDS)[number] {
  if (typeof value !== "object" || value === null) throw invalid(`A Value must be an object: ${JSON.stringify(value)}`);
  const keys = Object.keys(value);
  const kind = KINDS.find((k) => k === keys[0]);
  if (keys.length !== 1 || !kind) throw invalid(`A Value holds exactly one kind: ${JSON.stringify(value)}`);
  return kind;
}

/** Microseconds since the epoch of an RFC 3339 time (any number of fraction digits). */
function micros(time: string): number {
  const match = time.match(/^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/);
  if (!match) throw invalid(`Invalid timestamp ${time}`);
  const seconds = Date.parse(`${match[1]}${match[3]}`);
  if (Number.isNaN(seconds)) throw invalid(`Invalid timestamp ${time}`);
  return seconds * 1000 + Number((match[2] ?? "").padEnd(6, "0").slice(0, 6));
}

/** A time as Firestore answers it: UTC, microseconds. */
function timeOf(us: number): string {
  const whole = new Date(Math.floor(us / 1_000_000) * 1000).toISOString().slice(0, 19);
  return `${whole}.${String(us % 1_000_000).padStart(6, "0")}Z`;
}

/** Checks a Value the way the server parses it, and gives it back in the server's form. */
function checked(value: unknown): Value {
  const kind = kindOf(value);
  const inner = (value as Value)[kind];
  switch (kind) {
    case "nullValue":
      if (inner !== null && inner !== "NULL_VALUE") throw invalid("nullValue must be null");
      return { nullValue: null };
    case "booleanValue":
      if (typeof inner !== "boolean") throw invalid("booleanValue must be a boolean");
      return value as Value;
    case "integerValue":
      // int64 in proto3 JSON: a decimal string (a JSON number is read too); answered as a string.
      if (!(typeof inner === "string" && /^-?\d+$/.test(inner)) && !Number.isSafeInteger(inner)) {
        throw invalid(`Invalid integerValue ${JSON.stringify(inner)}`);
      }
      return { integerValue: String(BigInt(inner as string | number)) };
    case "doubleValue":
      if (typeof inner !== "number" && !["NaN", "Infinity", "-Infinity"].includes(inner as string)) {
        throw invalid("Invalid doubleValue");
      }
      return value as Value;
    case "timestampValue":
      if (typeof inner !== "string") throw invalid("timestampValue must be a string");
      return { timestampValue: timeOf(micros(inner)) };
    case "stringValue":
      if (typeof inner !== "string") throw invalid("stringValue must be a string");
      return value as Value;
    case "arrayValue": {
      const values = (inner as { values?: unknown[] } | null)?.values ?? [];
      if (!Array.isArray(values)) throw invalid("arrayValue.values must be a list");
      return { arrayValue: values.length ? { values: values.map(checked) } : {} };
    }
    case "mapValue":
      return { mapValue: { fields: checkedFields((inner as { fields?: unknown } | null)?.fields ?? {}) } };
    default:
      return value as Value;
  }
}

function checkedFields(fields: unknown): Fields {
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) throw invalid("fields must be a map");
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, checked(value)]));
}

/** Firestore's order of types, then of values within a type. */
const RANK: Record<string, number> = {
  nullValue: 0,
  booleanValue: 1,
  integerValue: 2,
  doubleValue: 2,
  timestampValue: 3,
  stringValue: 4,
  bytesValue: 5,
  referenceValue: 6,
  geoPointValue: 7,
  arrayValue: 8,
  mapValue: 9,
};

function compareValues(a: Value, b: Value): number {
  const ka = kindOf(a);
  const kb = kindOf(b);
  if (RANK[ka] !== RANK[kb]) return (RANK[ka] ?? 0) - (RANK[kb] ?? 0);
  const av = a[ka];
  const bv = b[kb];
  switch (ka) {
    case "booleanValue":
      return Number(av) - Number(bv);
    case "integerValue":
    case "doubleValue":
      return Number(av) - Number(bv);
    case "timestampValue":
      return micros(av as string) - micros(bv as string);
    case "arrayValue": {
      const x = (av as { values?: Value[] }).values ?? [];
      const y = (bv as { values?: Value[] }).values ?? [];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i] as Value, y[i] as Value);
        if (c !== 0) return c;
      }
      return x.length - y.length;
    }
    case "nullValue":
      return 0;
    default: {
      const x = typeof av === "string" ? av : JSON.stringify(av);
      const y = typeof bv === "string" ? bv : JSON.stringify(bv);
      return x < y ? -1 : x > y ? 1 : 0;
    }
  }
}

function fieldAt(fields: Fields, path: string): Value | undefined {
  const [head, ...rest] = path.split(".");
  const value = fields[head as string];
  if (!value || rest.length === 0) return value;
  const inner = (value.mapValue as { fields?: Fields } | undefined)?.fields;
  return inner ? fieldAt(inner, rest.join(".")) : undefined;
}

interface FieldFilter {
  field: { fieldPath: string };
  op: string;
  value: unknown;
}

function matches(fields: Fields, filter: { fieldFilter?: FieldFilter; compositeFilter?: unknown }): boolean {
  if (filter.compositeFilter) {
    const composite = filter.compositeFilter as { op?: string; filters?: unknown[] };
    if (composite.op !== "AND" || !Array.isArray(composite.filters)) throw invalid("Only AND composite filters");
    return composite.filters.every((f) => matches(fields, f as { fieldFilter?: FieldFilter }));
  }
  const f = filter.fieldFilter;
  if (!f?.field?.fieldPath) throw invalid("A filter needs a field");
  const wanted = checked(f.value);
  const stored = fieldAt(fields, f.field.fieldPath);
  if (!stored) return false;
  switch (f.op) {
    case "EQUAL":
      return RANK[kindOf(stored)] === RANK[kindOf(wanted)] && compareValues(stored, wanted) === 0;
    case "ARRAY_CONTAINS": {
      const values = (stored.arrayValue as { values?: Value[] } | undefined)?.values;
      return (values ?? []).some((v) => RANK[kindOf(v)] === RANK[kindOf(wanted)] && compareValues(v, wanted) === 0);
    }
    default:
      throw invalid(`Operator ${f.op} is not served by this fake`);
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Endpoint = "get" | "commit" | "runQuery";

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

export function createFakeFirestoreRest(options: { project?: string; origin?: string } = {}) {
  const project = options.project ?? "tiffin-test";
  const root = `projects/${project}/databases/(default)/documents`;
  const origin = options.origin ?? "http://firestore.fake";
  const documents = new Map<string, StoredDocument>();
  const holds: Promise<void>[] = [];
  const failures: { status: number; on: Endpoint | null }[] = [];
  const requests: RecordedRequest[] = [];
  let clock = Date.now() * 1000;

  const documentOf = (name: string, stored: StoredDocument) => ({
    name,
    fields: stored.fields,
    createTime: stored.createTime,
    updateTime: stored.updateTime,
  });

  function documentName(name: unknown): string {
    if (typeof name !== "string" || !name.startsWith(`${root}/`)) throw invalid(`Document name outside ${root}`);
    const parts = name.slice(root.length + 1).split("/");
    if (parts.length !== 2 || parts.some((p) => p === "")) throw invalid(`Not a document name: ${name}`);
    return name;
  }

  async function commit(body: { writes?: unknown[] }): Promise<Response> {
    if (!Array.isArray(body.writes)) throw invalid("writes must be a list");
    const writes = body.writes.map((w) => {
      const write = w as {
        update?: { name?: unknown; fields?: unknown };
        updateTransforms?: { fieldPath?: string; setToServerValue?: string }[];
        currentDocument?: { exists?: boolean };
      };
      if (!write.update) throw invalid("Only update writes are served by this fake");
      const transforms = write.updateTransforms ?? [];
      for (const t of transforms) {
        if (t.setToServerValue !== "REQUEST_TIME" || !t.fieldPath) throw invalid("Only REQUEST_TIME transforms");
        if (t.fieldPath.includes(".") || t.fieldPath.includes("`")) throw invalid("Only top-level transforms");
      }
      return {
        name: documentName(write.update.name),
        fields: checkedFields(write.update.fields ?? {}),
        transforms: transforms.map((t) => t.fieldPath as string),
        exists: write.currentDocument?.exists,
      };
    });
    const hold = holds.shift();
    if (hold) await hold;
    for (const w of writes) {
      if (w.exists === false && documents.has(w.name)) throw new Refusal(409, "ALREADY_EXISTS", `${w.name} exists`);
      if (w.exists === true && !documents.has(w.name)) throw new Refusal(404, "NOT_FOUND", `${w.name} not found`);
    }
    clock = Math.max(clock + 1, Date.now() * 1000);
    const commitTime = timeOf(clock);
    const writeResults = writes.map((w) => {
      const fields = { ...w.fields };
      for (const path of w.transforms) fields[path] = { timestampValue: commitTime };
      const before = documents.get(w.name);
      documents.set(w.name, { fields, createTime: before?.createTime ?? commitTime, updateTime: commitTime });
      return {
        updateTime: commitTime,
        ...(w.transforms.length ? { transformResults: w.transforms.map(() => ({ timestampValue: commitTime })) } : {}),
      };
    });
    return json({ writeResults, commitTime });
  }

  function runQuery(body: { structuredQuery?: Record<string, unknown> }): Response {
    const query = body.structuredQuery;
    const from = (query?.from as { collectionId?: string; allDescendants?: boolean }[] | undefined)?.[0];
    if (!query || !from?.collectionId || from.allDescendants) throw invalid("A query reads one collection");
    const where = query.where as { fieldFilter?: FieldFilter } | undefined;
    const orderBy = (query.orderBy as { field?: { fieldPath?: string }; direction?: string }[] | undefined) ?? [];
    const order = orderBy.map((o) => {
      if (!o.field?.fieldPath) throw invalid("orderBy needs a field");
      if (o.direction && o.direction !== "ASCENDING" && o.direction !== "DESCENDING") throw invalid("Bad direction");
      return { path: o.field.fieldPath, sign: o.direction === "DESCENDING" ? -1 : 1 };
    });
    const prefix = `${root}/${from.collectionId}/`;
    const rows = [...documents.entries()].filter(
      ([name, d]) =>
        name.startsWith(prefix) &&
        !name.slice(prefix.length).includes("/") &&
        order.every((o) => fieldAt(d.fields, o.path) !== undefined) &&
        (!where || matches(d.fields, where)),
    );
    const nameSign = order.at(-1)?.sign ?? 1;
    rows.sort(([an, a], [bn, b]) => {
      for (const o of order) {
        const c = compareValues(fieldAt(a.fields, o.path) as Value, fieldAt(b.fields, o.path) as Value) * o.sign;
        if (c !== 0) return c;
      }
      return (an < bn ? -1 : an > bn ? 1 : 0) * nameSign;
    });
    const readTime = timeOf(clock);
    if (rows.length === 0) return json([{ readTime }]);
    return json(rows.map(([name, d]) => ({ document: documentOf(name, d), readTime })));
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const base = `/v1/${root}`;
    const path = decodeURIComponent(url.pathname);
    if (url.origin !== origin || !path.startsWith(base)) throw new Refusal(404, "NOT_FOUND", "No such endpoint");
    if (!/^Bearer \S+$/.test(request.headers.get("Authorization") ?? "")) {
      throw new Refusal(401, "UNAUTHENTICATED", "Request is missing a valid bearer token");
    }
    const rest = path.slice(base.length);
    const endpoint: Endpoint = rest === ":commit" ? "commit" : rest === ":runQuery" ? "runQuery" : "get";
    const failing = failures.findIndex((f) => f.on === null || f.on === endpoint);
    if (failing >= 0) {
      const [failure] = failures.splice(failing, 1);
      throw new Refusal(failure?.status ?? 500, "UNAVAILABLE", "The service is currently unavailable");
    }
    if (request.method === "GET" && rest.startsWith("/")) {
      const name = documentName(`${root}${rest}`);
      const stored = documents.get(name);
      if (!stored) throw new Refusal(404, "NOT_FOUND", `Document "${name}" not found.`);
      return json(documentOf(name, stored));
    }
    if (request.method === "POST" && (rest === ":commit" || rest === ":runQuery")) {
      if (!request.headers.get("Content-Type")?.startsWith("application/json")) throw invalid("Expected JSON");
      const body = (await request.json().catch(() => {
        throw invalid("Invalid JSON payload received.");
      })) as Record<string, unknown>;
      return rest === ":commit" ? commit(body) : runQuery(body);
    }
    throw new Refusal(404, "NOT_FOUND", "No such endpoint");
  }

  async function fetch(request: Request): Promise<Response> {
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      authorization: request.headers.get("Authorization"),
      body:
        request.method === "POST"
          ? await request
              .clone()
              .json()
              .catch(() => null)
          : null,
    };
    requests.push(recorded);
    try {
      return await answer(request);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return json({ error: { code: error.status, message: error.message, status: error.code } }, error.status);
    }
  }

  return {
    fetch,
    origin,
    project,
    requests,
    /** The stored fields of a collection's documents, by document id, as the server holds them. */
    collection(id: string): Map<string, Fields> {
      const prefix = `${root}/${id}/`;
      return new Map(
        [...documents.entries()]
          .filter(([name]) => name.startsWith(prefix))
          .map(([name, d]) => [name.slice(prefix.length), d.fields]),
      );
    },
    /** Holds the next commit back on its way to the server until the returned function is called. */
    holdNextWrite(): () => void {
      let release: () => void = () => undefined;
      holds.push(new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    /** The next request (to that endpoint, when named) is answered with this HTTP status. */
    failNext(status: number, on: Endpoint | null = null): void {
      failures.push({ status, on });
    },
  };
}
