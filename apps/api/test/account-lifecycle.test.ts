import { env } from "cloudflare:test";
import { errorBodySchema, likedShopsResponse, profileResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../src/app";
import { httpSender, messageSender } from "../src/services/messages";
import { hashPassword } from "../src/services/passwords";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { countRows, createUser } from "./helpers/users";

const app = createApiApp();

/** Calls the API as a production deployment would be configured (`overrides` on top of the test env). */
async function callWith(overrides: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const response = await app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, init), { ...env, ...overrides });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A user with a known password who can sign in by email, with `sessions` tokens of their own. */
async function userWithPassword(password: string) {
  const user = await createUser();
  await env.DB.prepare("UPDATE users SET password_hash = ?2 WHERE id = ?1")
    .bind(user.id, await hashPassword(password))
    .run();
  const email = `${user.uuid}@tiffin.test`;
  const signIn = async () => {
    const { status, body } = await call("auth/login", send("POST", { email, password }));
    expect(status).toBe(200);
    return { Authorization: `Bearer ${(body as { data: { access_token: string } }).data.access_token}` };
  };
  return { user, email, signIn };
}

describe("changing the password", () => {
  it("refuses a wrong or missing current password and keeps the old one working", async () => {
    const { user, email } = await userWithPassword("first-secret");
    for (const current_password of ["wrong-secret", undefined]) {
      const refused = await call(
        "dashboard/user/profile/password/update",
        send("POST", { current_password, password: "stolen-123", password_confirmation: "stolen-123" }, user.auth),
      );
      expect(refused.status).toBe(400);
      expect(errorBodySchema.parse(refused.body).params?.current_password).toEqual([
        "The current password is incorrect",
      ]);
    }
    expect((await call("auth/login", send("POST", { email, password: "first-secret" }))).status).toBe(200);
    expect((await call("auth/login", send("POST", { email, password: "stolen-123" }))).status).toBe(400);
  });

  it("signs out every other session of the user, keeps this one, and leaves other users alone", async () => {
    const { user, email, signIn } = await userWithPassword("first-secret");
    const phone = await signIn();
    const laptop = await signIn();
    const stranger = await createUser();
    const done = await call(
      "dashboard/user/profile/password/update",
      send(
        "POST",
        { current_password: "first-secret", password: "second-secret", password_confirmation: "second-secret" },
        laptop,
      ),
    );
    expect(profileResponse.parse(done.body).data.id).toBe(user.id);
    expect((await call("dashboard/user/profile/show", { headers: laptop })).status).toBe(200);
    expect((await call("dashboard/user/profile/show", { headers: phone })).status).toBe(401);
    expect((await call("dashboard/user/profile/show", { headers: user.auth })).status).toBe(401);
    expect((await call("dashboard/user/profile/show", { headers: stranger.auth })).status).toBe(200);
    expect((await call("auth/login", send("POST", { email, password: "second-secret" }))).status).toBe(200);
  });
});

describe("setting a new password after a reset code", () => {
  it("lets the token won by the email code set it once without the old one, but not a sign-in token", async () => {
    const { email, signIn } = await userWithPassword("forgotten-1");
    const plain = await signIn();
    const refused = await call(
      "dashboard/user/profile/password/update",
      send("POST", { password: "brand-new-1", password_confirmation: "brand-new-1" }, plain),
    );
    expect(refused.status).toBe(400);
    expect(
      (await call(`auth/forgot/email-password?email=${encodeURIComponent(email)}`, { method: "POST" })).status,
    ).toBe(200);
    const mail = await env.DB.prepare("SELECT body FROM outbox WHERE recipient = ?1 ORDER BY id DESC LIMIT 1")
      .bind(email)
      .first<{ body: string }>();
    const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
    const won = await call(`auth/forgot/email-password/${code}?email=${encodeURIComponent(email)}`, {
      method: "POST",
    });
    const reset = { Authorization: `Bearer ${(won.body as { data: { token: string } }).data.token}` };
    const set = await call(
      "dashboard/user/profile/password/update",
      send("POST", { password: "brand-new-1", password_confirmation: "brand-new-1" }, reset),
    );
    expect(set.status).toBe(200);
    expect((await call("auth/login", send("POST", { email, password: "brand-new-1" }))).status).toBe(200);
    expect((await call("dashboard/user/profile/show", { headers: plain })).status).toBe(401);
    const again = await call(
      "dashboard/user/profile/password/update",
      send("POST", { password: "brand-new-2", password_confirmation: "brand-new-2" }, reset),
    );
    expect(again.status).toBe(400);
  });
});

