import { env } from "cloudflare:test";
import {
  emailVerifiedResponse,
  emptyResponse,
  errorBodySchema,
  loginResponse,
  phoneVerificationResponse,
  profileResponse,
  tokenResponse,
} from "@tiffin/api-client";
import { beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/services/passwords";
import { codeIn, DEMO, lastMessage, linkCodeIn, signIn } from "./helpers/accounts";
import { call, callInProcess } from "./helpers/api";
import { send } from "./helpers/json";
import { countRows } from "./helpers/users";

const SAM = "sam@tiffin.test";

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, send("POST", body, headers));

describe("POST /auth/login", () => {
  // Each test here is about one client's counters and they share the demo login: the login's own
  // count across every client (test/login-limits.test.ts) starts afresh for each.
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM rate_limits WHERE bucket LIKE 'login-account:%'").run();
  });

  it("signs the demo customer in by email and by phone, with a random token stored hashed", async () => {
    const { status, body } = await post("auth/login", DEMO, { "CF-Connecting-IP": "198.51.100.1" });
    expect(status).toBe(200);
    const { data } = loginResponse.parse(body);
    expect(data.token_type).toBe("Bearer");
    expect(data.user.email).toBe("demo@tiffin.test");
    expect(data.user.wallet?.price).toBe(200);
    // stored as the hex SHA-256 of the token, never the token itself
    expect(await countRows("user_tokens", "token_hash = ?1", data.access_token)).toBe(0);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(data.access_token));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(await countRows("user_tokens", "token_hash = ?1 AND user_id = 1", hex)).toBe(1);
    // random: 32 bytes of base64url, and a second sign-in gets another token
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiry = await env.DB.prepare("SELECT MAX(expires_at) AS e FROM user_tokens WHERE user_id = 1").first<{
      e: string;
    }>();
    expect(Date.parse(expiry?.e ?? "")).toBeGreaterThan(Date.now());
    const byPhone = await post("auth/login", { phone: "+447700900001", password: "tiffin-demo" });
    const second = loginResponse.parse(byPhone.body).data;
    expect(second.user.id).toBe(1);
    expect(second.access_token).not.toBe(data.access_token);
    const me = await call("dashboard/user/profile/show", { headers: { Authorization: `Bearer ${data.access_token}` } });
    expect(profileResponse.parse(me.body).data.id).toBe(1);
  });

  it("answers ERROR_102 'Login or password is invalid' for a wrong password or unknown user", async () => {
    const tokens = await countRows("user_tokens");
    for (const credentials of [
      { email: DEMO.email, password: "wrong-password" },
      { email: "nobody@tiffin.test", password: "tiffin-demo" },
    ]) {
      const { status, body } = await post("auth/login", credentials, { "CF-Connecting-IP": "198.51.100.2" });
      expect(status).toBe(400);
      const error = errorBodySchema.parse(body);
      expect(error.statusCode).toBe("ERROR_102");
      expect(error.message).toBe("Login or password is invalid");
    }
    expect(await countRows("user_tokens")).toBe(tokens);
    const empty = await post("auth/login", {});
    expect(empty.status).toBe(400);
  });

  it("5 wrong passwords from address A answer 429 to A only: the right password from B still signs in", async () => {
    const a = { "CF-Connecting-IP": "198.51.100.77" };
    for (let i = 0; i < 5; i++) {
      expect((await post("auth/login", { email: DEMO.email, password: `nope-${i}` }, a)).status).toBe(400);
    }
    const blocked = await post("auth/login", DEMO, a);
    expect(blocked.status).toBe(429);
    expect(errorBodySchema.parse(blocked.body).statusCode).toBe("ERROR_429");
    expect((await post("auth/login", DEMO, { "CF-Connecting-IP": "198.51.100.78" })).status).toBe(200);
    // A is locked out of that login only, not of every account
    expect((await post("auth/login", { email: "sam@tiffin.test", password: "tiffin-demo" }, a)).status).toBe(200);
  });

  it("a right password starts the login's count again", async () => {
    const ip = { "CF-Connecting-IP": "198.51.100.80" };
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await post("auth/login", { email: DEMO.email, password: `typo-${i}` }, ip)).status).toBe(400);
      }
      expect((await post("auth/login", DEMO, ip)).status).toBe(200);
    }
  });

  it("one address trying many logins meets its own ceiling of 30 attempts; other addresses are unaffected", {
    timeout: 60_000,
  }, async () => {
    const a = { "CF-Connecting-IP": "198.51.100.90" };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await post("auth/login", { email: `guess-${i}@tiffin.test`, password: "tiffin-demo" }, a)).status);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    // a login A has never tried, even with its right password
    const ceiling = await post("auth/login", DEMO, a);
    expect(ceiling.status).toBe(429);
    expect(errorBodySchema.parse(ceiling.body).message).toBe("Too many login attempts. Please, try again later");
    expect((await post("auth/login", DEMO, { "CF-Connecting-IP": "198.51.100.91" })).status).toBe(200);
  });

  it("ignores X-Forwarded-For and the in-process address header on the public path", async () => {
    const real = "198.51.100.95";
    for (let i = 0; i < 5; i++) {
      const spoof = {
        "CF-Connecting-IP": real,
        "X-Forwarded-For": `10.0.0.${i}`,
        "X-Tiffin-Client-Address": `10.1.0.${i}`,
      };
      expect((await post("auth/login", { email: DEMO.email, password: `nope-${i}` }, spoof)).status).toBe(400);
    }
    const rotated = {
      "CF-Connecting-IP": real,
      "X-Forwarded-For": "10.0.0.99",
      "X-Tiffin-Client-Address": "10.1.0.99",
    };
    expect((await post("auth/login", DEMO, rotated)).status).toBe(429);
  });

  it("the storefront's in-process calls are counted per forwarded client address", async () => {
    const asClient = (ip: string, body: unknown) =>
      callInProcess("auth/login", send("POST", body, { "X-Tiffin-Client-Address": ip }));
    for (let i = 0; i < 5; i++) {
      expect((await asClient("203.0.113.50", { email: SAM, password: `nope-${i}` })).status).toBe(400);
    }
    expect((await asClient("203.0.113.50", { email: SAM, password: "tiffin-demo" })).status).toBe(429);
    expect((await asClient("203.0.113.51", { email: SAM, password: "tiffin-demo" })).status).toBe(200);
  });

  it("once the 15-minute window has passed the client may try again, and day-old counters are dropped", {
    timeout: 30_000,
  }, async () => {
    const ip = { "CF-Connecting-IP": "198.51.100.120" };
    for (let i = 0; i < 6; i++) await post("auth/login", { email: DEMO.email, password: `nope-${i}` }, ip);
    expect((await post("auth/login", DEMO, ip)).status).toBe(429);
    const bucket = `login:198.51.100.120:${DEMO.email}`;
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    await env.DB.prepare("UPDATE rate_limits SET window_started_at = ?2 WHERE bucket = ?1")
      .bind(bucket, sixteenMinutesAgo)
      .run();
    await env.DB.prepare("INSERT INTO rate_limits (bucket, hits, window_started_at) VALUES ('stale', 9, ?1)")
      .bind(new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString())
      .run();
    expect((await post("auth/login", DEMO, ip)).status).toBe(200);
    expect(await countRows("rate_limits", "bucket = 'stale'")).toBe(0);
  });

  it("without a client address, counts failures per login name", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post("auth/login", { email: "sam@tiffin.test", password: `nope-${i}` })).status).toBe(400);
    }
    expect((await post("auth/login", { email: "sam@tiffin.test", password: "tiffin-demo" })).status).toBe(429);
    expect(await countRows("rate_limits", "bucket = 'login:unknown:sam@tiffin.test'")).toBe(1);
    expect((await post("auth/login", { email: DEMO.email, password: DEMO.password })).status).toBe(200);
  });
});

