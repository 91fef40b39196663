/*
 * Google OAuth 2.0 access tokens for a service account (the JWT bearer grant, RFC 7523): a JWT
 * signed RS256 with the account's private key is exchanged at Google's token endpoint for an
 * access token with the asked scope. Each token is kept in the isolate and reused until a
 * minute before it expires, so most requests make no token call at all.
 */

import { importPKCS8, SignJWT } from "jose";

export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const DATASTORE_SCOPE = "https://www.googleapis.com/auth/datastore";

/** The fields of a service account key file (the JSON Google's console downloads) used here. */
export interface ServiceAccount {
  client_email: string;
  private_key: string;
  private_key_id?: string;
}

/** The key file's JSON, or null when it lacks an email or a PEM private key. */
export function parseServiceAccount(json: string): ServiceAccount | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const account = value as Partial<ServiceAccount> | null;
  if (typeof account?.client_email !== "string" || typeof account.private_key !== "string") return null;
  if (!account.private_key.includes("-----BEGIN PRIVATE KEY-----")) return null;
  return {
    client_email: account.client_email,
    private_key: account.private_key,
    private_key_id: typeof account.private_key_id === "string" ? account.private_key_id : undefined,
  };
}

/** The signed assertion (jose's SignJWT): iss the account, the scope, aud the token endpoint, an hour's life. */
export async function signedAssertion(account: ServiceAccount, scope: string, nowSeconds: number): Promise<string> {
  const key = await importPKCS8(account.private_key, "RS256");
  const header = { alg: "RS256", typ: "JWT", ...(account.private_key_id ? { kid: account.private_key_id } : {}) };
  return new SignJWT({ scope })
    .setProtectedHeader(header)
    .setIssuer(account.client_email)
    .setAudience(GOOGLE_TOKEN_URL)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + 3600)
    .sign(key);
}

export interface GoogleTokenOptions {
  fetch?: (input: Request) => Promise<Response>;
  /** Milliseconds since the epoch; Date.now when unset. */
  now?: () => number;
}

/** Reuse a token until this long before Google says it expires. */
const EARLY_MS = 60_000;

/**
 * A source of access tokens for one account and scope: a cached token while it is fresh, else a
 * new exchange. Only a finished token is shared. A caller never awaits an exchange another
 * request started: on Workers, I/O begun by one request may not complete for another, and a
 * cancelled request would leave its waiters hanging. So callers that find no fresh token at the
 * same moment each exchange (about once an hour per isolate), and the latest-lived token is kept.
 */
export function googleAccessTokens(
  account: ServiceAccount,
  scope: string,
  options: GoogleTokenOptions = {},
): () => Promise<string> {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const now = options.now ?? Date.now;
  let cached: { token: string; renewAt: number } | null = null;

  async function exchange(): Promise<string> {
    const issued = now();
    const assertion = await signedAssertion(account, scope, Math.floor(issued / 1000));
    const response = await send(
      new Request(GOOGLE_TOKEN_URL, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
      }),
    );
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof body?.access_token !== "string") {
      throw new Error(`Google's token endpoint answered ${response.status}`);
    }
    const lifetime = typeof body.expires_in === "number" ? body.expires_in : 3600;
    const renewAt = issued + lifetime * 1000 - EARLY_MS;
    if (!cached || renewAt > cached.renewAt) cached = { token: body.access_token, renewAt };
    return body.access_token;
  }

  return async () => {
    if (cached && now() < cached.renewAt) return cached.token;
    return exchange();
  };
}

const sources = new Map<string, () => Promise<string>>();

/** The isolate's token source for this key file and scope (one cache per account and scope). */
export function cachedGoogleAccessTokens(account: ServiceAccount, scope: string): () => Promise<string> {
  const key = `${account.client_email}\n${account.private_key_id ?? ""}\n${scope}`;
  let source = sources.get(key);
  if (!source) {
    source = googleAccessTokens(account, scope);
    sources.set(key, source);
  }
  return source;
}
