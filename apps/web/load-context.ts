import type { Transport } from "@tiffin/api-client";

/** Bindings the storefront reads from the Worker environment. */
export interface WebEnv {
  DB: D1Database;
  ASSETS?: Fetcher;
  ENVIRONMENT?: string;
  IMAGE_BASE?: string;
  SESSION_SECRET?: string;
  /** When set, the storefront talks to this API host over HTTP instead of in-process. */
  API_BASE_URL?: string;
  /** Google Maps JS and Geocoding key; without it the address picker asks for the address as text. */
  GOOGLE_MAPS_KEY?: string;
  /** Geocoding API base, replaceable for tests (https://maps.googleapis.com by default). */
  GEOCODING_BASE_URL?: string;
  /** Firebase web app values for web push (all four, or push stays off). */
  FIREBASE_API_KEY?: string;
  FIREBASE_PROJECT_ID?: string;
  FIREBASE_APP_ID?: string;
  /** The Cloud Messaging web push certificate's public key. */
  FIREBASE_VAPID_KEY?: string;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: WebEnv; ctx: ExecutionContext };
    /** How loaders reach the API: in-process by default, HTTP when API_BASE_URL is set. */
    apiTransport: Transport;
  }
}
