import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { createUser } from "./helpers/users";

const UPDATE = "dashboard/user/profile/firebase/token/update";

const post = (body: unknown, headers: Record<string, string> = {}, query = "") =>
  call(`${UPDATE}${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const storedToken = async (userId: number) =>
  (
    await env.DB.prepare("SELECT firebase_token FROM users WHERE id = ?1")
      .bind(userId)
      .first<{ firebase_token: string | null }>()
  )?.firebase_token ?? null;

const shownToken = async (auth: { Authorization: string }) => {
  const { status, body } = await call("dashboard/user/profile/show", { headers: auth });
  expect(status).toBe(200);
  return (body as { data: { firebase_token: string | null } }).data.firebase_token;
};

describe("the FCM push token", () => {
  it("is stored for the bearer's own user and shown back to that user by profile/show", async () => {
    const alice = await createUser({ firstname: "Alice" });
    expect(await shownToken(alice.auth)).toBeNull();
    const { status } = await post({ firebase_token: "alice-browser-token-0123456789" }, alice.auth);
    expect(status).toBe(200);
    expect(await storedToken(alice.id)).toBe("alice-browser-token-0123456789");
    expect(await shownToken(alice.auth)).toBe("alice-browser-token-0123456789");
  });

  it("cannot be overwritten by another user naming the victim's id or uuid: only the caller's own token changes", async () => {
    const alice = await createUser({ firstname: "Alice" });
    const bob = await createUser({ firstname: "Bob" });
    await post({ firebase_token: "alice-browser-token-0123456789" }, alice.auth);

    const attempt = await post(
      { firebase_token: "bob-takes-alice-0123456789", user_id: alice.id, id: alice.id, uuid: alice.uuid },
      bob.auth,
      `?user_id=${alice.id}&uuid=${alice.uuid}`,
    );
    expect(attempt.status).toBe(200);
    expect(await storedToken(alice.id)).toBe("alice-browser-token-0123456789");
    expect(await storedToken(bob.id)).toBe("bob-takes-alice-0123456789");
  });

  it("is never shown to another user: Bob's profile/show carries Bob's token, not Alice's", async () => {
    const alice = await createUser({ firstname: "Alice" });
    const bob = await createUser({ firstname: "Bob" });
    await post({ firebase_token: "alice-browser-token-0123456789" }, alice.auth);
    expect(await shownToken(bob.auth)).toBeNull();
    const asBob = await call(`dashboard/user/profile/show?user_id=${alice.id}&uuid=${alice.uuid}`, {
      headers: bob.auth,
    });
    expect(JSON.stringify(asBob.body)).not.toContain("alice-browser-token");
  });

  it("answers 401 without a bearer or with a forged one, and stores nothing", async () => {
    const alice = await createUser({ firstname: "Alice" });
    await post({ firebase_token: "alice-browser-token-0123456789" }, alice.auth);

    const anonymous = await post({ firebase_token: "anonymous-token-0123456789", user_id: alice.id });
    expect(anonymous.status).toBe(401);
    const forged = await post(
      { firebase_token: "forged-token-0123456789", user_id: alice.id },
      { Authorization: `Bearer ${alice.token}x` },
    );
    expect(forged.status).toBe(401);
    const unread = await call("dashboard/user/profile/show");
    expect(unread.status).toBe(401);
    expect(await storedToken(alice.id)).toBe("alice-browser-token-0123456789");
  });

  it("refuses an empty token with 400 and keeps the stored one", async () => {
    const alice = await createUser({ firstname: "Alice" });
    await post({ firebase_token: "alice-browser-token-0123456789" }, alice.auth);
    const empty = await post({ firebase_token: "" }, alice.auth);
    expect(empty.status).toBe(400);
    expect(await storedToken(alice.id)).toBe("alice-browser-token-0123456789");
  });

  it("moves to the customer who registered it last when two share a browser: the first no longer holds it", async () => {
    const alice = await createUser({ firstname: "Alice" });
    const bob = await createUser({ firstname: "Bob" });
    await post({ firebase_token: "shared-browser-token-0123456789" }, alice.auth);
    await post({ firebase_token: "shared-browser-token-0123456789" }, bob.auth);
    expect(await storedToken(bob.id)).toBe("shared-browser-token-0123456789");
    expect(await storedToken(alice.id)).toBeNull();
    expect(await shownToken(alice.auth)).toBeNull();
  });

  it("is cleared when the customer signs out, so the browser gets no more of their pushes", async () => {
    const alice = await createUser({ firstname: "Alice" });
    await post({ firebase_token: "alice-browser-token-0123456789" }, alice.auth);
    const out = await call("auth/logout", { method: "POST", headers: alice.auth });
    expect(out.status).toBe(200);
    expect(await storedToken(alice.id)).toBeNull();
  });
});
