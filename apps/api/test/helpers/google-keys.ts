/**
 * Google's side of a Firebase ID token, played in the tests: a signing key pair with its public
 * JWKS, the claims of a verified Google sign-in, and the token signed (or not signed at all).
 */
export const PROJECT = "tiffin-test";

export const b64url = (bytes: Uint8Array | string) =>
  btoa(typeof bytes === "string" ? bytes : String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** An RS256 key pair: its private key, its public JWK list, and that list as Google serves it. */
export async function keyPair(kid: string) {
  const pair = (await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.publicKey)) as JsonWebKey;
  const keys = [{ ...jwk, kid, alg: "RS256", use: "sig" }];
  return { privateKey: pair.privateKey, keys, jwks: JSON.stringify({ keys }) };
}

/** A verified Google sign-in's claims for PROJECT, issued `now` (seconds). */
export const googleClaims = (now: number, overrides: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  sub: "google-uid-1",
  iat: now - 10,
  exp: now + 3600,
  auth_time: now - 10,
  email: "gina.google@tiffin.test",
  email_verified: true,
  firebase: { sign_in_provider: "google.com" },
  ...overrides,
});

export async function signed(privateKey: CryptoKey, kid: string, payload: Record<string, unknown>) {
  const head = b64url(JSON.stringify({ alg: "RS256", kid, typ: "JWT" }));
  const body = b64url(JSON.stringify(payload));
  const signature = await crypto.subtle.sign(
    "RSASSA-PKCS1-v1_5",
    privateKey,
    new TextEncoder().encode(`${head}.${body}`),
  );
  return `${head}.${body}.${b64url(new Uint8Array(signature))}`;
}

/** A token that claims no signature ("alg": "none"). */
export const unsigned = (payload: Record<string, unknown>) =>
  `${b64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${b64url(JSON.stringify(payload))}.`;