describe("phone sign-up with an OTP", () => {
  it("sends a code through the outbox and signs a new user up with it", async () => {
    const phone = "+447700900555";
    const { body } = await post("auth/register", { phone });
    const { data } = phoneVerificationResponse.parse(body);
    expect(data.phone).toBe(phone);
    const code = codeIn(await lastMessage(phone));
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post("auth/verify/phone", {
      verifyId: data.verifyId,
      verifyCode: code === "000000" ? "111111" : "000000",
    });
    expect(errorBodySchema.parse(wrong.body).statusCode).toBe("ERROR_201");
    expect(await countRows("users", "phone = ?1", phone)).toBe(0);
    const ok = await post("auth/verify/phone", { verifyId: data.verifyId, verifyCode: code });
    const session = tokenResponse.parse(ok.body).data;
    expect(session.user.phone).toBe(phone);
    expect(session.user.wallet?.price).toBe(0);
    // a code works once
    const again = await post("auth/verify/phone", { verifyId: data.verifyId, verifyCode: code });
    expect(errorBodySchema.parse(again.body).statusCode).toBe("ERROR_203");
  });

  it("locks the verification after 10 wrong codes (ERROR_202), even for the right code", async () => {
    const phone = "+447700900556";
    const { data } = phoneVerificationResponse.parse((await post("auth/register", { phone })).body);
    const code = codeIn(await lastMessage(phone));
    const wrongCode = code === "123456" ? "654321" : "123456";
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      codes.push(
        errorBodySchema.parse(
          (await post("auth/verify/phone", { verifyId: data.verifyId, verifyCode: wrongCode })).body,
        ).statusCode,
      );
    }
    expect(codes.slice(0, 9).every((c) => c === "ERROR_201")).toBe(true);
    expect(codes[9]).toBe("ERROR_202");
    const right = await post("auth/verify/phone", { verifyId: data.verifyId, verifyCode: code });
    expect(right.status).toBe(400);
    expect(errorBodySchema.parse(right.body).statusCode).toBe("ERROR_202");
    expect(await countRows("users", "phone = ?1", phone)).toBe(0);
  });

  it("expires codes after otp_expire_time (ERROR_203) and validates the phone", async () => {
    const phone = "+447700900557";
    const { data } = phoneVerificationResponse.parse((await post("auth/register", { phone })).body);
    const code = codeIn(await lastMessage(phone));
    await env.DB.prepare("UPDATE verifications SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?1")
      .bind(data.verifyId)
      .run();
    expect(
      errorBodySchema.parse((await post("auth/verify/phone", { verifyId: data.verifyId, verifyCode: code })).body)
        .statusCode,
    ).toBe("ERROR_203");
    const bad = await post("auth/register", { phone: "12ab" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(errorBodySchema.parse(bad.body).params)).toContain("Phone number is invalid");
  });
});

