/** Reads a few settings at once; missing keys are absent from the result. */
export async function readSettings(d1: D1Database, keys: readonly string[]): Promise<Record<string, string>> {
  const placeholders = keys.map((_, i) => `?${i + 1}`).join(", ");
  const { results } = await d1
    .prepare(`SELECT key, value FROM settings WHERE key IN (${placeholders})`)
    .bind(...keys)
    .all<{ key: string; value: string | null }>();
  return Object.fromEntries(results.filter((r) => r.value !== null).map((r) => [r.key, r.value as string]));
}

/** A settings flag: on unless its value is "0" or "false" (an absent key takes `fallback`). */
export function flagOn(value: string | undefined, fallback = true): boolean {
  if (value === undefined) return fallback;
  return value !== "0" && value.toLowerCase() !== "false";
}
