import type { Transport } from "@tiffin/api-client";
import type { RequestCookies } from "./app/lib/cookies.server";
import type { ImpersonalParts, PageData } from "./server/cache/impersonal-main";

/** Bindings the storefront reads from the Worker environment. */
export interface WebEnv {
  DB: D1Database;
  ASSETS?: Fetcher;
  /** `production` unless `development` or `test` (server/configuration.ts, app/lib/environment.server.ts). */
  ENVIRONMENT?: string;
  /** "1" with a development ENVIRONMENT turns on the dev tools a development build carries. */
  DEV_TOOLS?: string;
  IMAGE_BASE?: string;
  SESSION_SECRET?: string;
  /** Retired session secrets, comma-separated: still accepted when reading, never used to sign (docs/deploy.md). */
  SESSION_SECRETS_PREVIOUS?: string;
  /** "1" reads through D1 sessions (read replicas with bookmarks) where the runtime has them. */
  D1_READ_REPLICAS?: string;
  /** "off" turns the page and catalogue caches off (the render-breakdown bench). */
  PAGE_CACHE?: string;
  /** Firebase web config for social sign-in (all three, or no social buttons). */
  FIREBASE_API_KEY?: string;
  FIREBASE_AUTH_DOMAIN?: string;
  FIREBASE_PROJECT_ID?: string;
  /** host:port of the Firebase Auth emulator, where one runs (development and tests only). */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** Uploaded images (R2; a local bucket under `wrangler dev`). */
  IMAGES?: R2Bucket;
  /** When set, the storefront talks to this API host over HTTP instead of in-process. */
  API_BASE_URL?: string;
  /** Google Maps JS and Geocoding key; without it the forms use MapLibre and a keyless geocoder. */
  GOOGLE_MAPS_KEY?: string;
  /** The geocoder's base URL, replaceable for tests and proxies (Google's or OpenStreetMap's Nominatim by default). */
  GEOCODING_BASE_URL?: string;
  /** The MapLibre style drawn when no Google key is set (lib/map-config.ts; OpenFreeMap's by default). */
  MAP_STYLE_URL?: string;
  /** With FIREBASE_API_KEY and FIREBASE_PROJECT_ID above, the web app's values for web push (all four, or push stays off). */
  FIREBASE_APP_ID?: string;
  /** The Cloud Messaging web push certificate's public key. */
  FIREBASE_VAPID_KEY?: string;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: WebEnv; ctx: ExecutionContext };
    /** How loaders reach the API: in-process by default, HTTP when API_BASE_URL is set. */
    apiTransport: Transport;
    /** The request's cookies, read once by the Worker (app/lib/cookies.server.ts); unreadable ones are null. */
    cookies: RequestCookies;
    /** This response's Content-Security-Policy nonce: every inline script must carry it. */
    cspNonce: string;
    /** True only in a development build with DEV_TOOLS=1 outside production (/dev/ui). */
    devTools: boolean;
    /** Where a development build's outbox is read (codes sent in development); null elsewhere. */
    devOutboxPath: string | null;
    /**
     * The visitors' cached parts of this signed-in page (its <main>, footer and pickers), which the
     * render leaves to the Worker (server/cache/impersonal-main.ts); absent when the page renders
     * its own.
     */
    impersonalParts?: ImpersonalParts;
    /**
     * Keeps a loader's impersonal data beside the page's cache entry, shared by the visitors' render
     * and a customer's (server/cache/impersonal-main.ts); absent where the page has no such entry.
     */
    pageData?: PageData;
  }
}
