import { statement } from "../db/statements";
/**
 * The rate of an active currency against the default one; `fallback` when the id is absent or
 * unknown. Body fields such as `currency_id` go through this so the client's `rate` is never trusted.
 */
export async function rateFor(d1: D1Database, currencyId: number | null | undefined, fallback: number) {
  if (currencyId === null || currencyId === undefined) return { currencyId: null, rate: fallback };
  const row = await statement<{ rate: number }>(
    d1,
    "SELECT rate FROM currencies WHERE id = ?1 AND active = 1",
    currencyId,
  ).first();
  return row ? { currencyId, rate: row.rate } : { currencyId: null, rate: fallback };
}
