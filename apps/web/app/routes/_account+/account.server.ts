import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { ApiError, addLikedShops, createApiClient, getSettings, settingsToMap } from "@tiffin/api-client";
import { apiFor } from "../../lib/api.server";
import { refusalKey } from "../../lib/api-failure";
import { mergeVisitorCart } from "../../lib/cart/cart.server";
import { isProduction } from "../../lib/environment.server";
import { type AccountTexts, accountBundles } from "../../lib/i18n/account-bundles";
import { likedCookie, readLiked } from "../../lib/liked.server";
import { readPreferences } from "../../lib/preferences.server";
import type { CookieProfile } from "../../lib/session-machine.server";
import { sessionCookies } from "../../lib/session-user.server";
import type { FirebaseWebConfig } from "./__firebase-social.client";

/** The account pages' texts in the reader's language. */
export function accountTexts(request: Request, context: Pick<AppLoadContext, "cookies">): AccountTexts {
  const { lang } = readPreferences(request, context);
  return accountBundles[lang] ?? (accountBundles.en as AccountTexts);
}

/** An api-client acting with `token` (a session just won, before its cookie reaches the browser). */
export function apiAs(request: Request, context: AppLoadContext, token: string) {
  const prefs = readPreferences(request, context);
  return createApiClient({
    transport: context.apiTransport,
    lang: prefs.lang,
    currencyId: prefs.currencyId,
    token,
    imageBase: context.cloudflare.env.IMAGE_BASE ?? "",
  });
}

/** The profile fields the session cookie keeps, as far as a sign-in answer gives them. */
export type SignedInProfile = Partial<CookieProfile>;

/**
 * Signs the browser in with a fresh token and goes on to `to`: the session cookies, and the
 * visitor's liked shops merged into the account's (the merged list comes back into the cookie).
 */
export async function signedInRedirect(
  request: Request,
  context: AppLoadContext,
  session: { token: string; user: SignedInProfile | null },
  to: string,
): Promise<ReturnType<typeof redirect>> {
  const headers = new Headers();
  const secure = new URL(request.url).protocol === "https:";
  for (const cookie of await sessionCookies(context.cloudflare.env, session.token, session.user ?? {}, secure)) {
    headers.append("Set-Cookie", cookie);
  }
  const api = apiAs(request, context, session.token);
  const liked = await addLikedShops(api, readLiked(context)).catch(() => null);
  if (liked) headers.append("Set-Cookie", await likedCookie(liked));
  // SPEC.md section 4: the visitor's lines go to the server cart, and the local cart is cleared.
  const merged = await mergeVisitorCart(context, api, readPreferences(request, context).currencyId);
  for (const cookie of merged.headers) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

/**
 * Field errors and a form-level message from an API refusal (4xx, or a sender's 502/503): the
 * fields' sentences come in the reader's language from the API (docs/decisions/043); a refusal
 * with a known code is said with the bundle's words through `t` (api-failure.ts BY_CODE), never
 * the API's English. Anything else is thrown on.
 */
export function apiFormErrors(
  error: unknown,
  t: (key: string) => string,
): { fields: Record<string, string>; form?: string } {
  if (!(error instanceof ApiError) || error.status === 0) throw error;
  const key = refusalKey(error);
  if (error.status >= 500 && !key) throw error;
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.params ?? {})) {
    if (messages[0]) fields[field] = messages[0];
  }
  if (key) return { fields: error.status === 400 ? fields : {}, form: t(key) };
  return { fields, form: Object.keys(fields).length > 0 ? undefined : error.message };
}

/** In a development build with dev tools on, where codes land instead of a real sender; else null. */
export function showsDevOutbox(context: AppLoadContext): string | null {
  return context.devOutboxPath ?? null;
}

/** The OTP lifetime in seconds (settings `otp_expire_time`), 90 when unset: the resend countdown. */
export async function otpSeconds(request: Request, context: AppLoadContext): Promise<number> {
  const settings = await getSettings(apiFor(request, context)).catch(() => []);
  const value = Number(settingsToMap(settings).otp_expire_time);
  return Number.isFinite(value) && value > 0 ? Math.min(Math.round(value), 3600) : 90;
}

/** The Firebase web config the social buttons need, or null when Firebase is not configured. */
export function firebaseWebConfig(context: AppLoadContext): FirebaseWebConfig | null {
  const env = context.cloudflare.env;
  if (!env.FIREBASE_API_KEY || !env.FIREBASE_AUTH_DOMAIN || !env.FIREBASE_PROJECT_ID) return null;
  return {
    apiKey: env.FIREBASE_API_KEY,
    authDomain: env.FIREBASE_AUTH_DOMAIN,
    projectId: env.FIREBASE_PROJECT_ID,
    // The emulator is a development and test setting: production never points the SDK at it.
    emulatorUrl:
      env.FIREBASE_AUTH_EMULATOR_HOST && !isProduction(env) ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
  };
}
