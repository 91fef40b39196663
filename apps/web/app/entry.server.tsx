import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import type { i18n as I18n } from "i18next";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { withImpersonalParts } from "../server/cache/impersonal-main";
import { i18nForRender } from "./lib/i18n/i18next.server";
import { NonceContext } from "./lib/nonce";
import { readPreferences } from "./lib/preferences.server";
import { ImpersonalPartsContext } from "./lib/site/impersonal-main";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const i18n = i18nForRender(readPreferences(request, loadContext).lang);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  const parts = loadContext.impersonalParts;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ImpersonalPartsContext.Provider value={new Set(parts?.keys())}>
        <I18nextProvider i18n={i18n as unknown as I18n}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </ImpersonalPartsContext.Provider>
    </NonceContext.Provider>,
    {
      // React's own inline scripts (streamed Suspense boundaries) carry the nonce too.
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timer));
  // Crawlers and no-JavaScript clients get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A signed-in page whose parts are the visitors' copy gets each in its slot (ADR 045, 050).
  return new Response(parts === undefined ? body : withImpersonalParts(body, parts), {
    headers: responseHeaders,
    status,
  });
}