describe("deleting an account", () => {
  it("keeps the orders for accounting, removes the personal data and photo, and the token stops working", async () => {
    const { user, email } = await userWithPassword("first-secret");
    await env.DB.prepare(
      "UPDATE users SET phone = ?2, birthday = '1990-01-02', gender = 'female', img = '/storage/images/avatars/x.png' WHERE id = ?1",
    )
      .bind(user.id, `+4477009${String(user.id).padStart(5, "0")}`)
      .run();
    const { cartId } = await fillCart(user);
    const placed = await call(
      "dashboard/user/orders",
      send("POST", orderBody(cartId, { phone: "+447700900321", username: "Tess Tester" }), user.auth),
    );
    expect(placed.status).toBe(200);
    const orderId = (placed.body as { data: { id: number } }).data.id;
    await call("dashboard/user/liked-shops", send("POST", { shop_ids: [1, 2] }, user.auth));
    // a 1×1 PNG
    const png = Uint8Array.from(
      atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
      (ch) => ch.charCodeAt(0),
    );
    const photo = profileResponse.parse(
      (
        await call("dashboard/user/profile/avatar", {
          method: "POST",
          headers: { ...user.auth, "Content-Type": "image/png" },
          body: png,
        })
      ).body,
    ).data.img as string;
    expect(await env.IMAGES!.get(new URL(photo).pathname.replace("/storage/images/", ""))).not.toBeNull();

    expect((await call("dashboard/user/profile/delete", { method: "DELETE", headers: user.auth })).status).toBe(200);

    const order = await env.DB.prepare("SELECT id, user_id, total_price, phone, username FROM orders WHERE id = ?1")
      .bind(orderId)
      .first<{ user_id: number; total_price: number; phone: string | null; username: string | null }>();
    expect(order?.user_id).toBe(user.id);
    expect(order?.total_price).toBeGreaterThan(0);
    expect(order?.phone).toBeNull();
    expect(order?.username).toBeNull();
    const row = await env.DB.prepare(
      "SELECT firstname, lastname, email, phone, password_hash, birthday, gender, img, deleted_at FROM users WHERE id = ?1",
    )
      .bind(user.id)
      .first<Record<string, string | null>>();
    expect({ ...row, deleted_at: row?.deleted_at ? "set" : null }).toEqual({
      firstname: null,
      lastname: null,
      email: null,
      phone: null,
      password_hash: null,
      birthday: null,
      gender: null,
      img: null,
      deleted_at: "set",
    });
    expect(await countRows("liked_shops", "user_id = ?1", user.id)).toBe(0);
    expect(await env.IMAGES!.get(new URL(photo).pathname.replace("/storage/images/", ""))).toBeNull();
    expect((await call("dashboard/user/profile/show", { headers: user.auth })).status).toBe(401);
    expect((await call("dashboard/user/orders/paginate", { headers: user.auth })).status).toBe(401);
    expect((await call("auth/login", send("POST", { email, password: "first-secret" }))).status).toBe(400);
  });
});

