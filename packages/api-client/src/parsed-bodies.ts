import type { z } from "zod";

/**
 * Validated answers by their exact text. Parsing and validating is a pure function of the text
 * and the schema, so the same text (the same catalogue answer, read again on the next page) need
 * not be validated twice. The validated value is kept as JSON (the schemas only pick and check,
 * never transform) and each caller parses its own copy of it, so no caller can change what another
 * one reads. Within a character budget, the least recently used text goes first.
 */
export const PARSED_BODIES_BUDGET_CHARS = 8 * 1024 * 1024;
/** A text larger than this is parsed every time (it would crowd out everything else). */
const LARGEST_KEPT_CHARS = PARSED_BODIES_BUDGET_CHARS / 8;

/** Answer text → schema → the validated value as JSON. */
const kept = new Map<string, Map<z.ZodType, string>>();
let keptChars = 0;

/** The characters an entry holds: its text and each value kept for it. */
function charsOf(text: string, bySchema: Map<z.ZodType, string>): number {
  let chars = text.length;
  for (const value of bySchema.values()) chars += value.length;
  return chars;
}

function keep(text: string, schema: z.ZodType, value: string): void {
  const bySchema = kept.get(text) ?? new Map<z.ZodType, string>();
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

/**
 * `schema.parse(JSON.parse(text))` (text that is not JSON reads as null), reusing an earlier parse
 * of the same text. Two envelopes that differ only in their timestamp are the same answer: the
 * earlier validation is reused, and the caller gets its own answer's timestamp (validation only
 * asks that it be a string, and any JSON string is one).
 */
export function parseBody<S extends z.ZodType>(schema: S, text: string): z.infer<S> {
  const { key, timestamp } = keyOf(text);
  const bySchema = kept.get(key);
  if (bySchema?.has(schema)) {
    // Most recently used goes to the back of the eviction order.
    kept.delete(key);
    kept.set(key, bySchema);
    const value = JSON.parse(bySchema.get(schema) as string);
    if (timestamp !== null && value !== null && typeof value === "object" && Object.hasOwn(value, "timestamp"))
      value.timestamp = JSON.parse(timestamp);
    return value as z.infer<S>;
  }
  const value = schema.parse(jsonOrNull(text)) as z.infer<S>;
  if (key.length <= LARGEST_KEPT_CHARS) keep(key, schema, JSON.stringify(value));
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
