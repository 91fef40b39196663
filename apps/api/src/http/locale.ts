import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { batch, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { bearer, userForTokenStatement } from "./auth";
import { validationError } from "./errors";

const localeParam = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, "The lang is invalid.");
const currencyParam = z.string().regex(/^\d+$/, "The currency id must be an integer.").transform(Number);
/** Where requireUser guards every call (the app's base path and its /dashboard area). */
const DASHBOARD = "/api/v1/dashboard/";

/**
 * Reads `lang` and `currency_id` once per request. The default locale and the currency's rate
 * come from one D1 batch so a request pays a single round trip for them. On /dashboard, where
 * requireUser follows, the bearer token's user is read in the same batch (see `tokenUser`).
 */
export const localeAndCurrency = createMiddleware<ApiEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const rawLang = url.searchParams.get("lang");
  const rawCurrency = url.searchParams.get("currency_id");
  const lang = rawLang ? localeParam.safeParse(rawLang) : null;
  if (lang && !lang.success) throw validationError(lang.error);
  const currency = rawCurrency ? currencyParam.safeParse(rawCurrency) : null;
  if (currency && !currency.success) throw validationError(currency.error);

  const currencyId = currency?.success ? currency.data : null;
  const token = url.pathname.startsWith(DASHBOARD) ? bearer(c.req.header("Authorization")) : null;
  const [defaults, rateRows, ...users] = await batch(c.env.DB, [
    statement<{ locale: string }>(c.env.DB, "SELECT locale FROM languages WHERE is_default = 1 LIMIT 1"),
    statement<{ rate: number }>(c.env.DB, "SELECT rate FROM currencies WHERE id = ?1 AND active = 1", currencyId ?? -1),
    ...(token ? [await userForTokenStatement(c.env.DB, token)] : []),
  ]);
  if (token) c.set("tokenUser", { token, user: users[0]?.results[0] ?? null });
  const defaultLang = defaults?.results[0]?.locale ?? "en";
  const rate = rateRows?.results[0]?.rate;

  c.set("defaultLang", defaultLang);
  c.set("lang", lang?.success ? lang.data : defaultLang);
  c.set("currencyId", rate === undefined ? null : currencyId);
  c.set("rate", rate ?? 1);
  await next();
});
