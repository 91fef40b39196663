import { env as worker } from "cloudflare:test";
import { errorBodySchema, loginResponse } from "@tiffin/api-client";
import { describe, expect, it, vi } from "vitest";
import { PROVIDER_UNAVAILABLE } from "../src/services/identity";
import { callWith } from "./helpers/api-env";
import { googleClaims, keyPair, PROJECT, signed, unsigned } from "./helpers/google-keys";
import { send } from "./helpers/json";
import { countRows } from "./helpers/users";

const claims = (overrides: Record<string, unknown> = {}) =>
  googleClaims(Math.floor(Date.now() / 1000), { name: "Gina Google", ...overrides });

async function callback(env: Record<string, unknown>, provider: string, body: unknown) {
  const response = await callWith(env, `auth/${provider}/callback`, send("POST", body));
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("social callbacks with a verified Firebase identity token", () => {
  it("signs up with a token signed by a key of the JWKS, then signs the same identity in again", async () => {
    const { privateKey, jwks } = await keyPair("k1");
    const env = { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS: jwks };
    const token = await signed(privateKey, "k1", claims());
    const first = await callback(env, "google", { id_token: token, id: "google-uid-1", name: "Gina Google" });
    expect(first.status).toBe(200);
    const { data } = loginResponse.parse(first.body);
    expect(data.user.email).toBe("gina.google@tiffin.test");
    expect(data.user.firstname).toBe("Gina");
    const again = loginResponse.parse((await callback(env, "google", { id_token: token })).body);
    expect(again.data.user.id).toBe(data.user.id);
    expect(await countRows("user_socials", "provider = 'google' AND provider_uid = 'google-uid-1'")).toBe(1);
  });

  it("links a token's verified email to the existing account", async () => {
    const { privateKey, jwks } = await keyPair("k2");
    const token = await signed(
      privateKey,
      "k2",
      claims({
        sub: "fb-1",
        email: "sam@tiffin.test",
        email_verified: true,
        firebase: { sign_in_provider: "facebook.com" },
      }),
    );
    const { body } = await callback({ FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS: jwks }, "facebook", {
      id_token: token,
    });
    expect(loginResponse.parse(body).data.user.id).toBe(2);
    expect(await countRows("user_socials", "provider_uid = 'fb-1' AND user_id = 2")).toBe(1);
  });

  it("an unverified token email never links, nor claims, an existing account's email", async () => {
    const { privateKey, jwks } = await keyPair("k5");
    const env = { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS: jwks };
    const token = await signed(
      privateKey,
      "k5",
      claims({ sub: "google-unverified", email: "demo@tiffin.test", email_verified: false }),
    );
    const { status, body } = await callback(env, "google", { id_token: token, email: "demo@tiffin.test" });
    expect(status).toBe(200);
    const { user } = loginResponse.parse(body).data;
    expect(user.id).not.toBe(1);
    expect(user.email).toBeNull();
    expect(await countRows("user_socials", "provider_uid = 'google-unverified' AND user_id = 1")).toBe(0);
    expect(await countRows("users", "email = 'demo@tiffin.test'")).toBe(1);
  });

  it("a token without an email is never linked by the email in the request body", async () => {
    const { privateKey, jwks } = await keyPair("k6");
    const env = { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS: jwks };
    const { email: _, email_verified: __, ...noEmail } = claims({ sub: "apple-no-email" });
    const token = await signed(privateKey, "k6", { ...noEmail, firebase: { sign_in_provider: "apple.com" } });
    const { status, body } = await callback(env, "apple", { id_token: token, email: "sam@tiffin.test" });
    expect(status).toBe(200);
    const { user } = loginResponse.parse(body).data;
    expect(user.id).not.toBe(2);
    expect(user.email).toBeNull();
    expect(await countRows("user_socials", "provider_uid = 'apple-no-email' AND user_id = 2")).toBe(0);
    // the same identity comes back to its own account, still not Sam's
    const again = loginResponse.parse(
      (await callback(env, "apple", { id_token: token, email: "sam@tiffin.test" })).body,
    );
    expect(again.data.user.id).toBe(user.id);
  });

  it("a verified email of nobody's account signs up a new user holding it", async () => {
    const { privateKey, jwks } = await keyPair("k7");
    const token = await signed(privateKey, "k7", claims({ sub: "google-new", email: "New.Person@tiffin.test" }));
    const { body } = await callback({ FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS: jwks }, "google", {
      id_token: token,
    });
    expect(loginResponse.parse(body).data.user.email).toBe("new.person@tiffin.test");
    const row = await worker.DB.prepare(
      "SELECT email_verified_at FROM users WHERE email = 'new.person@tiffin.test'",
    ).first<{
      email_verified_at: string | null;
    }>();
    expect(row?.email_verified_at).not.toBeNull();
  });

  it("rejects a forged, expired, foreign-project or mismatched token and writes nothing", async () => {
    const { privateKey, jwks } = await keyPair("k3");
    const other = await keyPair("k3");
    const env = { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS: jwks };
    const before = [await countRows("users"), await countRows("user_socials"), await countRows("user_tokens")];
    const cases: [string, string][] = [
      ["signed by another key under the same kid", await signed(other.privateKey, "k3", claims({ sub: "x1" }))],
      ["expired", await signed(privateKey, "k3", claims({ sub: "x2", exp: Math.floor(Date.now() / 1000) - 5 }))],
      ["for another project's audience", await signed(privateKey, "k3", claims({ sub: "x3", aud: "someone-else" }))],
      [
        "issued for another project",
        await signed(privateKey, "k3", claims({ sub: "x7", iss: "https://securetoken.google.com/someone-else" })),
      ],
      ["under a key the JWKS does not hold", await signed(privateKey, "unknown-kid", claims({ sub: "x4" }))],
      ["unsigned", unsigned(claims({ sub: "x5" }))],
      ["not a JWT", "not-a-jwt"],
    ];
    for (const [label, token] of cases) {
      const { status, body } = await callback(env, "google", { id_token: token });
      expect(status, label).toBe(400);
      expect(errorBodySchema.parse(body).params?.id_token, label).toEqual(["The identity token is invalid."]);
    }
    // a good token, but for another provider than the callback's, or another uid than the body's
    const good = await signed(privateKey, "k3", claims({ sub: "x6" }));
    for (const [provider, body] of [
      ["apple", { id_token: good }],
      ["google", { id_token: good, id: "someone-else-uid" }],
    ] as const) {
      const mismatched = await callback(env, provider, body);
      expect(mismatched.status, provider).toBe(400);
      expect(errorBodySchema.parse(mismatched.body).params?.id_token, provider).toEqual([
        "The identity token does not match.",
      ]);
    }
    const missing = await callback(env, "google", {});
    expect(errorBodySchema.parse(missing.body).params?.id_token).toEqual(["Required"]);
    expect((await callback({}, "google", { id_token: "x" })).status).toBe(400);
    expect((await callback(env, "twitter", { id_token: "x" })).status).toBe(404);
    expect([await countRows("users"), await countRows("user_socials"), await countRows("user_tokens")]).toEqual(before);
    // the same good token at its own provider signs in: the refusals above were for the mismatch
    expect((await callback(env, "google", { id_token: good, id: "x6" })).status).toBe(200);
  });

  it("accepts the Auth emulator's unsigned tokens only when FIREBASE_AUTH_EMULATOR_HOST is set", async () => {
    const token = unsigned(
      claims({ sub: "apple-emu-1", email: "emu@tiffin.test", firebase: { sign_in_provider: "apple.com" } }),
    );
    const emulator = await callback(
      { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" },
      "apple",
      { id_token: token },
    );
    expect(loginResponse.parse(emulator.body).data.user.email).toBe("emu@tiffin.test");
    const { jwks } = await keyPair("k4");
    const real = await callback({ FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS: jwks }, "apple", { id_token: token });
    expect(real.status).toBe(400);
  });

  it("in production an unsigned token is refused even with FIREBASE_AUTH_EMULATOR_HOST set, and writes nothing", async () => {
    const token = unsigned(claims({ sub: "google-emu-prod", email: "emu-prod@tiffin.test" }));
    const users = await countRows("users");
    for (const ENVIRONMENT of ["production", undefined, "staging"]) {
      const response = await callback(
        {
          ENVIRONMENT,
          FIREBASE_PROJECT_ID: PROJECT,
          FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
          FIREBASE_JWKS: '{"keys":[]}',
        },
        "google",
        { id_token: token },
      );
      expect(response.status, `ENVIRONMENT=${ENVIRONMENT}`).toBe(400);
      expect(errorBodySchema.parse(response.body).message).toBe("The identity token is invalid");
    }
    expect(await countRows("users")).toBe(users);
  });
});

describe("social sign-in under races and outages", () => {
  it("five concurrent first sign-ins of one new verified Google account all answer 200 with one account", async () => {
    const { privateKey, jwks } = await keyPair("race-1");
    const env = { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS: jwks };
    const token = await signed(
      privateKey,
      "race-1",
      claims({ sub: "google-race-1", email: "racing.gina@tiffin.test", name: "Racing Gina" }),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callback(env, "google", { id_token: token, id: "google-race-1" })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => loginResponse.parse(a.body).data.user.id));
    expect(ids.size).toBe(1);
    expect(await countRows("users", "email = 'racing.gina@tiffin.test'")).toBe(1);
    expect(await countRows("user_socials", "provider_uid = 'google-race-1'")).toBe(1);
  });

  it("five concurrent first sign-ins of one identity without a verified email make one account, not five", async () => {
    const { privateKey, jwks } = await keyPair("race-2");
    const env = { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS: jwks };
    const token = await signed(
      privateKey,
      "race-2",
      claims({ sub: "google-race-2", email: "unverified.race@tiffin.test", email_verified: false, name: "Una Race" }),
    );
    const users = await countRows("users");
    const answers = await Promise.all(Array.from({ length: 5 }, () => callback(env, "google", { id_token: token })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => loginResponse.parse(a.body).data.user.id)).size).toBe(1);
    expect(await countRows("users")).toBe(users + 1);
  });

  it("answers 503 with a clear message when Google's keys cannot be fetched (an error status or no answer)", async () => {
    const { privateKey } = await keyPair("outage");
    const token = await signed(privateKey, "outage", claims({ sub: "google-outage" }));
    const env = { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS: undefined };
    const outages = [
      () => Promise.resolve(new Response("unavailable", { status: 502 })),
      () => Promise.reject(new TypeError("Network connection lost.")),
    ];
    for (const outage of outages) {
      vi.spyOn(globalThis, "fetch").mockImplementation(outage);
      try {
        const answer = await callback(env, "google", { id_token: token });
        expect(answer.status).toBe(503);
        const error = errorBodySchema.parse(answer.body);
        expect(error.statusCode).toBe("ERROR_503");
        expect(error.message).toBe(PROVIDER_UNAVAILABLE);
      } finally {
        vi.restoreAllMocks();
      }
    }
    expect(await countRows("user_socials", "provider_uid = 'google-outage'")).toBe(0);
  });
});
