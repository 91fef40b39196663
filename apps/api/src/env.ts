import type { ChatFeed } from "./chat/feed-object";
import type { GroupCartLive } from "./group-live/durable-object";
import type { SignedInUser } from "./http/auth";
import type { ApiDevTools } from "./http/dev-tools";
import type { PageFacts, PublicFactsCache } from "./http/locale";
import type { OrderProgress } from "./order-progress/durable-object";

/** Bindings and variables the API reads (wrangler.toml [vars], D1, secrets). */
export interface ApiBindings {
  DB: D1Database;
  /** `production` unless set to `development` or `test`; production always wins over DEV_TOOLS. */
  ENVIRONMENT?: string;
  /** Code requests one client address may make an hour (services/code-limits.ts); 50 when unset. */
  CODE_REQUESTS_PER_CLIENT?: string;
  /** "1" turns on the dev tools of a development build (outbox, sandbox payments) outside production. */
  DEV_TOOLS?: string;
  /**
   * The site's public origin (e.g. `https://tiffin.example`): where a payment provider sends the
   * customer back. When unset, the origin the storefront forwards for its in-process calls, else
   * the request's own origin (docs/deploy.md).
   */
  PUBLIC_ORIGIN?: string;
  /**
   * Where pictures are served from (http/images.ts): every image field is answered as an absolute
   * URL on it; when unset, on the visitor's origin as for PUBLIC_ORIGIN.
   */
  IMAGE_BASE?: string;
  /** Origins allowed to call /api/v1 cross-origin, comma-separated (http/cors.ts); none in production when unset. */
  ALLOWED_ORIGINS?: string;
  /** Firebase project whose ID tokens social sign-in accepts. */
  FIREBASE_PROJECT_ID?: string;
  /** Set only where the Firebase Auth emulator runs: its unsigned tokens are accepted then. */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** Optional pinned JWKS JSON ({keys:[...]}) instead of Google's securetoken endpoint. */
  FIREBASE_JWKS?: string;
  /** The order-progress simulator; absent means no simulator. */
  ORDER_PROGRESS?: DurableObjectNamespace<OrderProgress>;
  /** Live group-cart updates over WebSockets (group-live/); absent means pages only poll. */
  GROUP_CART_LIVE?: DurableObjectNamespace<GroupCartLive>;
  /** Chats (src/chat): a ChatFeed object per chat and per inbox; absent means chat is not available. */
  CHAT_FEED?: DurableObjectNamespace<ChatFeed>;
  /**
   * `firestore` keeps chats in Firestore (FIREBASE_PROJECT_ID's database) instead of CHAT_FEED;
   * chat is then unavailable (503) until FIREBASE_SERVICE_ACCOUNT (or, outside production,
   * FIRESTORE_EMULATOR_HOST) is set too. Unset: the Durable Objects, whatever else is configured.
   */
  CHAT_STORE?: string;
  /** Secret: a Google service account key file (JSON) with access to the Firestore database. */
  FIREBASE_SERVICE_ACCOUNT?: string;
  /** `host:port` of the Firestore emulator; honoured only when ENVIRONMENT is development or test. */
  FIRESTORE_EMULATOR_HOST?: string;
  /** Journeys only: every simulator step takes this many ms (ignored in production). */
  ORDER_PROGRESS_STEP_MS?: string;
  /** Journeys only, with ORDER_PROGRESS_STEP_MS: how long a new order waits for the shop. */
  ORDER_PROGRESS_NEW_MS?: string;
  /** Journeys only: how long before its slot the simulator takes a new order up (an hour otherwise). */
  ORDER_PROGRESS_SLOT_LEAD_MS?: string;
  /** Stripe Checkout: secret key, webhook signing secret and (for tests/stand-ins) the API base URL. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
  /** Uploaded images (profile photos): R2; `wrangler dev` simulates it in a local bucket. */
  IMAGES?: R2Bucket;
  /** Email and SMS providers (HTTP, secrets): without them codes go only to the development outbox. */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  SMS_API_URL?: string;
  SMS_API_KEY?: string;
  /**
   * Set only by the storefront, one per page request, for its in-process calls: their reads share
   * the locale, rate and token lookups (http/locale.ts). Never present on a call from outside.
   */
  REQUEST_FACTS?: Map<string, Promise<PageFacts>>;
  /**
   * Facts of reads without a token (GET, no bearer) kept across requests by the Worker's cache
   * module (docs/decisions/041); reads with a token and writes never use it. Absent, every call
   * reads its own.
   */
  PUBLIC_FACTS?: PublicFactsCache;
}

/** Per-request values set by middleware. */
export interface ApiVariables {
  lang: string;
  defaultLang: string;
  /** Rate of the requested currency against the default one (1 when none was asked). */
  rate: number;
  currencyId: number | null;
  /** The dev tools when this build has them and the environment allows them; null otherwise. */
  devTools: ApiDevTools | null;
  /** Set by optionalUser/requireUser. */
  user: SignedInUser | null;
  /** The bearer token's user as localeAndCurrency read it for a /dashboard call (requireUser uses it). */
  tokenUser?: { token: string; user: SignedInUser | null };
  /**
   * The client as limits count it: its trusted IP address, an IPv6 one by its /64 network
   * (`clientKeyOf` in src/http/client-address.ts); null when unknown.
   */
  clientAddress: string | null;
  /** The visitor's origin the storefront forwarded (src/http/client-address.ts); null when not trusted or absent. */
  forwardedOrigin: string | null;
  /** Where this answer's pictures are served from (http/images.ts `imageBaseOf`). */
  imageBase: string;
}

export type ApiEnv = { Bindings: ApiBindings; Variables: ApiVariables };
