import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import {
  type ApiDevTools,
  avatarResponse,
  CLIENT_ADDRESS_HEADER,
  createApiApp,
  devToolsAllowed,
  imageResponse,
  isAvatarPath,
  PUBLIC_ORIGIN_HEADER,
  runScheduled,
} from "@tiffin/api";
import { httpTransport, inProcessTransport } from "@tiffin/api-client";
import { mapConfigFor } from "../app/lib/address/map-config";
import { visitorAddress, withForwardedFacts } from "../app/lib/client-address.server";
import { readRequestCookies, replacingUnreadable, SESSION_COOKIE } from "../app/lib/cookies.server";
import { isProduction } from "../app/lib/environment.server";
import type { WebEnv } from "../load-context";
import { limitBody } from "./body-limit";
import {
  type CachedOptions,
  type CacheState,
  cached,
  cachedText,
  catalogueCacheKey,
  catalogueVersionReader,
  hasImpersonalMain,
  type ImpersonalParts,
  impersonalTwin,
  isCatalogueRead,
  keptPartsOf,
  pageCacheKey,
  pageData,
  publicFacts,
  readVersionFrom,
  type VersionRead,
  visitorVersionReader,
} from "./cache";
import { chatSocket, isChatSocket } from "./chat-socket";
import { coalescedDatabase } from "./coalesced-database";
import { configurationProblem, misconfiguredResponse } from "./configuration";
import { databaseSession } from "./database-session";
import { isUpgrade, ownerGroupSocket } from "./group-socket";
import { shareReads } from "./read-memo";
import { crossSiteRefusal, isCrossSiteWrite } from "./same-origin";
import { newNonce, securityHeaders, withHeaders } from "./security-headers";

export interface WorkerOptions {
  /** The Remix server build (`remix vite:build`). */
  build: ServerBuild;
  /** Only the development entry (worker.dev.ts) passes these; production never bundles them. */
  apiDevTools?: ApiDevTools;
  /**
   * Wraps each in-process API call; only the render-breakdown bench passes one (to time calls).
   * Production leaves it unset and calls the API directly.
   */
  observeApiCall?: (request: Request, call: () => Promise<Response>) => Promise<Response>;
}

/** How long a cached page or catalogue read is served without a background refresh. */
const PAGE_FRESH_SECONDS = 30;
const CATALOGUE_FRESH_SECONDS = 60;
/** The stored page's render nonce (never sent to a client). */
const RENDER_NONCE = "x-edge-cache-render-nonce";

/** A kept page's text with the nonce it was rendered with (its kept headers say) replaced by `nonce`. */
function withNonce(text: string, kept: Headers, nonce: string): string {
  const old = kept.get(RENDER_NONCE) ?? "";
  return old.length >= 16 && old !== nonce ? text.replaceAll(old, nonce) : text;
}

/** PAGE_CACHE=off turns both caches off (the render-breakdown bench measures renders). */
function cachesOn(env: WebEnv): boolean {
  return env.PAGE_CACHE !== "off";
}

/**
 * The answer with an expired cookie for each unreadable one, unless the answer sets that cookie
 * itself (a new choice replaces the unreadable value anyway).
 */
function withReplacedCookies(response: Response, expired: string[]): Response {
  if (expired.length === 0 || isUpgrade(response)) return response;
  const named = (cookie: string) => cookie.slice(0, cookie.indexOf("="));
  const set = new Set(response.headers.getSetCookie().map(named));
  const missing = expired.filter((cookie) => !set.has(named(cookie)));
  if (missing.length === 0) return response;
  const out = new Response(response.body, response);
  for (const cookie of missing) out.headers.append("Set-Cookie", cookie);
  return out;
}

function isApiPath(pathname: string): boolean {
  return pathname === "/api/v1" || pathname.startsWith("/api/v1/");
}

function mayBeCachedPage(request: Request): boolean {
  if (request.method !== "GET") return false;
  const { pathname } = new URL(request.url);
  return !pathname.startsWith("/api/") && !pathname.startsWith("/storage/");
}

