import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../src/http/errors";
import {
  firebaseVerifier,
  GOOGLE_SECURETOKEN_JWKS,
  IdentityKeysUnavailable,
  identityVerifier,
} from "../src/services/identity";
import { b64url, googleClaims, keyPair, PROJECT, signed } from "./helpers/google-keys";

const NOW = 1_800_000_000;

const claims = (overrides: Record<string, unknown> = {}) => googleClaims(NOW, overrides);

/** What a verification ended in: the identity, or the error's class and status. */
async function outcome(promise: Promise<unknown>) {
  try {
    return { identity: await promise };
  } catch (error) {
    return { error: (error as Error).name, status: error instanceof HttpError ? error.status : null };
  }
}

const refused = { error: "HttpError", status: 400 };

afterEach(() => vi.restoreAllMocks());

describe("the Firebase ID token check", () => {
  it("accepts a token signed by a key of the set, for this project, and reads its identity", async () => {
    const { privateKey, keys } = await keyPair("k1");
    const verifier = firebaseVerifier(
      PROJECT,
      async () => keys,
      () => NOW,
    );
    expect(await verifier.verify(await signed(privateKey, "k1", claims()))).toEqual({
      uid: "google-uid-1",
      email: "gina.google@tiffin.test",
      emailVerified: true,
      name: null,
      provider: "google.com",
    });
  });

  it("refuses a token whose sign-in time (auth_time) is in the future or missing", async () => {
    const { privateKey, keys } = await keyPair("k1");
    const verifier = firebaseVerifier(
      PROJECT,
      async () => keys,
      () => NOW,
    );
    const { auth_time: _, ...withoutAuthTime } = claims();
    for (const payload of [claims({ auth_time: NOW + 3600 }), withoutAuthTime, claims({ auth_time: "yesterday" })]) {
      expect(await outcome(verifier.verify(await signed(privateKey, "k1", payload)))).toEqual(refused);
    }
  });

  it("refuses a token issued in the future or with no subject", async () => {
    const { privateKey, keys } = await keyPair("k1");
    const verifier = firebaseVerifier(
      PROJECT,
      async () => keys,
      () => NOW,
    );
    for (const payload of [claims({ iat: NOW + 3600 }), claims({ sub: "" }), claims({ sub: "x".repeat(129) })]) {
      expect(await outcome(verifier.verify(await signed(privateKey, "k1", payload)))).toEqual(refused);
    }
  });

  it("refuses a token an attacker signed with HS256, using the public key's text as the secret", async () => {
    const { keys } = await keyPair("k1");
    const secret = new TextEncoder().encode(JSON.stringify(keys[0]));
    const key = await crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const head = b64url(JSON.stringify({ alg: "HS256", kid: "k1", typ: "JWT" }));
    const body = b64url(JSON.stringify(claims()));
    const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${head}.${body}`));
    const verifier = firebaseVerifier(
      PROJECT,
      async () => keys,
      () => NOW,
    );
    expect(await outcome(verifier.verify(`${head}.${body}.${b64url(new Uint8Array(mac))}`))).toEqual(refused);
  });

  it("asks for Google's keys through Cloudflare's cache, kept as long as their own Cache-Control says", async () => {
    const { privateKey, keys } = await keyPair("google-1");
    const asked: RequestInit[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      expect(String(input)).toBe(GOOGLE_SECURETOKEN_JWKS);
      asked.push(init ?? {});
      return Response.json({ keys }, { headers: { "Cache-Control": "public, max-age=19000" } });
    });
    const verifier = identityVerifier({ FIREBASE_PROJECT_ID: PROJECT } as never);
    const now = Math.floor(Date.now() / 1000);
    const token = await signed(privateKey, "google-1", claims({ iat: now - 5, auth_time: now - 5, exp: now + 600 }));
    expect((await verifier?.verify(token))?.uid).toBe("google-uid-1");
    expect(asked).toHaveLength(1);
    expect((asked[0] as { cf?: unknown }).cf).toEqual({ cacheEverything: true });
  });

  it.each([
    [
      "the network fails",
      () => {
        throw new TypeError("Network connection lost");
      },
    ],
    ["Google answers 503", async () => new Response("unavailable", { status: 503 })],
    ["the answer is no key set", async () => Response.json({ nothing: true })],
  ])("throws IdentityKeysUnavailable (503), not a refusal of the token, when %s", async (_case, answer) => {
    const { privateKey } = await keyPair("google-1");
    vi.spyOn(globalThis, "fetch").mockImplementation(answer as never);
    const verifier = identityVerifier({ FIREBASE_PROJECT_ID: PROJECT } as never);
    const token = await signed(privateKey, "google-1", claims());
    const thrown = await verifier?.verify(token).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(IdentityKeysUnavailable);
    expect((thrown as IdentityKeysUnavailable).status).toBe(503);
  });

  it("refuses a malformed token before asking Google for keys", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const verifier = identityVerifier({ FIREBASE_PROJECT_ID: PROJECT } as never);
    for (const token of ["not-a-jwt", "a.b.c", `${b64url('{"alg":"none"}')}.${b64url("{}")}.`]) {
      expect(await outcome(verifier?.verify(token) ?? Promise.resolve())).toEqual(refused);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
