import { notFound } from "../http/errors";
import { findShopId } from "../services/shops";

/** The id of the approved shop that `raw` names (an id, uuid or slug), else a 404. */
export async function shopIdOr404(d1: D1Database, raw: string): Promise<number> {
  const id = await findShopId(d1, raw);
  if (id === null) throw notFound("Shop not found");
  return id;
}

/**
 * `load` for the approved shop that `raw` names (an id, uuid or slug), else a 404. A numeric id is
 * loaded at once, beside the check that it names an approved shop, so both go in one D1 round
 * trip instead of one after the other; what was loaded for an id that fails the check is dropped.
 */
export async function forApprovedShop<T>(d1: D1Database, raw: string, load: (id: number) => Promise<T>): Promise<T> {
  const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id)) return load(await shopIdOr404(d1, raw));
  const [found, loaded] = await Promise.allSettled([findShopId(d1, raw), load(id)]);
  if (found.status === "rejected") throw found.reason;
  if (found.value === null) throw notFound("Shop not found");
  if (loaded.status === "rejected") throw loaded.reason;
  return loaded.value;
}