describe("email sign-up", () => {
  it("register → link code → verify → after-verify with a referral notifies the referrer", async () => {
    const email = "new.customer@tiffin.test";
    expect(emptyResponse.parse((await post("auth/register", { email })).body).status).toBe(true);
    const code = linkCodeIn(await lastMessage(email));
    expect(code.length).toBeGreaterThanOrEqual(32);
    const early = await post("auth/after-verify", {
      email,
      firstname: "Nia",
      password: "secret1",
      password_confirmation: "secret1",
    });
    expect(early.status).toBe(400);
    expect(emailVerifiedResponse.parse((await call(`auth/verify/${code}`)).body).data.email).toBe(email);
    const mismatch = await post("auth/after-verify", {
      email,
      firstname: "Nia",
      password: "secret1",
      password_confirmation: "secret2",
    });
    expect(errorBodySchema.parse(mismatch.body).params?.password_confirmation).toEqual(["Passwords don't match"]);
    const short = await post("auth/after-verify", {
      email,
      firstname: "Nia",
      password: "abc",
      password_confirmation: "abc",
    });
    expect(errorBodySchema.parse(short.body).params?.password).toEqual([
      "Password should contain at least 6 characters",
    ]);
    const badReferral = await post("auth/after-verify", {
      email,
      firstname: "Nia",
      password: "secret1",
      password_confirmation: "secret1",
      referral: "NOPE",
    });
    expect(badReferral.status).toBe(400);
    expect(await countRows("users", "email = ?1", email)).toBe(0);
    const before = await countRows("notifications", "user_id = 2 AND type = 'new_user_by_referral'");
    const done = await post("auth/after-verify", {
      email,
      firstname: "Nia",
      lastname: "Adeyemi",
      gender: "female",
      password: "secret1",
      password_confirmation: "secret1",
      referral: "SAM2026",
    });
    const session = tokenResponse.parse(done.body).data;
    expect(session.user.referral).toBe("SAM2026");
    expect(await countRows("notifications", "user_id = 2 AND type = 'new_user_by_referral'")).toBe(before + 1);
    const hash = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?1")
      .bind(email)
      .first<{ password_hash: string }>();
    expect(hash?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(await verifyPassword("secret1", hash?.password_hash ?? null)).toBe(true);
    expect((await post("auth/login", { email, password: "secret1" })).status).toBe(200);
  });

  it("refuses a taken email and an unknown link; resend-verify sends a new link", async () => {
    const taken = await post("auth/register", { email: DEMO.email });
    expect(errorBodySchema.parse(taken.body).params?.email).toEqual(["The email has already been taken"]);
    expect((await call("auth/verify/not-a-real-code")).status).toBe(400);
    const email = "twice@tiffin.test";
    await post("auth/register", { email });
    const first = linkCodeIn(await lastMessage(email));
    expect(emptyResponse.parse((await post("auth/resend-verify", { email })).body).status).toBe(true);
    expect(linkCodeIn(await lastMessage(email))).not.toBe(first);
    expect((await post("auth/resend-verify", { email: "never@tiffin.test" })).status).toBe(404);
  });
});

describe("forgotten passwords", () => {
  it("by phone: an OTP signs the user in", async () => {
    const { data } = phoneVerificationResponse.parse(
      (await post("auth/forgot/password", { phone: "+447700900002" })).body,
    );
    const code = codeIn(await lastMessage("+447700900002"));
    const session = tokenResponse.parse(
      (
        await post("auth/forgot/password/confirm", {
          phone: "+447700900002",
          verifyId: data.verifyId,
          verifyCode: code,
        })
      ).body,
    ).data;
    expect(session.user.id).toBe(2);
    // an unknown phone gets the same answer, and nothing is sent to it
    expect((await post("auth/forgot/password", { phone: "+447700900999" })).status).toBe(200);
    expect(await countRows("outbox", "recipient = '+447700900999'")).toBe(0);
  });

  it("by email: a 6-digit code valid 15 minutes", async () => {
    expect((await call("auth/forgot/email-password?email=demo@tiffin.test", { method: "POST" })).status).toBe(200);
    const code = codeIn(await lastMessage(DEMO.email));
    const row = await env.DB.prepare(
      "SELECT expires_at, created_at FROM verifications WHERE target = ?1 AND purpose = 'forgot' ORDER BY created_at DESC LIMIT 1",
    )
      .bind(DEMO.email)
      .first<{ expires_at: string; created_at: string }>();
    expect(Date.parse(row?.expires_at ?? "") - Date.parse(row?.created_at ?? "")).toBe(15 * 60 * 1000);
    const wrong = await call(
      `auth/forgot/email-password/${code === "000000" ? "111111" : "000000"}?email=demo@tiffin.test`,
      {
        method: "POST",
      },
    );
    expect(errorBodySchema.parse(wrong.body).statusCode).toBe("ERROR_201");
    const ok = await call(`auth/forgot/email-password/${code}?email=demo@tiffin.test`, { method: "POST" });
    expect(tokenResponse.parse(ok.body).data.user.id).toBe(1);
    expect((await call("auth/forgot/email-password", { method: "POST" })).status).toBe(400);
  });
});

describe("POST /auth/logout", () => {
  it("revokes the token; needs a token", async () => {
    const auth = await signIn(DEMO, "198.51.100.30");
    expect((await call("auth/logout", { method: "POST", headers: auth })).status).toBe(200);
    expect((await call("dashboard/user/profile/show", { headers: auth })).status).toBe(401);
    expect((await call("auth/logout", { method: "POST" })).status).toBe(401);
  });
});

describe("the dev outbox", () => {
  it("is readable in test/development only", async () => {
    await post("auth/register", { phone: "+447700900600" });
    const { body } = await call("dev/outbox?recipient=%2B447700900600");
    expect((body as { data: { body: string }[] }).data[0]?.body).toMatch(/\d{6}/);
    const { createApiApp } = await import("../src/app");
    const production = await createApiApp().fetch(new Request("http://tiffin.test/api/v1/dev/outbox"), {
      ...env,
      ENVIRONMENT: "production",
    });
    expect(production.status).toBe(404);
  });
});
