/*
 * Firestore's `Value` as its v1 REST API writes it in JSON (google.firestore.v1.Value): exactly one
 * of nullValue, booleanValue, integerValue (int64, so a decimal string), doubleValue,
 * timestampValue (RFC 3339), stringValue, arrayValue.values, mapValue.fields.
 */

export type FirestoreValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | "NaN" | "Infinity" | "-Infinity" }
  | { timestampValue: string }
  | { stringValue: string }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } };

export type FirestoreFields = Record<string, FirestoreValue>;

/** A stored timestamp as the SDK hands it out: toDate() like the modular SDK's Timestamp. */
export class RestTimestamp {
  /** `iso` as Firestore wrote it (up to nanoseconds); `millis` since the epoch. */
  constructor(
    readonly iso: string,
    readonly millis: number,
  ) {}
  toDate(): Date {
    return new Date(this.millis);
  }
  toMillis(): number {
    return this.millis;
  }
}

/** An RFC 3339 time as Firestore writes it, any number of fraction digits, any offset. */
export function parseTimestamp(value: string): RestTimestamp {
  const match = value.match(/^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/i);
  if (!match) throw new Error(`Not a timestamp: ${value}`);
  const millis = Date.parse(`${match[1]}.${(match[2] ?? "").padEnd(3, "0").slice(0, 3)}${match[3]}`);
  if (Number.isNaN(millis)) throw new Error(`Not a timestamp: ${value}`);
  return new RestTimestamp(value, millis);
}

/** A JavaScript value as a Firestore Value: a safe integer as integerValue, other numbers as doubles. */
export function encodeValue(value: unknown): FirestoreValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number") {
    if (Number.isSafeInteger(value) && !Object.is(value, -0)) return { integerValue: String(value) };
    if (Number.isNaN(value)) return { doubleValue: "NaN" };
    if (!Number.isFinite(value)) return { doubleValue: value > 0 ? "Infinity" : "-Infinity" };
    return { doubleValue: value };
  }
  if (typeof value === "bigint") return { integerValue: value.toString() };
  if (typeof value === "string") return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value instanceof RestTimestamp) return { timestampValue: value.iso };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  if (typeof value === "object") return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
  throw new Error(`Firestore cannot store a ${typeof value}`);
}

export function encodeFields(data: Record<string, unknown>): FirestoreFields {
  const fields: FirestoreFields = {};
  for (const [name, value] of Object.entries(data)) {
    if (value !== undefined) fields[name] = encodeValue(value);
  }
  return fields;
}

/** A Firestore Value as JavaScript: an integer as a number, a timestamp as a RestTimestamp. */
export function decodeValue(value: FirestoreValue): unknown {
  if ("nullValue" in value) return null;
  if ("booleanValue" in value) return value.booleanValue;
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return Number(value.doubleValue);
  if ("timestampValue" in value) return parseTimestamp(value.timestampValue);
  if ("stringValue" in value) return value.stringValue;
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ("mapValue" in value) return decodeFields(value.mapValue.fields ?? {});
  throw new Error(`Unknown Firestore value ${JSON.stringify(value)}`);
}

export function decodeFields(fields: FirestoreFields): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) data[name] = decodeValue(value);
  return data;
}
