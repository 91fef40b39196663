import { env } from "cloudflare:test";
import { errorBodySchema, profileResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { codeIn, lastMessage } from "./helpers/accounts";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { countRows, createUser } from "./helpers/users";

const profile = (auth: Record<string, string>) => call("dashboard/user/profile/show", { headers: auth });
const update = (auth: Record<string, string>, body: unknown) =>
  call("dashboard/user/profile/update", send("PUT", body, auth));
const confirm = (auth: Record<string, string>, body: unknown) =>
  call("dashboard/user/profile/contact/confirm", send("POST", body, auth));
const login = (email: string, password: string, ip = "192.0.2.200") =>
  call("auth/login", send("POST", { email, password }, { "CF-Connecting-IP": ip }));
const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");

describe("changing the email or phone", () => {
  it("a new email replaces the old one only once the code sent to it is confirmed", async () => {
    const user = await createUser({ password: "old-secret" });
    const next = `next-${user.id}@tiffin.test`;
    const asked = await update(user.auth, { email: next, firstname: "Renamed" });
    expect(asked.status).toBe(200);
    const data = profileResponse.parse(asked.body).data as { email: string | null; firstname: string | null };
    expect(data.email).toBe(user.email);
    expect(data.firstname).toBe("Renamed");
    expect((asked.body as { data: { pending_contact: unknown } }).data.pending_contact).toEqual({
      email: next,
      phone: null,
    });
    // not yet: the new address does not sign in, the old one still does
    expect((await login(next, "old-secret")).status).toBe(400);
    const code = codeIn(await lastMessage(next));
    const wrong = await confirm(user.auth, { email: next, verifyCode: wrongCodeFor(code) });
    expect(wrong.status).toBe(400);
    expect(errorBodySchema.parse(wrong.body).message).toBe("Wrong verification code");
    expect(profileResponse.parse((await profile(user.auth)).body).data.email).toBe(user.email);

    const done = await confirm(user.auth, { email: next, verifyCode: code });
    expect(profileResponse.parse(done.body).data.email).toBe(next);
    const row = await env.DB.prepare("SELECT email_verified_at FROM users WHERE id = ?1")
      .bind(user.id)
      .first<{ email_verified_at: string | null }>();
    expect(row?.email_verified_at).not.toBeNull();
    expect((await login(next, "old-secret")).status).toBe(200);
    // a code works once
    expect((await confirm(user.auth, { email: next, verifyCode: code })).status).toBe(400);
  });

  it("a new phone (also by the empty-body form) waits for its SMS code", async () => {
    const user = await createUser({ phone: "+447700900301" });
    const asked = await call("dashboard/user/profile/update?phone=%2B447700900302", {
      method: "PUT",
      headers: user.auth,
    });
    expect(profileResponse.parse(asked.body).data.phone).toBe("+447700900301");
    const code = codeIn(await lastMessage("+447700900302"));
    const done = await confirm(user.auth, { phone: "+44 7700 900302", verifyCode: code });
    expect(profileResponse.parse(done.body).data.phone).toBe("+447700900302");
  });

  it("another user cannot confirm with someone else's code, nor take an address claimed meanwhile", async () => {
    const alice = await createUser();
    const mallory = await createUser();
    const wanted = `wanted-${alice.id}@tiffin.test`;
    await update(alice.auth, { email: wanted });
    const code = codeIn(await lastMessage(wanted));
    // Mallory holds Alice's code but no pending change of her own to that address
    const stolen = await confirm(mallory.auth, { email: wanted, verifyCode: code });
    expect(stolen.status).toBe(404);
    expect(await countRows("users", "email = ?1", wanted)).toBe(0);
    // someone else ends up holding the address before Alice confirms
    await env.DB.prepare("UPDATE users SET email = ?2 WHERE id = ?1").bind(mallory.id, wanted).run();
    const late = await confirm(alice.auth, { email: wanted, verifyCode: code });
    expect(late.status).toBe(400);
    expect(errorBodySchema.parse(late.body).params?.email).toEqual(["The email has already been taken"]);
    expect(profileResponse.parse((await profile(alice.auth)).body).data.email).toBe(alice.email);
  });

  it("refuses another user's email or phone before sending any code", async () => {
    const user = await createUser();
    const outbox = await countRows("outbox");
    const taken = await update(user.auth, { email: "demo@tiffin.test" });
    expect(errorBodySchema.parse(taken.body).params?.email).toEqual(["The email has already been taken"]);
    const phone = await update(user.auth, { phone: "+447700900001" });
    expect(errorBodySchema.parse(phone.body).params?.phone).toEqual(["The phone has already been taken"]);
    expect(await countRows("outbox")).toBe(outbox);
    expect((await confirm(user.auth, { verifyCode: "123456" })).status).toBe(400);
  });
});

describe("changing the password", () => {
  const change = (auth: Record<string, string>, body: Partial<Record<string, string>>) =>
    call("dashboard/user/profile/password/update", send("POST", body, auth));

  it("needs the current password: a missing or wrong one changes nothing", async () => {
    const user = await createUser({ password: "old-secret" });
    for (const body of [
      { password: "new-secret", password_confirmation: "new-secret" },
      { current_password: "guess", password: "new-secret", password_confirmation: "new-secret" },
    ]) {
      const refused = await change(user.auth, body);
      expect(refused.status).toBe(400);
      expect(errorBodySchema.parse(refused.body).params?.current_password).toEqual([
        "The current password is incorrect",
      ]);
    }
    expect((await login(user.email, "old-secret")).status).toBe(200);
    expect((await login(user.email, "new-secret", "192.0.2.201")).status).toBe(400);
  });

  it("signs out every other session of the user and keeps the current one", async () => {
    const user = await createUser({ password: "old-secret" });
    const other = await createUser({ password: "old-secret" });
    const tokenOf = async (ip: string) =>
      `Bearer ${((await login(user.email, "old-secret", ip)).body as { data: { access_token: string } }).data.access_token}`;
    const phone = { Authorization: await tokenOf("192.0.2.210") };
    const laptop = { Authorization: await tokenOf("192.0.2.211") };
    const done = await change(laptop, {
      current_password: "old-secret",
      password: "new-secret",
      password_confirmation: "new-secret",
    });
    expect(done.status).toBe(200);
    expect((await profile(laptop)).status).toBe(200);
    expect((await profile(phone)).status).toBe(401);
    expect((await profile(user.auth)).status).toBe(401);
    expect((await profile(other.auth)).status).toBe(200);
    expect(await countRows("user_tokens", "user_id = ?1", user.id)).toBe(1);
  });

  it("stops guessing the current password after 5 tries with 429", async () => {
    const user = await createUser({ password: "old-secret" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await change(user.auth, {
            current_password: `guess-${i}`,
            password: "abcdef",
            password_confirmation: "abcdef",
          })
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await change(user.auth, {
      current_password: "old-secret",
      password: "abcdef",
      password_confirmation: "abcdef",
    });
    expect(right.status).toBe(429);
  });

  it("an account without a password (phone or social sign-in) sets its first one", async () => {
    const user = await createUser();
    const done = await change(user.auth, { password: "first-secret", password_confirmation: "first-secret" });
    expect(done.status).toBe(200);
    expect((await login(user.email, "first-secret")).status).toBe(200);
  });
});
