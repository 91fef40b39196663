import { UnauthorizedError } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { isPrivileged, orSignOut, readSessionUser } from "../app/lib/session-user.server";

function withCookies(cookie: string) {
  return new Request("http://x/", { headers: { Cookie: cookie } });
}

describe("session user", () => {
  it("reads the user cookie only with an access token", () => {
    const user = encodeURIComponent(JSON.stringify({ firstname: "Ana", img: null, role: "admin" }));
    expect(readSessionUser(withCookies(`user=${user}`))).toBeNull();
    expect(readSessionUser(withCookies(`access_token=t; user=${user}`))).toEqual({
      firstname: "Ana",
      img: null,
      role: "admin",
    });
    expect(readSessionUser(withCookies("access_token=t; user=%7Bbroken"))).toBeNull();
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
