// The API's public facts (the default locale and a currency's rate) for reads without a token,
// kept for a second per currency. The Worker hands this cache to the API in its env
// (`PUBLIC_FACTS`); the API itself keeps nothing across requests (docs/decisions/041).
import type { PageFacts, PublicFactsCache } from "@tiffin/api";

/** How long a read without a token may use facts its isolate read before. */
export const PUBLIC_FACTS_MS = 1000;
/** More currencies than any market has; a bound all the same (the oldest read goes first). */
export const KEPT_CURRENCIES = 64;

/**
 * Staff edit languages and currencies rarely, so a visitor sees such an edit within a second, as
 * signed-out pages already do. Only finished reads are shared, never a read in flight (I/O begun
 * by one request is not awaited by another); a clock that went backwards reads again.
 */
export function publicFactsCache(now: () => number = Date.now): PublicFactsCache & { forget(): void } {
  const recent = new Map<string, { facts: PageFacts; readAt: number }>();
  return {
    async get(currency, read) {
      const kept = recent.get(currency);
      const at = now();
      if (kept && at - kept.readAt < PUBLIC_FACTS_MS && at >= kept.readAt) return kept.facts;
      const facts = await read();
      const latest = recent.get(currency);
      if (!latest || latest.readAt <= at) {
        recent.delete(currency);
        recent.set(currency, { facts, readAt: at });
        for (const oldest of recent.keys()) {
          if (recent.size <= KEPT_CURRENCIES) break;
          recent.delete(oldest);
        }
      }
      return facts;
    },
    forget: () => recent.clear(),
  };
}

/** The isolate's one cache of public facts. */
export const publicFacts = publicFactsCache();
