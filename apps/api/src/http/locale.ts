import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { batch, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { bearer, type SignedInUser, userForTokenStatement } from "./auth";
import { validationError } from "./errors";
import { imageBaseOf } from "./images";

const localeParam = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, "The lang is invalid.");
const currencyParam = z.string().regex(/^\d+$/, "The currency id must be an integer.").transform(Number);
/**
 * What a client sends for "no currency yet": the Foodyman web client puts `currency_id=NaN` (or
 * `undefined`/`null`) in the query before its currency has loaded. Read as no currency asked.
 */
const NO_CURRENCY = new Set(["NaN", "undefined", "null"]);
/** Where requireUser guards every call (the app's base path and its /dashboard area). */
const DASHBOARD = "/api/v1/dashboard/";

/** What every call reads first: the default locale, the asked currency's rate, the token's user. */
export interface PageFacts {
  defaultLang: string;
  rate: number | undefined;
  user: SignedInUser | null;
}

/** The default locale, the currency's rate and the token's user: one D1 batch. */
async function readFacts(db: D1Database, currencyId: number | null, token: string | null): Promise<PageFacts> {
  const [defaults, rateRows, ...users] = await batch(db, [
    statement<{ locale: string }>(db, "SELECT locale FROM languages WHERE is_default = 1 LIMIT 1"),
    statement<{ rate: number }>(db, "SELECT rate FROM currencies WHERE id = ?1 AND active = 1", currencyId ?? -1),
    ...(token ? [await userForTokenStatement(db, token)] : []),
  ]);
  return {
    defaultLang: defaults?.results[0]?.locale ?? "en",
    rate: rateRows?.results[0]?.rate,
    user: users[0]?.results[0] ?? null,
  };
}

/**
 * A cache of the facts of reads without a token, by currency, that the caller of the API owns
 * (the storefront's cache module keeps them for a second, apps/web/server/cache). The API keeps
 * nothing across requests itself: without one, every call reads its facts.
 */
export interface PublicFactsCache {
  get(currency: string, read: () => Promise<PageFacts>): Promise<PageFacts>;
}

/**
 * The facts of this call. The storefront renders a page with several in-process calls and hands
 * them one REQUEST_FACTS map: its reads (GET) then share one batch per currency and token instead
 * of one each. A write forgets what was read before and after it, so a read that follows a write
 * in the same page sees it. Calls from outside never carry the map (an env value, not input).
 */
function pageFacts(c: Context<ApiEnv>, currencyId: number | null, token: string | null): Promise<PageFacts> {
  const shared = c.env.REQUEST_FACTS;
  const publicFacts = c.env.PUBLIC_FACTS;
  if (publicFacts && c.req.method === "GET" && token === null)
    return publicFacts.get(String(currencyId ?? ""), () => readFacts(c.env.DB, currencyId, null));
  if (!shared) return readFacts(c.env.DB, currencyId, token);
  if (c.req.method !== "GET") {
    shared.clear();
    return readFacts(c.env.DB, currencyId, token).finally(() => shared.clear());
  }
  const key = `${currencyId ?? ""} ${token ?? ""}`;
  let facts = shared.get(key);
  if (!facts) {
    facts = readFacts(c.env.DB, currencyId, token);
    shared.set(key, facts);
    const mine = facts;
    mine.catch(() => {
      if (shared.get(key) === mine) shared.delete(key);
    });
  }
  return facts;
}

/**
 * Reads `lang` and `currency_id` once per request. The default locale and the currency's rate
 * come from one D1 batch so a request pays a single round trip for them. On /dashboard, where
 * requireUser follows, the bearer token's user is read in the same batch (see `tokenUser`).
 */
export const localeAndCurrency = createMiddleware<ApiEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const rawLang = url.searchParams.get("lang");
  const sentCurrency = url.searchParams.get("currency_id");
  const rawCurrency = sentCurrency !== null && NO_CURRENCY.has(sentCurrency) ? null : sentCurrency;
  const lang = rawLang ? localeParam.safeParse(rawLang) : null;
  if (lang && !lang.success) throw validationError(lang.error);
  const currency = rawCurrency ? currencyParam.safeParse(rawCurrency) : null;
  if (currency && !currency.success) throw validationError(currency.error);

  const currencyId = currency?.success ? currency.data : null;
  const token = url.pathname.startsWith(DASHBOARD) ? bearer(c.req.header("Authorization")) : null;
  const { defaultLang, rate, user } = await pageFacts(c, currencyId, token);
  if (token) c.set("tokenUser", { token, user: user ? { ...user } : null });

  c.set("defaultLang", defaultLang);
  c.set("lang", lang?.success ? lang.data : defaultLang);
  c.set("currencyId", rate === undefined ? null : currencyId);
  c.set("rate", rate ?? 1);
  c.set("imageBase", imageBaseOf(c));
  await next();
});
