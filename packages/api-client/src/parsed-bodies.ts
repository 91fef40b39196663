import type { z } from "zod";

/**
 * Validated answers by their exact text. Parsing and validating is a pure function of the text
 * and the schema, so the same text (the same catalogue answer, read again on the next page) need
 * not be validated twice. The validated value is kept as JSON (the schemas only pick and check,
 * never transform) and each caller parses its own copy of it, so no caller can change what another
 * one reads. Within a character budget, the least recently used text goes first.
 */
export const PARSED_BODIES_BUDGET_CHARS = 2 * 1024 * 1024;
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

/** `schema.parse(JSON.parse(text))` (text that is not JSON reads as null), reusing an earlier parse of the same text. */
export function parseBody<S extends z.ZodType>(schema: S, text: string): z.infer<S> {
  const bySchema = kept.get(text);
  if (bySchema?.has(schema)) {
    // Most recently used goes to the back of the eviction order.
    kept.delete(text);
    kept.set(text, bySchema);
    return JSON.parse(bySchema.get(schema) as string) as z.infer<S>;
  }
  const value = schema.parse(jsonOrNull(text)) as z.infer<S>;
  if (text.length <= LARGEST_KEPT_CHARS) keep(text, schema, JSON.stringify(value));
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
