import { env } from "cloudflare:test";
import { errorBodySchema, loginResponse, tokenResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { clientKeyOf } from "../src/http/client-address";
import { MAX_CODES_PER_CLIENT, MAX_CODES_PER_RECIPIENT } from "../src/services/code-limits";
import { ACCOUNT_LOGIN_LOCKED, MAX_FAILED_LOGINS_PER_ACCOUNT, TOO_MANY_LOGINS } from "../src/services/login-throttle";
import { codeIn, lastMessage } from "./helpers/accounts";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { countRows, createUser } from "./helpers/users";

const PASSWORD = "right-horse-battery";
const from = (ip: string) => ({ "CF-Connecting-IP": ip });
const login = (body: unknown, ip: string) => call("auth/login", send("POST", body, from(ip)));

/** A customer with a password, an email and a phone (the phone differs per test). */
async function customer(phone: string) {
  const user = await createUser({ password: PASSWORD, phone });
  return { ...user, phone };
}

describe("IPv6 clients are counted by their /64", () => {
  it("reads an IPv6 address as its /64 network, IPv4 (also IPv4-mapped) as it is, nonsense as unknown", () => {
    expect(clientKeyOf("2001:db8:aa:1::7")).toBe("2001:db8:aa:1::/64");
    expect(clientKeyOf("2001:0db8:00aa:0001:ffff:1:2:3")).toBe("2001:db8:aa:1::/64");
    expect(clientKeyOf("2001:db8:aa:2::7")).toBe("2001:db8:aa:2::/64");
    expect(clientKeyOf("198.51.100.4")).toBe("198.51.100.4");
    expect(clientKeyOf("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(clientKeyOf("1:2:3")).toBeNull();
    expect(clientKeyOf(null)).toBeNull();
  });

  it("an attacker rotating addresses inside one /64 gets 429 after 5 wrong passwords, and the right one is refused too", {
    timeout: 60_000,
  }, async () => {
    const victim = await customer("+447700910001");
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      statuses.push(
        (await login({ email: victim.email, password: `guess-${i}` }, `2001:db8:aa:1::${i.toString(16)}`)).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await login({ email: victim.email, password: PASSWORD }, "2001:db8:aa:1:dead:beef:0:1");
    expect(right.status).toBe(429);
    expect(errorBodySchema.parse(right.body).message).toBe(TOO_MANY_LOGINS);
    // the customer on another network is not locked out
    expect((await login({ email: victim.email, password: PASSWORD }, "2001:db8:bb:1::1")).status).toBe(200);
  });

  it("an attacker rotating addresses inside one /64 cannot ask codes for more phones than one client may", {
    timeout: 60_000,
  }, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_CODES_PER_CLIENT; i++) {
      const phone = `+4477009200${String(i).padStart(2, "0")}`;
      statuses.push(
        (await call("auth/register", send("POST", { phone }, from(`2001:db8:cc:1::${(i + 1).toString(16)}`)))).status,
      );
    }
    expect(statuses.slice(0, MAX_CODES_PER_CLIENT).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await countRows("outbox", "recipient LIKE '+4477009200%'")).toBe(MAX_CODES_PER_CLIENT);
  });
});

describe("one account's wrong passwords are limited across every client", () => {
  it("an attacker rotating /64 networks gets 429 after 20 wrong passwords; the right password waits, a reset code still signs in", {
    timeout: 60_000,
  }, async () => {
    const victim = await customer("+447700910002");
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const network = `2001:db8:${(0x100 + i).toString(16)}:1::1`;
      // the attacker alternates the customer's email and phone: both are one account
      const who = i % 2 ? { email: victim.email } : { phone: victim.phone };
      statuses.push((await login({ ...who, password: `guess-${i}` }, network)).status);
    }
    expect(statuses.slice(0, MAX_FAILED_LOGINS_PER_ACCOUNT).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(MAX_FAILED_LOGINS_PER_ACCOUNT).every((status) => status === 429)).toBe(true);
    const right = await login({ email: victim.email, password: PASSWORD }, "203.0.113.201");
    expect(right.status).toBe(429);
    expect(errorBodySchema.parse(right.body).message).toBe(ACCOUNT_LOGIN_LOCKED);

    // The customer is not locked out of everything: a phone reset code still signs them in.
    const asked = await call("auth/forgot/password", send("POST", { phone: victim.phone }, from("203.0.113.201")));
    expect(asked.status).toBe(200);
    const { verifyId } = (asked.body as { data: { verifyId: string } }).data;
    const confirmed = await call(
      "auth/forgot/password/confirm",
      send(
        "POST",
        { phone: victim.phone, verifyId, verifyCode: codeIn(await lastMessage(victim.phone)) },
        from("203.0.113.201"),
      ),
    );
    expect(confirmed.status).toBe(200);
    expect(tokenResponse.parse(confirmed.body).data.user?.id).toBe(victim.id);

    // Once the window has passed, the password works again.
    await env.DB.prepare("UPDATE rate_limits SET window_started_at = ?2 WHERE bucket = ?1")
      .bind(`login-account:user-${victim.id}`, new Date(Date.now() - 16 * 60 * 1000).toISOString())
      .run();
    const later = await login({ email: victim.email, password: PASSWORD }, "203.0.113.201");
    expect(later.status).toBe(200);
    expect(loginResponse.parse(later.body).data.user.id).toBe(victim.id);
  });

  it("a stranger's guesses at one account do not lock another account", async () => {
    const victim = await customer("+447700910003");
    const other = await customer("+447700910004");
    for (let i = 1; i <= MAX_FAILED_LOGINS_PER_ACCOUNT + 1; i++) {
      await login({ email: victim.email, password: `guess-${i}` }, `2001:db8:${(0x200 + i).toString(16)}::1`);
    }
    expect((await login({ email: other.email, password: PASSWORD }, "203.0.113.202")).status).toBe(200);
  });

  it("an attacker rotating /64 networks cannot send one phone more than 5 codes an hour", async () => {
    const phone = "+447700910005";
    const statuses: number[] = [];
    for (let i = 1; i <= MAX_CODES_PER_RECIPIENT + 3; i++) {
      statuses.push(
        (await call("auth/register", send("POST", { phone }, from(`2001:db8:${(0x300 + i).toString(16)}::1`)))).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await countRows("outbox", "recipient = ?1", phone)).toBe(MAX_CODES_PER_RECIPIENT);
  });
});