describe("liked shops", () => {
  it("merges a visitor's list without duplicates, skips unknown shops, and is each user's own", async () => {
    const ana = await createUser();
    const ben = await createUser();
    await call("dashboard/user/liked-shops", send("POST", { shop_ids: [3] }, ana.auth));
    const merged = likedShopsResponse.parse(
      (await call("dashboard/user/liked-shops", send("POST", { shop_ids: [2, 3, 999_999] }, ana.auth))).body,
    ).data;
    expect([...merged].sort()).toEqual([2, 3]);
    expect(merged[0]).toBe(2);
    expect(
      likedShopsResponse.parse((await call("dashboard/user/liked-shops", { headers: ben.auth })).body).data,
    ).toEqual([]);
    const removed = await call("dashboard/user/liked-shops/3", { method: "DELETE", headers: ben.auth });
    expect(likedShopsResponse.parse(removed.body).data).toEqual([]);
    const anas = likedShopsResponse.parse((await call("dashboard/user/liked-shops", { headers: ana.auth })).body).data;
    expect([...anas].sort()).toEqual([2, 3]);
    expect((await call("dashboard/user/liked-shops")).status).toBe(401);
  });
});

describe("sending codes", () => {
  it("answers 503 without a provider outside development, and stores no code nobody receives", async () => {
    const production = { ENVIRONMENT: "production" };
    const before = await countRows("verifications");
    const phone = await callWith(production, "auth/register", send("POST", { phone: "+447700900555" }));
    expect(phone.status).toBe(503);
    expect(errorBodySchema.parse(phone.body).message).toMatch(/no SMS provider is configured/);
    const email = await callWith(production, "auth/register", send("POST", { email: "nobody@tiffin.test" }));
    expect(email.status).toBe(503);
    expect(errorBodySchema.parse(email.body).message).toMatch(/no email provider is configured/);
    const reset = await callWith(production, "auth/forgot/email-password?email=demo%40tiffin.test", { method: "POST" });
    expect(reset.status).toBe(503);
    expect(await countRows("verifications")).toBe(before);
    expect(await countRows("outbox", "recipient IN ('+447700900555', 'nobody@tiffin.test')")).toBe(0);
  });

  it("posts each message to the configured provider with its key, and a refusal is an error", async () => {
    const seen: { url: string; auth: string | null; body: unknown }[] = [];
    const provider = httpSender("https://sms.example/send", "key-1", async (input, init) => {
      seen.push({
        url: String(input),
        auth: new Headers(init?.headers).get("Authorization"),
        body: JSON.parse(String(init?.body)),
      });
      return new Response("{}", { status: seen.length === 1 ? 200 : 500 });
    });
    await provider.send({ channel: "sms", to: "+447700900556", body: "Your Tiffin code is 123456" });
    expect(seen).toEqual([
      {
        url: "https://sms.example/send",
        auth: "Bearer key-1",
        body: { channel: "sms", to: "+447700900556", body: "Your Tiffin code is 123456" },
      },
    ]);
    await expect(provider.send({ channel: "sms", to: "+447700900556", body: "again" })).rejects.toThrow(
      "Sms not sent!",
    );
    const broken = httpSender("https://mail.example/send", "key-2", async () => {
      throw new TypeError("network down");
    });
    await expect(broken.send({ channel: "email", to: "a@tiffin.test", body: "x" })).rejects.toThrow(
      "The email could not be sent",
    );
  });

  it("uses the provider when one is configured, even in development", async () => {
    const sender = messageSender(
      { ...env, ENVIRONMENT: "production", SMS_API_URL: "https://sms.example/send", SMS_API_KEY: "k" },
      "sms",
    );
    expect(sender).toBeDefined();
    expect(() => messageSender({ ...env, ENVIRONMENT: "production" }, "sms")).toThrow(/no SMS provider/);
    expect(() => messageSender({ ...env, ENVIRONMENT: "development" }, "email")).not.toThrow();
  });
});