/** The security headers plus, on storefront pages, whether the page cache answered (x-page-cache). */
function pageCacheHeader(
  request: Request,
  response: Response,
  state: CacheState,
  headers: Record<string, string>,
): Record<string, string> {
  if (!mayBeCachedPage(request) || !(response.headers.get("Content-Type") ?? "").startsWith("text/html"))
    return headers;
  return { ...headers, "x-page-cache": state };
}

/** The storefront's session cookie in a request's Cookie header. */
const SESSION_IN_REQUEST = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);
/** The session cookie being set or cleared by an answer (sign-in, sign-out). */
const SESSION_SET_COOKIE = new RegExp(`^${SESSION_COOKIE}=`);

/**
 * Whether a storefront answer belongs to one signed-in visitor: the request carries the session
 * cookie, or the answer sets or clears it. Such an answer gets `Cache-Control: private, no-store`
 * unless its route declared it `public` and it sets no cookie (a locale bundle is the same for
 * everybody). The API marks its own answers (`privateAnswers` of @tiffin/api).
 */
export function isPrivatePage(request: Request, response: Response): boolean {
  const setsSession = response.headers.getSetCookie().some((cookie) => SESSION_SET_COOKIE.test(cookie));
  if (setsSession) return true;
  if (!SESSION_IN_REQUEST.test(request.headers.get("Cookie") ?? "")) return false;
  const declared = response.headers.get("Cache-Control") ?? "";
  return !(/\bpublic\b/.test(declared) && !response.headers.has("Set-Cookie"));
}

/**
 * The one Worker: the API under /api/v1, generated pictures under /storage/images, and the
 * Remix storefront for everything else. Every answer carries the security headers; every
 * storefront write must come from the site's own pages; production refuses to serve at all
 * without a real SESSION_SECRET.
 */
