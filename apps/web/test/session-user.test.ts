import { UnauthorizedError } from "@tiffin/api-client";
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
  it("reads back the user it signed in, with its token, from HttpOnly cookies", async () => {
    const cookies = await sessionCookies(env, "token-1", ana, true);
    expect(cookies.every((cookie) => cookie.includes("HttpOnly") && cookie.includes("Secure"))).toBe(true);
    expect(await readSessionUser(withCookies(returned(cookies)), env)).toEqual(ana);
  });

  it("reads an edited, unsigned or transplanted user cookie as signed out", async () => {
    const header = returned(await sessionCookies(env, "token-1", { ...ana, role: "user" }, false));
    const edited = header.replace(encodeURIComponent('"role":"user"'), encodeURIComponent('"role":"admin"'));
    expect(edited).not.toBe(header);
    expect(await readSessionUser(withCookies(edited), env)).toBeNull();
    const unsigned = `access_token=token-1; user=${encodeURIComponent(JSON.stringify(ana))}`;
    expect(await readSessionUser(withCookies(unsigned), env)).toBeNull();
    // the same user cookie with another session's token
    expect(await readSessionUser(withCookies(header.replace("token-1", "token-2")), env)).toBeNull();
    // signed with another secret
    const other = { ...env, SESSION_SECRET: "another-secret-of-some-length" } as WebEnv;
    expect(await readSessionUser(withCookies(header), other)).toBeNull();
    expect(await readSessionUser(withCookies(header.replace(/access_token=[^;]*; /, "")), env)).toBeNull();
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
    expect(cookies).toContain("access_token=; Path=/; Max-Age=0");
    expect(cookies).toContain("user=; Path=/; Max-Age=0");
    await expect(orSignOut(Promise.resolve(7))).resolves.toBe(7);
  });
});