describe("profile photos", () => {
  const png = /* a 1×1 PNG */ Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
    (ch) => ch.charCodeAt(0),
  );
  const upload = (auth: Record<string, string>, bytes: Uint8Array, type = "image/png") =>
    call("dashboard/user/profile/avatar", { method: "POST", headers: { ...auth, "Content-Type": type }, body: bytes });

  it("stores an uploaded image in the bucket, sets it on the profile and serves the same bytes back", async () => {
    const user = await createUser();
    const saved = await upload(user.auth, png);
    expect(saved.status).toBe(200);
    const url = profileResponse.parse(saved.body).data.img ?? "";
    expect(url).toMatch(new RegExp(`^http://tiffin\\.test/storage/images/avatars/${user.uuid}/[A-Za-z0-9_-]+\\.png$`));
    const img = new URL(url).pathname;
    const { avatarResponse } = await import("../src/images/avatars");
    const served = await avatarResponse(env, img);
    expect(served?.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await (served as Response).arrayBuffer())).toEqual(png);
    // a second photo replaces the first, which leaves the bucket
    const next = profileResponse.parse((await upload(user.auth, png)).body).data.img ?? "";
    expect(next).not.toBe(url);
    expect((await avatarResponse(env, img))?.status).toBe(404);
  });

  it("refuses a file that is not a JPEG, PNG or WebP whatever its declared type, and a signed-out upload", async () => {
    const user = await createUser();
    const html = new TextEncoder().encode("<svg onload=alert(1)></svg>");
    const refused = await upload(user.auth, html, "image/png");
    expect(refused.status).toBe(400);
    expect(errorBodySchema.parse(refused.body).params?.image).toEqual([
      "Choose a JPEG, PNG or WebP image of at most 2 MB",
    ]);
    const tooBig = new Uint8Array(2 * 1024 * 1024 + 1);
    tooBig.set(png);
    expect((await upload(user.auth, tooBig)).status).toBe(400);
    expect((await upload({}, png)).status).toBe(401);
    const row = await env.DB.prepare("SELECT img FROM users WHERE id = ?1")
      .bind(user.id)
      .first<{ img: string | null }>();
    expect(row?.img).toBeNull();
  });

  it("refuses a fake PNG (its 8-byte signature and nothing behind it, or a cut-off header) and keeps the profile as it was", async () => {
    const user = await createUser();
    for (const fake of [png.slice(0, 8), png.slice(0, 16)]) {
      const refused = await upload(user.auth, fake);
      expect(refused.status).toBe(400);
      expect(errorBodySchema.parse(refused.body).params?.image).toEqual([
        "Choose a JPEG, PNG or WebP image of at most 2 MB",
      ]);
    }
    const row = await env.DB.prepare("SELECT img FROM users WHERE id = ?1")
      .bind(user.id)
      .first<{ img: string | null }>();
    expect(row?.img).toBeNull();
  });

  it("answers 503 when no bucket is bound", async () => {
    const user = await createUser();
    const response = await callWith({ IMAGES: undefined }, "dashboard/user/profile/avatar", {
      method: "POST",
      headers: { ...user.auth, "Content-Type": "image/png" },
      body: png,
    });
    expect(response.status).toBe(503);
  });
});

describe("the date of birth", () => {
  const update = (auth: Record<string, string>, birthday: string) =>
    call("dashboard/user/profile/update", send("PUT", { firstname: "Dora", birthday }, auth));
  const stored = async (userId: number) =>
    (
      await env.DB.prepare("SELECT birthday, firstname FROM users WHERE id = ?1")
        .bind(userId)
        .first<{ birthday: string | null; firstname: string | null }>()
    )?.birthday ?? null;

  it("keeps a real past date", async () => {
    const user = await createUser();
    expect((await update(user.auth, "1991-03-04")).status).toBe(200);
    expect(await stored(user.id)).toBe("1991-03-04");
  });

  it("refuses a date in 2999 and one over 120 years ago with a sentence, writing nothing", async () => {
    const user = await createUser();
    expect((await update(user.auth, "1991-03-04")).status).toBe(200);
    for (const [birthday, sentence] of [
      ["2999-01-01", "The date of birth cannot be in the future"],
      ["1800-05-05", "Enter a date of birth within the last 120 years"],
    ]) {
      const refused = await update(user.auth, birthday as string);
      expect(refused.status).toBe(400);
      expect(errorBodySchema.parse(refused.body).params?.birthday).toEqual([sentence]);
    }
    expect(await stored(user.id)).toBe("1991-03-04");
  });
});
