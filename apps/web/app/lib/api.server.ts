import type { AppLoadContext } from "@remix-run/cloudflare";
import { type ApiClient, createApiClient } from "@tiffin/api-client";
import { readPreferences } from "./preferences.server";
import { sessionToken } from "./session-user.server";

/**
 * An api-client bound to this request: its language, currency, the session's access token (sent
 * as a bearer token, so /dashboard calls act for the signed-in user and a stale token answers 401)
 * and transport (in-process by default, HTTP when API_BASE_URL is set).
 */
export function apiFor(request: Request, context: AppLoadContext, token?: string): ApiClient {
  const prefs = readPreferences(request, context);
  return createApiClient({
    transport: context.apiTransport,
    lang: prefs.lang,
    currencyId: prefs.currencyId,
    // A token just issued (sign-in) is not in the request's cookies yet.
    token: token ?? sessionToken(context),
    imageBase: context.cloudflare.env.IMAGE_BASE ?? "",
  });
}
