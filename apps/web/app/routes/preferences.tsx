import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { isSupportedLocale } from "@tiffin/i18n";
import { setCookie } from "../lib/cookies.server";
import { safeRedirect } from "../lib/redirect-target";

/**
 * The header's language, currency and theme forms post here. Each choice is a cookie (7 days,
 * path /) that the next render reads, so it works the same with and without JavaScript.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const headers = new Headers();
  const lang = form.get("lang");
  if (typeof lang === "string" && isSupportedLocale(lang)) headers.append("Set-Cookie", await setCookie("lang", lang));
  const currency = form.get("currency_id");
  if (typeof currency === "string" && /^[1-9]\d{0,5}$/.test(currency))
    headers.append("Set-Cookie", await setCookie("currency_id", Number(currency)));
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
