import { batch, statement } from "../db/statements";
import { HttpError } from "../http/errors";

/** Longer than any window: a counter untouched for this long counts nothing any more. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** A counter to move: its bucket name and how many hits its window allows. */
export interface Limit {
  bucket: string;
  max: number;
}

/**
 * Counts one hit in each bucket, in one D1 batch, and answers the counts. A bucket's window is
 * fixed: it starts at the first hit and, once `windowMs` has passed, the next hit starts a new
 * one at 1. The upsert is a single statement, so parallel requests each get their own count and
 * never all see "below the limit".
 */
export async function countHits(d1: D1Database, limits: Limit[], windowMs: number, now = new Date()) {
  if (limits.length === 0) return [];
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const upsert = statement<{ hits: number }>(
    d1,
    `INSERT INTO rate_limits (bucket, hits, window_started_at) VALUES (?1, 1, ?2)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN window_started_at <= ?3 THEN 1 ELSE hits + 1 END,
       window_started_at = CASE WHEN window_started_at <= ?3 THEN ?2 ELSE window_started_at END
     RETURNING hits`,
  );
  const results = await batch(d1, [
    ...limits.map((limit) => upsert.bind(limit.bucket, now.toISOString(), windowStart)),
    // the table keeps only live counters (indexed, so this is a short range delete)
    statement<never>(
      d1,
      "DELETE FROM rate_limits WHERE window_started_at < ?1",
      new Date(now.getTime() - STALE_AFTER_MS).toISOString(),
    ),
  ]);
  return limits.map((limit, i) => ({ ...limit, hits: results[i]?.results[0]?.hits ?? 0 }));
}

/** Counts one hit per bucket and throws `error(bucket)` for the first bucket past its limit. */
export async function assertWithinLimits(
  d1: D1Database,
  limits: Limit[],
  windowMs: number,
  error: (limit: Limit) => HttpError,
) {
  const counted = await countHits(d1, limits, windowMs);
  const over = counted.find((limit) => limit.hits > limit.max);
  if (over) throw error(over);
}

/** Takes back one hit (a request that turned out not to count, e.g. a right password). */
export async function releaseHit(d1: D1Database, bucket: string) {
  await statement(d1, "UPDATE rate_limits SET hits = MAX(hits - 1, 0) WHERE bucket = ?1", bucket).run();
}

export async function clearBucket(d1: D1Database, bucket: string) {
  await statement(d1, "DELETE FROM rate_limits WHERE bucket = ?1", bucket).run();
}

export const tooManyRequests = (message: string) => new HttpError(429, "ERROR_429", message);
