import {
  createLocalJWKSet,
  decodeProtectedHeader,
  errors,
  type JWK,
  type JWTPayload,
  jwtVerify,
  UnsecuredJWT,
} from "jose";
import type { ApiBindings } from "../env";
import { badRequest, HttpError } from "../http/errors";

/** A person as a sign-in provider vouches for them. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  /** The provider's `email_verified` claim: only a verified email may link an existing account. */
  emailVerified: boolean;
  name: string | null;
  /** e.g. "google.com", "facebook.com", "apple.com" */
  provider: string | null;
}

/** The port social sign-in goes through: turns an identity token into a verified identity. */
export interface IdentityVerifier {
  verify(idToken: string): Promise<VerifiedIdentity>;
}

export const GOOGLE_SECURETOKEN_JWKS =
  "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";

type Jwk = JsonWebKey & { kid?: string };
type Claims = JWTPayload & { firebase?: { sign_in_provider?: string } };

const invalid = () =>
  badRequest("ERROR_400", "The identity token is invalid", { id_token: ["The identity token is invalid."] });

/** What a sign-in hears when the provider's keys cannot be reached: a 503, never a 500. */
export const PROVIDER_UNAVAILABLE = "Sign-in with this provider is unavailable right now. Please, try again later";

/**
 * Google's signing keys could not be fetched (network, timeout, a non-2xx answer or a body that
 * is not a key set): the token may well be good, so this is not the caller's fault.
 */
export class IdentityKeysUnavailable extends HttpError {
  constructor(readonly reason: string) {
    super(503, "ERROR_503", PROVIDER_UNAVAILABLE);
    this.name = "IdentityKeysUnavailable";
  }
}

/** Clock skew allowed between Google's servers and ours for iat and auth_time. */
const SKEW_S = 300;

/**
 * The claims every Firebase ID token must carry for this project, beyond what jose checked
 * (signature or `alg: none`, issuer, audience, expiry): a subject, and issue and sign-in times
 * that are not in the future (Firebase's "Verify ID tokens using a third-party JWT library").
 */
function identityOf(claims: Claims, now: number): VerifiedIdentity {
  const sub = claims.sub;
  const authTime = Number(claims.auth_time);
  const ok =
    typeof sub === "string" &&
    sub.length > 0 &&
    sub.length <= 128 &&
    typeof claims.iat === "number" &&
    claims.iat <= now + SKEW_S &&
    Number.isFinite(authTime) &&
    authTime <= now + SKEW_S;
  if (!ok) throw invalid();
  return {
    uid: sub,
    email: typeof claims.email === "string" ? claims.email.trim().toLowerCase() : null,
    emailVerified: typeof claims.email === "string" && claims.email_verified === true,
    name: typeof claims.name === "string" ? claims.name : null,
    provider: claims.firebase?.sign_in_provider ?? null,
  };
}

const expected = (projectId: string, now: number) => ({
  issuer: `https://securetoken.google.com/${projectId}`,
  audience: projectId,
  currentDate: new Date(now * 1000),
  requiredClaims: ["sub", "iat", "exp", "auth_time"],
});

/** A refusal of the token itself (jose's errors, a malformed token) is the caller's 400. */
function refusal(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof errors.JOSEError || error instanceof TypeError || error instanceof SyntaxError) return invalid();
  return error;
}

/**
 * The real adapter: RS256 signatures checked by jose against Google's securetoken keys (or keys
 * given in configuration, e.g. pinned or in tests).
 */
export function firebaseVerifier(
  projectId: string,
  keys: () => Promise<Jwk[]>,
  clock: () => number = () => Date.now() / 1000,
): IdentityVerifier {
  return {
    async verify(idToken) {
      const now = clock();
      try {
        // Reject a malformed token before any key is fetched.
        const header = decodeProtectedHeader(idToken);
        if (header.alg !== "RS256" || typeof header.kid !== "string") throw invalid();
        const keySet = createLocalJWKSet({ keys: (await keys()) as JWK[] });
        const { payload } = await jwtVerify<Claims>(idToken, keySet, {
          ...expected(projectId, now),
          algorithms: ["RS256"],
        });
        return identityOf(payload, now);
      } catch (error) {
        throw refusal(error);
      }
    },
  };
}

/** The emulator adapter: the Firebase Auth emulator issues unsigned (alg "none") tokens. */
export function emulatorVerifier(projectId: string, clock: () => number = () => Date.now() / 1000): IdentityVerifier {
  return {
    async verify(idToken) {
      const now = clock();
      try {
        // The emulator leaves the signature part empty; jose reads the claims of such a token.
        const { payload } = UnsecuredJWT.decode<Claims>(idToken, expected(projectId, now));
        return identityOf(payload, now);
      } catch (error) {
        throw refusal(error);
      }
    },
  };
}

const KEY_FETCH_TIMEOUT_MS = 5_000;

/**
 * Google's current keys. `cacheEverything` lets Cloudflare's cache keep the answer as long as its
 * own Cache-Control says (Google rotates the keys within that time), so most sign-ins fetch nothing.
 */
async function fetchGoogleKeys(): Promise<Jwk[]> {
  let response: Response;
  try {
    response = await fetch(GOOGLE_SECURETOKEN_JWKS, {
      cf: { cacheEverything: true },
      signal: AbortSignal.timeout(KEY_FETCH_TIMEOUT_MS),
    } as RequestInit);
  } catch (error) {
    throw new IdentityKeysUnavailable(error instanceof Error ? error.message : "fetch failed");
  }
  if (!response.ok) throw new IdentityKeysUnavailable(`Google's key set answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as { keys?: unknown } | null;
  if (!Array.isArray(body?.keys)) throw new IdentityKeysUnavailable("Google's key set is not a JWKS");
  return body.keys as Jwk[];
}

/** Unsigned emulator tokens are never trusted outside development and test builds' settings. */
const EMULATOR_ENVIRONMENTS = new Set(["development", "test"]);

/**
 * Picks the adapter: the emulator's only when FIREBASE_AUTH_EMULATOR_HOST is configured and
 * ENVIRONMENT is development or test (production ignores the setting and checks signatures);
 * otherwise real verification (keys from FIREBASE_JWKS when set, else Google's endpoint).
 * null when no Firebase project is configured.
 */
export function identityVerifier(env: ApiBindings): IdentityVerifier | null {
  const projectId = env.FIREBASE_PROJECT_ID;
  if (!projectId) return null;
  if (env.FIREBASE_AUTH_EMULATOR_HOST && EMULATOR_ENVIRONMENTS.has(env.ENVIRONMENT ?? "")) {
    return emulatorVerifier(projectId);
  }
  const pinned = env.FIREBASE_JWKS;
  return firebaseVerifier(projectId, async () =>
    pinned ? ((JSON.parse(pinned) as { keys: Jwk[] }).keys ?? []) : await fetchGoogleKeys(),
  );
}
