import { statement } from "../db/statements";
/** Reads a few settings at once; missing keys are absent from the result. */
export async function readSettings(d1: D1Database, keys: readonly string[]): Promise<Record<string, string>> {
  const placeholders = keys.map((_, i) => `?${i + 1}`).join(", ");
  const results = await statement<{ key: string; value: string | null }>(
    d1,
    `SELECT key, value FROM settings WHERE key IN (${placeholders})`,
    ...keys,
  ).all();
  return Object.fromEntries(results.flatMap((r) => (r.value === null ? [] : [[r.key, r.value]])));
}

/** A settings flag: on unless its value is "0" or "false" (an absent key takes `fallback`). */
export function flagOn(value: string | undefined, fallback = true): boolean {
  if (value === undefined) return fallback;
  return value !== "0" && value.toLowerCase() !== "false";
}
