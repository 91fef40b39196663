import type { z } from "zod";

/**
 * Validated answers by their exact text. Parsing and validating is a pure function of the text
 * and the schema, so the same text (the same catalogue answer, read again on the next page) need
 * not be parsed or validated twice. The validated value is deeply frozen and handed to every
 * caller of that text as it is: no caller can change what another one reads (a write to it
 * throws), and a 280 KB menu read again costs a lookup, not a parse. Within a character budget,
 * the least recently used text goes first.
 */
export const PARSED_BODIES_BUDGET_CHARS = 8 * 1024 * 1024;
/** A text larger than this is parsed every time (it would crowd out everything else). */
const LARGEST_KEPT_CHARS = PARSED_BODIES_BUDGET_CHARS / 8;

/** Answer text → schema → the validated value, frozen. */
const kept = new Map<string, Map<z.ZodType, unknown>>();
let keptChars = 0;

/** The characters an entry stands for: its text, and about as much again for each value kept for it. */
function charsOf(text: string, bySchema: Map<z.ZodType, unknown>): number {
  return text.length * (1 + bySchema.size);
}

function keep(text: string, schema: z.ZodType, value: unknown): void {
  const bySchema = kept.get(text) ?? new Map<z.ZodType, unknown>();
  if (bySchema.size > 0) keptChars -= charsOf(text, bySchema);
  bySchema.set(schema, value);
  kept.set(text, bySchema);
  keptChars += charsOf(text, bySchema);
  for (const [oldest, values] of kept) {
    if (keptChars <= PARSED_BODIES_BUDGET_CHARS) break;
    kept.delete(oldest);
    keptChars -= charsOf(oldest, values);
  }
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The envelope's leading `"timestamp"` member: the one part of an answer that changes on every
 * call while its data stays the same. Kept answers are looked up without it.
 */
const LEADING_TIMESTAMP = /^\{"timestamp":("(?:[^"\\]|\\.)*"),/;

/** The text a kept answer is found by, and the answer's own timestamp (JSON) if it has one. */
function keyOf(text: string): { key: string; timestamp: string | null } {
  const match = LEADING_TIMESTAMP.exec(text);
  if (!match) return { key: text, timestamp: null };
  return { key: `{${text.slice(match[0].length)}`, timestamp: match[1] ?? null };
}

/** `value` and everything it holds made read-only; a JSON value has no cycles. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const member of Object.values(value)) deepFreeze(member);
  return Object.freeze(value);
}

/** The kept answer with this call's own timestamp, when the envelope has one. */
function withTimestamp(value: unknown, timestamp: string | null): unknown {
  if (timestamp === null || value === null || typeof value !== "object" || !Object.hasOwn(value, "timestamp"))
    return value;
  return Object.freeze({ ...value, timestamp: JSON.parse(timestamp) });
}

/**
 * `schema.parse(JSON.parse(text))` (text that is not JSON reads as null), deeply frozen, reusing an
 * earlier parse of the same text. Two envelopes that differ only in their timestamp are the same
 * answer: the earlier value is reused, and the caller gets its own answer's timestamp (validation
 * only asks that it be a string, and any JSON string is one).
 */
export function parseBody<S extends z.ZodType>(schema: S, text: string): z.infer<S> {
  const { key, timestamp } = keyOf(text);
  const bySchema = kept.get(key);
  if (bySchema?.has(schema)) {
    // Most recently used goes to the back of the eviction order.
    kept.delete(key);
    kept.set(key, bySchema);
    return withTimestamp(bySchema.get(schema), timestamp) as z.infer<S>;
  }
  const value = deepFreeze(schema.parse(jsonOrNull(text)) as z.infer<S>);
  if (key.length <= LARGEST_KEPT_CHARS) keep(key, schema, value);
  return value;
}

/** How many texts are kept (tests read it). */
export function parsedBodiesKept(): number {
  return kept.size;
}

/** Forgets every kept parse (tests start from nothing). */
export function forgetParsedBodies(): void {
  kept.clear();
  keptChars = 0;
}
