import type { ApiBindings } from "../env";
import { badRequest } from "../http/errors";

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
type Claims = Record<string, unknown> & { firebase?: { sign_in_provider?: string } };

const invalid = () =>
  badRequest("ERROR_400", "The identity token is invalid", { id_token: ["The identity token is invalid."] });

function base64UrlDecode(part: string): Uint8Array<ArrayBuffer> {
  const base64 = part
    .replaceAll("-", "+")
    .replaceAll("_", "/")
    .padEnd(Math.ceil(part.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    return JSON.parse(new TextDecoder().decode(base64UrlDecode(part))) as Record<string, unknown>;
  } catch {
    throw invalid();
  }
}

/** The claims every Firebase ID token must carry for this project. */
function checkClaims(claims: Claims, projectId: string, now: number): VerifiedIdentity {
  const exp = Number(claims.exp);
  const iat = Number(claims.iat);
  const ok =
    claims.iss === `https://securetoken.google.com/${projectId}` &&
    claims.aud === projectId &&
    typeof claims.sub === "string" &&
    claims.sub.length > 0 &&
    claims.sub.length <= 128 &&
    Number.isFinite(exp) &&
    exp > now &&
    Number.isFinite(iat) &&
    iat <= now + 300;
  if (!ok) throw invalid();
  return {
    uid: claims.sub as string,
    email: typeof claims.email === "string" ? claims.email.trim().toLowerCase() : null,
    emailVerified: typeof claims.email === "string" && claims.email_verified === true,
    name: typeof claims.name === "string" ? claims.name : null,
    provider: claims.firebase?.sign_in_provider ?? null,
  };
}

/**
 * The real adapter: RS256 signatures checked against Google's securetoken keys (or keys given
 * in configuration, e.g. pinned or in tests).
 */
export function firebaseVerifier(
  projectId: string,
  keys: () => Promise<Jwk[]>,
  clock: () => number = () => Date.now() / 1000,
): IdentityVerifier {
  return {
    async verify(idToken) {
      const parts = idToken.split(".");
      if (parts.length !== 3) throw invalid();
      const [h, p, s] = parts as [string, string, string];
      const header = decodeJson(h);
      if (header.alg !== "RS256" || typeof header.kid !== "string") throw invalid();
      const jwk = (await keys()).find((k) => k.kid === header.kid);
      if (!jwk) throw invalid();
      const key = await crypto.subtle.importKey(
        "jwk",
        { kty: jwk.kty, n: jwk.n, e: jwk.e, alg: "RS256", ext: true },
        { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
        false,
        ["verify"],
      );
      const valid = await crypto.subtle.verify(
        "RSASSA-PKCS1-v1_5",
        key,
        base64UrlDecode(s),
        new TextEncoder().encode(`${h}.${p}`),
      );
      if (!valid) throw invalid();
      return checkClaims(decodeJson(p) as Claims, projectId, clock());
    },
  };
}

/** The emulator adapter: the Firebase Auth emulator issues unsigned (alg "none") tokens. */
export function emulatorVerifier(projectId: string, clock: () => number = () => Date.now() / 1000): IdentityVerifier {
  return {
    async verify(idToken) {
      const [h, p] = idToken.split(".");
      if (!h || !p) throw invalid();
      if (decodeJson(h).alg !== "none") throw invalid();
      return checkClaims(decodeJson(p) as Claims, projectId, clock());
    },
  };
}

async function fetchGoogleKeys(): Promise<Jwk[]> {
  const response = await fetch(GOOGLE_SECURETOKEN_JWKS, { cf: { cacheTtl: 3600 } } as RequestInit);
  // not the caller's fault: the callback answers it as a 503
  if (!response.ok) throw new Error(`Google's keys answered ${response.status}`);
  return ((await response.json()) as { keys: Jwk[] }).keys;
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
    pinned ? ((JSON.parse(pinned) as { keys: Jwk[] }).keys ?? []) : fetchGoogleKeys(),
  );
}
