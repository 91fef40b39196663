import { describe, expect, it, vi } from "vitest";
import {
  DATASTORE_SCOPE,
  GOOGLE_TOKEN_URL,
  googleAccessTokens,
  parseServiceAccount,
  type ServiceAccount,
  signedAssertion,
} from "../src/chat/google-token";

/** A fresh RSA key pair; the private half as a key file's PEM (PKCS#8), as Google issues them. */
async function testAccount(): Promise<{ account: ServiceAccount; publicKey: CryptoKey }> {
  const pair = (await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const pkcs8 = new Uint8Array((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer);
  const base64 = btoa(String.fromCharCode(...pkcs8));
  const pem = `-----BEGIN PRIVATE KEY-----\n${base64.match(/.{1,64}/g)?.join("\n")}\n-----END PRIVATE KEY-----\n`;
  return {
    account: { client_email: "chat@tiffin-test.iam.gserviceaccount.com", private_key: pem, private_key_id: "key-1" },
    publicKey: pair.publicKey,
  };
}

const fromBase64url = (part: string) =>
  Uint8Array.from(atob(part.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));
const decodePart = (part: string) => JSON.parse(new TextDecoder().decode(fromBase64url(part)));

describe("Google access tokens for a service account", () => {
  it("signs an RS256 JWT that verifies with the account's public key and carries iss, scope, aud, iat and an hour's exp", async () => {
    const { account, publicKey } = await testAccount();
    const jwt = await signedAssertion(account, DATASTORE_SCOPE, 1_800_000_000);
    const [header, claims, signature] = jwt.split(".") as [string, string, string];
    expect(decodePart(header)).toEqual({ alg: "RS256", typ: "JWT", kid: "key-1" });
    expect(decodePart(claims)).toEqual({
      iss: "chat@tiffin-test.iam.gserviceaccount.com",
      scope: "https://www.googleapis.com/auth/datastore",
      aud: "https://oauth2.googleapis.com/token",
      iat: 1_800_000_000,
      exp: 1_800_003_600,
    });
    const signed = new TextEncoder().encode(`${header}.${claims}`);
    const verify = (data: Uint8Array) =>
      crypto.subtle.verify("RSASSA-PKCS1-v1_5", publicKey, fromBase64url(signature), data);
    expect(await verify(signed)).toBe(true);
    // A forged claim (another scope) does not verify with that signature.
    const forged = btoa(
      JSON.stringify({ ...decodePart(claims), scope: "https://www.googleapis.com/auth/cloud-platform" }),
    )
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "");
    expect(await verify(new TextEncoder().encode(`${header}.${forged}`))).toBe(false);
  });

  it("exchanges the JWT at Google's token endpoint, reuses the token until a minute before it expires, then asks again", async () => {
    const { account, publicKey } = await testAccount();
    let now = 1_800_000_000_000;
    const exchanges: URLSearchParams[] = [];
    const fetch = async (request: Request) => {
      expect(request.url).toBe(GOOGLE_TOKEN_URL);
      expect(request.method).toBe("POST");
      expect(request.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
      exchanges.push(new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())));
      return Response.json({ access_token: `token-${exchanges.length}`, expires_in: 3599, token_type: "Bearer" });
    };
    const token = googleAccessTokens(account, DATASTORE_SCOPE, { fetch, now: () => now });
    expect(await token()).toBe("token-1");
    expect(await Promise.all([token(), token()])).toEqual(["token-1", "token-1"]);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
    const [header, claims, signature] = (exchanges[0]?.get("assertion") ?? "").split(".") as [string, string, string];
    expect(
      await crypto.subtle.verify(
        "RSASSA-PKCS1-v1_5",
        publicKey,
        fromBase64url(signature),
        new TextEncoder().encode(`${header}.${claims}`),
      ),
    ).toBe(true);
    expect(decodePart(claims)).toMatchObject({ iat: 1_800_000_000, scope: DATASTORE_SCOPE });
    now += 3599_000 - 61_000;
    expect(await token()).toBe("token-1");
    expect(exchanges).toHaveLength(1);
    now += 2_000;
    expect(await token()).toBe("token-2");
    expect(exchanges).toHaveLength(2);
    expect(decodePart(exchanges[1]?.get("assertion")?.split(".")[1] ?? "")).toMatchObject({ iat: 1_800_003_540 });
  });

  it("fails without caching when Google refuses the exchange, and asks again on the next call", async () => {
    const { account } = await testAccount();
    let calls = 0;
    const fetch = async () => {
      calls += 1;
      return calls === 1
        ? Response.json({ error: "invalid_grant", error_description: "Invalid JWT Signature." }, { status: 400 })
        : Response.json({ access_token: "token-ok", expires_in: 3600 });
    };
    const token = googleAccessTokens(account, DATASTORE_SCOPE, { fetch });
    await expect(token()).rejects.toThrow("400");
    expect(await token()).toBe("token-ok");
    expect(calls).toBe(2);
  });

  it("never makes a caller wait on an exchange another request started: one that hangs holds up only its own caller", async () => {
    const { account } = await testAccount();
    let calls = 0;
    // The first request's exchange never answers (its request was cancelled); the second's does.
    const fetch = (_request: Request) => {
      calls += 1;
      return calls === 1
        ? new Promise<Response>(() => {})
        : Promise.resolve(Response.json({ access_token: "token-2", expires_in: 3600 }));
    };
    const token = googleAccessTokens(account, DATASTORE_SCOPE, { fetch });
    const stuck = token();
    let settled = false;
    stuck.finally(() => {
      settled = true;
    });
    expect(await token()).toBe("token-2");
    expect(calls).toBe(2);
    // The finished token is shared: a third caller makes no exchange of its own.
    expect(await token()).toBe("token-2");
    expect(calls).toBe(2);
    expect(settled).toBe(false);
  });

  it("keeps the longest-lived token when two exchanges finish out of order", async () => {
    const { account } = await testAccount();
    let now = 1_800_000_000_000;
    const answers: Array<(response: Response) => void> = [];
    const fetch = () => new Promise<Response>((resolve) => answers.push(resolve));
    const token = googleAccessTokens(account, DATASTORE_SCOPE, { fetch, now: () => now });
    const older = token();
    now += 1_000;
    const newer = token();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(Response.json({ access_token: "token-newer", expires_in: 3600 }));
    expect(await newer).toBe("token-newer");
    answers[0]?.(Response.json({ access_token: "token-older", expires_in: 3600 }));
    expect(await older).toBe("token-older");
    // The older exchange finished last but expires first: the newer token stays.
    expect(await token()).toBe("token-newer");
  });

  it("reads a key file's JSON and refuses one without an email or a PEM private key", async () => {
    const { account } = await testAccount();
    expect(parseServiceAccount(JSON.stringify({ type: "service_account", ...account }))).toEqual(account);
    expect(parseServiceAccount("not json")).toBeNull();
    expect(parseServiceAccount(JSON.stringify({ private_key: account.private_key }))).toBeNull();
    expect(
      parseServiceAccount(JSON.stringify({ client_email: account.client_email, private_key: "secret" })),
    ).toBeNull();
  });
});
