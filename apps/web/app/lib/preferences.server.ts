/** The visitor's language and currency, from the `lang` query or the prefs cookies. */
export interface Preferences {
  lang: string;
  currencyId: number | null;
}

export const DEFAULT_LANG = "en";

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export function readPreferences(request: Request): Preferences {
  const url = new URL(request.url);
  const cookie = request.headers.get("Cookie");
  const rawLang = url.searchParams.get("lang") ?? cookieValue(cookie, "lang") ?? DEFAULT_LANG;
  const lang = /^[a-z]{2,3}$/.test(rawLang) ? rawLang : DEFAULT_LANG;
  const rawCurrency = url.searchParams.get("currency_id") ?? cookieValue(cookie, "currency_id");
  const currencyId = rawCurrency && /^\d+$/.test(rawCurrency) ? Number(rawCurrency) : null;
  return { lang, currencyId };
}
