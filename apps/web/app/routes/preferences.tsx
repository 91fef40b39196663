import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { getActiveCurrencies, getActiveLanguages } from "@tiffin/api-client";
import { currencyOf, languageOf } from "@tiffin/core";
import { isSupportedLocale } from "@tiffin/i18n";
import { apiFor } from "../lib/api.server";
import { setCookie } from "../lib/cookies.server";
import { safeRedirect } from "../lib/redirect-target";

/**
 * The header's language, currency and theme forms post here, and so does core's preferences
 * machine in the browser (components/header/preferences.client.ts). Each choice is a cookie
 * (7 days, path /) that the next render reads. A language or currency counts only when it is
 * one of the API's active ones, decided by core's rule the browser uses too (currencyOf,
 * languageOf); anything else is left as it was.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const headers = new Headers();
  const api = apiFor(request, context);
  const lang = form.get("lang");
  if (lang !== null) {
    const language = languageOf(await getActiveLanguages(api), lang);
    if (language && isSupportedLocale(language.locale))
      headers.append("Set-Cookie", await setCookie("lang", language.locale));
  }
  if (form.get("currency_id") !== null) {
    const currency = currencyOf(await getActiveCurrencies(api), form.get("currency_id"));
    if (currency) headers.append("Set-Cookie", await setCookie("currency_id", currency.id));
  }
  const theme = form.get("theme");
  if (theme === "dark" || theme === "light") headers.append("Set-Cookie", await setCookie("theme", theme));
  // The page goes back without a lang/currency query, so the new cookie decides.
  const target = new URL(safeRedirect(form.get("redirectTo")), "http://local");
  target.searchParams.delete("lang");
  target.searchParams.delete("currency_id");
  return redirect(`${target.pathname}${target.search}`, { headers });
}

export function loader() {
  return redirect("/");
}
