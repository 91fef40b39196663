import { ApiError } from "@tiffin/api-client";
import { SIGN_OUT_CLEARS } from "@tiffin/core";
import { describe, expect, it } from "vitest";
import { CART_COOKIE } from "../app/lib/cart/cart.server";
import { SESSION_COOKIE } from "../app/lib/cookies.server";
import { LIKED_COOKIE } from "../app/lib/liked.server";
import { runSignIn, runSignOut, SIGN_OUT_EFFECTS, unauthorizedResponse } from "../app/lib/session-machine.server";

/** SPEC.md section 4: "Logout: clears token, user, settings, server cart, local cart, liked
 * restaurants, shop filter, search history". */
const SPEC_LOGOUT_CLEARS = [
  "token",
  "user",
  "settings",
  "serverCart",
  "localCart",
  "likedRestaurants",
  "shopFilter",
  "searchHistory",
];

/** The cookie names a response expires. */
function expired(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .filter((cookie) => cookie.includes("Max-Age=0"))
    .map((cookie) => cookie.slice(0, cookie.indexOf("=")));
}

describe("session machine in the storefront", () => {
  it("core's sign-out list is what SPEC section 4 says a logout clears", () => {
    expect([...SIGN_OUT_CLEARS].sort()).toEqual([...SPEC_LOGOUT_CLEARS].sort());
  });

  it.each(SPEC_LOGOUT_CLEARS)("a sign-out clears %s with a cookie or the browser storage", (key) => {
    const effect = SIGN_OUT_EFFECTS[key as keyof typeof SIGN_OUT_EFFECTS];
    expect(effect).toBeDefined();
    expect(effect.cookies.length > 0 || effect.storage).toBe(true);
  });

  it("a sign-out expires every account cookie, wipes storage, keeps device cookies and goes home", async () => {
    let revoked = 0;
    const response = await runSignOut("token-1", async () => {
      revoked += 1;
    });
    expect(revoked).toBe(1);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(expired(response).sort()).toEqual([SESSION_COOKIE, "address", CART_COOKIE, LIKED_COOKIE, "location"].sort());
    expect(response.headers.get("Clear-Site-Data")).toBe('"storage"');
    expect(expired(response)).not.toContain("lang");
  });

  it("a sign-out still clears everything when the API refuses the logout", async () => {
    const response = await runSignOut("token-1", () => Promise.reject(new ApiError(500, "ERROR_500", "down")));
    expect(expired(response)).toContain(SESSION_COOKIE);
    expect(expired(response)).toContain(CART_COOKIE);
    expect(response.headers.get("Clear-Site-Data")).toBe('"storage"');
  });

  it("a 401 goes to /login with the unauthorized toast and clears the session", async () => {
    const response = await unauthorizedResponse();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?reason=unauthorized");
    expect(expired(response)).toContain(SESSION_COOKIE);
  });

  it("a 401 clears exactly what a sign-out clears: cart, liked shops, chosen address and storage too", async () => {
    const refused = await unauthorizedResponse();
    const signedOut = await runSignOut("token-1", async () => undefined);
    expect(expired(refused).sort()).toEqual(expired(signedOut).sort());
    expect(expired(refused)).toEqual(expect.arrayContaining([CART_COOKIE, LIKED_COOKIE, "address", "location"]));
    expect(refused.headers.get("Clear-Site-Data")).toBe('"storage"');
  });

  it("a sign-in saves the token and the user fields the cookie keeps", async () => {
    const session = await runSignIn({ email: "ana@example.com", password: "secret" }, async (credentials) => {
      expect(credentials).toEqual({ email: "ana@example.com", password: "secret" });
      return { access_token: "token-2", user: { id: 7, firstname: "Ana", img: null, role: "user" } };
    });
    expect(session).toEqual({ token: "token-2", user: { firstname: "Ana", img: null, role: "user" } });
  });

  it("a refused sign-in rejects with the API's own error, not a session", async () => {
    const refusal = new ApiError(400, "ERROR_400", "Login or password is invalid");
    await expect(runSignIn({ phone: "+15550100", password: "wrong" }, () => Promise.reject(refusal))).rejects.toBe(
      refusal,
    );
  });
});
