import type { AppLoadContext } from "@remix-run/cloudflare";
import { type ApiClient, createApiClient } from "@tiffin/api-client";
import { readPreferences } from "./preferences.server";

/**
 * An api-client bound to this request: its language, currency and transport (in-process by
 * default, HTTP when API_BASE_URL is set).
 */
export function apiFor(request: Request, context: AppLoadContext): ApiClient {
  const prefs = readPreferences(request);
  return createApiClient({
    transport: context.apiTransport,
    lang: prefs.lang,
    currencyId: prefs.currencyId,
    imageBase: context.cloudflare.env.IMAGE_BASE ?? "",
  });
}