export function createWorker({ build, apiDevTools, observeApiCall }: WorkerOptions) {
  // The handlers are immutable after construction; no request data lives at module level.
  // The public /api/v1 app ignores forwarded addresses (anyone could send one); the app behind the
  // storefront's in-process transport reads the visitor's address the storefront passes on, so
  // the API's login and code limits count per visitor, not per Worker (docs/decisions/008).
  const devOptions = apiDevTools ? { devTools: apiDevTools } : {};
  const api = createApiApp(devOptions);
  const inProcessApi = createApiApp({ ...devOptions, trustClientAddressHeader: true });
  const remix = createRequestHandler(build);
  // Cached pages and reads belong to the build that made them (see cache/keys.ts).
  const release = build.assets.version;

  async function route(
    incoming: Request,
    env: WebEnv,
    ctx: ExecutionContext,
    nonce: string,
    version: VersionRead,
    page: { key?: string; parts?: ImpersonalParts } = {},
  ): Promise<Response> {
    const { pathname } = new URL(incoming.url);
    if (isApiPath(pathname)) {
      // The API authenticates with bearer tokens, not ambient cookies: no cross-site check.
      return api.fetch(incoming, { ...env, PUBLIC_FACTS: publicFacts }, ctx);
    }
    if (pathname === "/group-live")
      return ownerGroupSocket(incoming, env, (apiRequest) => inProcessApi.fetch(apiRequest, env, ctx));
    if (pathname.startsWith("/storage/images/")) {
      // Uploaded photos come from the bucket (R2; a local one in development), the rest are drawn.
      if (isAvatarPath(pathname))
        return (await avatarResponse(env, pathname)) ?? new Response("Not found", { status: 404 });
      return imageResponse(pathname) ?? new Response("Not found", { status: 404 });
    }
    if (isCrossSiteWrite(incoming)) return crossSiteRefusal();
    // Every storefront write has a body limit (body-limit.ts): an oversized form is a 413 page.
    const limited = await limitBody(incoming);
    if (limited instanceof Response) return limited;
    const request = limited;
    const address = visitorAddress(request, env.ENVIRONMENT);
    // The in-process request's own origin is internal; a payment provider must send the visitor
    // back to the origin they used.
    const origin = new URL(request.url).origin;
    const forwarded = {
      address,
      addressHeader: CLIENT_ADDRESS_HEADER,
      origin,
      originHeader: PUBLIC_ORIGIN_HEADER,
    };
    // This page's in-process reads share the API's locale, rate and token lookups (one map per page).
    // Public reads take the locale and rate from the cache module's facts of the last second.
    const apiEnv = { ...env, REQUEST_FACTS: new Map(), PUBLIC_FACTS: publicFacts };
    const apiTransport = env.API_BASE_URL
      ? httpTransport(env.API_BASE_URL)
      : inProcessTransport(
          shareReads((apiRequest) => {
            const direct = async () => inProcessApi.fetch(withForwardedFacts(apiRequest, forwarded), apiEnv, ctx);
            // Catalogue reads come from the edge cache while the catalogue version stands; any
            // other call goes straight on, without waiting for the version.
            const call = async () => {
              if (!cachesOn(env) || !isCatalogueRead(apiRequest)) return direct();
              const key = await catalogueCacheKey(apiRequest, version, release, origin);
              if (!key) return direct();
              return (await cached({ key, freshSeconds: CATALOGUE_FRESH_SECONDS, ctx, produce: direct })).response;
            };
            return observeApiCall ? observeApiCall(apiRequest, call) : call();
          }),
        );
    const devTools = Boolean(apiDevTools) && devToolsAllowed(env);
    // The outbox's address comes from the dev tools themselves, so production holds no trace of it.
    const devOutboxPath = devTools && apiDevTools ? apiDevTools.outboxPath : null;
    // Every cookie is read once here; one that cannot be read counts as absent and is expired.
    const cookies = await readRequestCookies(request, env);
    const response = await remix(request, {
      cloudflare: { env, ctx },
      cookies,
      apiTransport,
      cspNonce: nonce,
      devTools,
      devOutboxPath,
      ...(page.parts === undefined ? {} : { impersonalParts: page.parts }),
      ...(page.key === undefined ? {} : { pageData: pageData(page.key, PAGE_FRESH_SECONDS, ctx) }),
    });
    return withReplacedCookies(response, await replacingUnreadable(cookies));
  }

  function mapStyleOf(env: WebEnv): string | undefined {
    const map = mapConfigFor(env);
    return map.provider === "maplibre" ? map.styleUrl : undefined;
  }

  async function answer(request: Request, env: WebEnv, ctx: ExecutionContext): Promise<Response> {
    const production = isProduction(env);
    const nonce = newNonce();
    const headers = securityHeaders({
      nonce,
      production,
      mapsKey: env.GOOGLE_MAPS_KEY,
      mapStyleUrl: mapStyleOf(env),
      imageBase: env.IMAGE_BASE,
      firebase: env.FIREBASE_PROJECT_ID
        ? { authDomain: env.FIREBASE_AUTH_DOMAIN, emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST }
        : undefined,
    });
    const problem = configurationProblem(env);
    if (problem) return withHeaders(misconfiguredResponse(problem), headers);
    const fresh = catalogueVersionReader(readVersionFrom(env.DB));
    // A signed-out page may use the isolate's version read of the last second; pageCacheKey reads
    // it only for such a page, and its render then uses the same version as its key. A kept read
    // in its second half is refreshed after the answer, so visitors rarely wait for one.
    const visitorVersion = visitorVersionReader(readVersionFrom(env.DB), Date.now, (work) => ctx.waitUntil(work));
    const key = cachesOn(env) && mayBeCachedPage(request) ? await pageCacheKey(request, visitorVersion, release) : null;
    if (key) {
      const { response, state } = await cached(pageOptions(request, key, env, ctx, nonce, visitorVersion));
      return withHeaders(response, pageCacheHeader(request, response, state, headers));
    }
    // A signed-in page whose <main> is the visitors' (docs/decisions/045) takes that main, and the
    // footer and pickers with it (ADR 050), from the page cache, as fresh as the visitors' (their
    // version read of the last second, ADR 049); only the rest is rendered.
    const twin = cachesOn(env) ? await impersonalTwin(request, visitorVersion, release) : null;
    const visitors = twin
      ? await cachedText(pageOptions(twin.request, twin.key, env, ctx, nonce, visitorVersion))
      : null;
    const kept = visitors?.status === 200 ? keptPartsOf(visitors.body) : null;
    const parts =
      visitors && kept?.has("main")
        ? new Map([...kept].map(([name, part]) => [name, withNonce(part, visitors.headers, nonce)] as const))
        : null;
    const response = await route(
      request,
      env,
      ctx,
      nonce,
      fresh,
      twin ? { key: twin.key, parts: parts ?? undefined } : {},
    );
    if (isUpgrade(response)) return response;
    const own: Record<string, string> =
      !isApiPath(new URL(request.url).pathname) && isPrivatePage(request, response)
        ? { "Cache-Control": "private, no-store" }
        : {};
    const mainState: Record<string, string> = visitors && parts ? { "x-page-main": visitors.state } : {};
    return withHeaders(response, { ...pageCacheHeader(request, response, "bypass", headers), ...own, ...mainState });
  }

  /**
   * How a whole signed-out page is kept: rendered on a miss and stored with the nonce it was
   * rendered with (random, so no content can contain it), served with this response's own nonce
   * in its place.
   */
  function pageOptions(
    request: Request,
    key: string,
    env: WebEnv,
    ctx: ExecutionContext,
    nonce: string,
    version: VersionRead,
  ): CachedOptions {
    let renderNonce = nonce;
    let first = true;
    return {
      key,
      freshSeconds: PAGE_FRESH_SECONDS,
      ctx,
      produce: () => {
        renderNonce = first ? nonce : newNonce();
        first = false;
        // Home's loaders keep their data beside it, for its customers' renders (ADR 045).
        return route(request, env, ctx, renderNonce, version, hasImpersonalMain(request) ? { key } : {});
      },
      storedHeaders: () => ({ [RENDER_NONCE]: renderNonce }),
      rewrite: (body, stored) => withNonce(body, stored, nonce),
      dropHeaders: [RENDER_NONCE],
    };
  }

  return {
    async fetch(request: Request, baseEnv: WebEnv, ctx: ExecutionContext): Promise<Response> {
      // A chat's WebSocket: its 101 answer goes back as it is (no headers can be added to it).
      if (isChatSocket(request) && !configurationProblem(baseEnv)) {
        return chatSocket(request, baseEnv, (apiRequest) =>
          Promise.resolve(inProcessApi.fetch(apiRequest, baseEnv, ctx)),
        );
      }
      // Read replicas where configured (docs/decisions/019); the bookmark goes back on the answer.
      // A page's in-process calls send what they send to D1 side by side as one batch
      // (coalesced-database.ts); a call to /api/v1 from outside is one call, and goes as it is.
      const session = await databaseSession(baseEnv.DB, request, baseEnv);
      const env = isApiPath(new URL(request.url).pathname)
        ? { ...baseEnv, DB: session.db }
        : { ...baseEnv, DB: coalescedDatabase(session.db) };
      const response = await answer(request, env, ctx);
      const bookmark = await session.bookmarkCookie();
      if (!bookmark || isUpgrade(response)) return response;
      const out = new Response(response.body, response);
      out.headers.append("Set-Cookie", bookmark);
      return out;
    },
    /** The cron trigger (wrangler.toml): the API's scheduled work, the refund outbox. */
    async scheduled(_controller: ScheduledController, env: WebEnv, ctx: ExecutionContext): Promise<void> {
      ctx.waitUntil(runScheduled(env, { devTools: apiDevTools ?? null }));
    },
  } satisfies ExportedHandler<WebEnv>;
}
