import { UnauthorizedError } from "@tiffin/api-client";
import { SESSION_LIFETIME_S } from "@tiffin/core";
import { describe, expect, it } from "vitest";
import {
  isPrivileged,
  isStaff,
  orSignOut,
  readSessionUser,
  sessionCookies,
  sessionSecret,
} from "../app/lib/session-user.server";
import type { WebEnv } from "../load-context";

const env = { SESSION_SECRET: "a-test-secret-of-some-length", ENVIRONMENT: "test" } as WebEnv;
const ana = { firstname: "Ana", img: null, role: "admin" };

/** The Cookie header a browser sends back after these Set-Cookie values. */
function returned(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

function withCookies(cookie: string) {
  return new Request("http://x/", { headers: { Cookie: cookie } });
}

describe("session user", () => {
  it("a session cookie kept by the browser lives exactly as long as the 30-day token it carries", async () => {
    const cookies = await sessionCookies(env, "token-1", ana, true);
    const maxAges = cookies.map((cookie) => Number(/Max-Age=(\d+)/.exec(cookie)?.[1]));
    // The API's access token lives SESSION_LIFETIME_S (apps/api/src/services/tokens.ts): 30 days.
    expect(SESSION_LIFETIME_S).toBe(30 * 24 * 60 * 60);
    expect(maxAges).toEqual([SESSION_LIFETIME_S]);
  });

  it("reads back the user it signed in, with its token, from HttpOnly cookies", async () => {
    const cookies = await sessionCookies(env, "token-1", ana, true);
    expect(cookies.every((cookie) => cookie.includes("HttpOnly") && cookie.includes("Secure"))).toBe(true);
    expect(await readSessionUser(withCookies(returned(cookies)), env)).toEqual(ana);
  });

  it("reads an edited, unsigned or foreign-signed session cookie as signed out", async () => {
    const header = returned(await sessionCookies(env, "token-1", { ...ana, role: "user" }, false));
    const [name, value = ""] = header.split("=");
    const payload = decodeURIComponent(value).slice(0, decodeURIComponent(value).lastIndexOf("."));
    const signature = decodeURIComponent(value).slice(payload.length + 1);
    // the user's role edited to admin, the signature kept
    const admin = btoa(atob(payload).replace('"role":"user"', '"role":"admin"'));
    expect(admin).not.toBe(payload);
    expect(
      await readSessionUser(withCookies(`${name}=${encodeURIComponent(`${admin}.${signature}`)}`), env),
    ).toBeNull();
    // the payload without any signature
    expect(await readSessionUser(withCookies(`${name}=${encodeURIComponent(payload)}`), env)).toBeNull();
    // signed with another secret
    const other = { ...env, SESSION_SECRET: "another-secret-of-some-length" } as WebEnv;
    expect(await readSessionUser(withCookies(header), other)).toBeNull();
    expect(await readSessionUser(withCookies(header), env)).toEqual({ ...ana, role: "user" });
  });

  it("keeps a session signed with a retired secret listed in SESSION_SECRETS_PREVIOUS, and signs new ones with the current secret", async () => {
    const old = { ...env, SESSION_SECRET: "the-old-secret-of-some-length" } as WebEnv;
    const header = returned(await sessionCookies(old, "token-1", ana, true));
    const rotated = { ...env, SESSION_SECRETS_PREVIOUS: "unrelated-secret-number-one, the-old-secret-of-some-length" };
    expect(await readSessionUser(withCookies(header), rotated as WebEnv)).toEqual(ana);
    expect(await readSessionUser(withCookies(header), env)).toBeNull();
    const fresh = returned(await sessionCookies(rotated as WebEnv, "token-1", ana, true));
    expect(await readSessionUser(withCookies(fresh), env)).toEqual(ana);
    expect(await readSessionUser(withCookies(fresh), old)).toBeNull();
  });

  it("needs a real secret, and refuses the development one in production", () => {
    expect(sessionSecret({ SESSION_SECRET: "short" })).toBeNull();
    expect(sessionSecret({})).toBeNull();
    expect(
      sessionSecret({ SESSION_SECRET: "local-development-secret-change-me", ENVIRONMENT: "production" }),
    ).toBeNull();
    expect(sessionSecret({ SESSION_SECRET: "local-development-secret-change-me", ENVIRONMENT: "development" })).toBe(
      "local-development-secret-change-me",
    ); // ENVIRONMENT unset is production: the placeholder and anything under 32 characters are refused.
    expect(sessionSecret({ SESSION_SECRET: "local-development-secret-change-me" })).toBeNull();
    expect(sessionSecret({ SESSION_SECRET: "x".repeat(31), ENVIRONMENT: "production" })).toBeNull();
    expect(sessionSecret({ SESSION_SECRET: "x".repeat(32), ENVIRONMENT: "production" })).toBe("x".repeat(32));
  });

  it("counts admins and managers as staff, never a customer, seller or moderator", () => {
    expect(isStaff({ firstname: "A", img: null, role: "admin" })).toBe(true);
    expect(isStaff({ firstname: "A", img: null, role: "manager" })).toBe(true);
    for (const role of ["user", "seller", "moderator", "deliveryman", ""]) {
      expect(isStaff({ firstname: "A", img: null, role }), role).toBe(false);
    }
    expect(isStaff(null)).toBe(false);
  });

  it("shows the admin panel link to privileged users only", () => {
    expect(isPrivileged({ firstname: "A", img: null, role: "admin" })).toBe(true);
    expect(isPrivileged({ firstname: "A", img: null, role: "user" })).toBe(false);
    expect(isPrivileged(null)).toBe(false);
  });

  it("turns a 401 into a sign-out: cookies cleared, off to /login with the notice", async () => {
    const thrown = await orSignOut(Promise.reject(new UnauthorizedError())).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?reason=unauthorized");
    const cookies = response.headers.get("Set-Cookie") ?? "";
    expect(cookies).toMatch(/(?:^|, )session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    await expect(orSignOut(Promise.resolve(7))).resolves.toBe(7);
  });
});
