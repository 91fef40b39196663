import type { AppLoadContext } from "@remix-run/cloudflare";

/** The visitor's language and currency, from the `lang` query or the prefs cookies. */
export interface Preferences {
  lang: string;
  currencyId: number | null;
}

export const DEFAULT_LANG = "en";

/** The query's choice first (a shared link), then the cookies the Worker read, then the defaults. */
export function readPreferences(request: Request, context: Pick<AppLoadContext, "cookies">): Preferences {
  const url = new URL(request.url);
  const queryLang = url.searchParams.get("lang");
  const rawLang = queryLang ?? context.cookies.lang ?? DEFAULT_LANG;
  const lang = /^[a-z]{2,3}$/.test(rawLang) ? rawLang : DEFAULT_LANG;
  const queryCurrency = url.searchParams.get("currency_id");
  const currencyId =
    queryCurrency === null
      ? context.cookies.currencyId
      : /^\d{1,9}$/.test(queryCurrency)
        ? Number(queryCurrency)
        : null;
  return { lang, currencyId };
}
