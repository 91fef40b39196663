import { describe, expect, it } from "vitest";
import { ORIGIN, productionWorkerWithDb } from "./production-worker";

// Issue 32 point 5: one malformed cookie made every storefront page answer 500 until it expired.
// Whatever a browser (or an attacker) puts in a cookie, the page renders and the cookie is replaced.

const production = productionWorkerWithDb();

async function get(path: string, cookie: string) {
  const response = await production.worker.dispatchFetch(`${ORIGIN}${path}`, {
    redirect: "manual",
    headers: { Cookie: cookie },
  } as never);
  return { response, text: await response.text() };
}

const NAMES = ["lang", "currency_id", "theme", "location", "address", "cart", "liked", "group_member", "session"];
const VALUES = ["%E0%A4%A", "%zz", `${btoa("{not json")}.${"A".repeat(43)}`, "x".repeat(3000)];

describe("a visitor who sends a cookie the storefront cannot read", () => {
  it.each(NAMES)("still gets every page when %s is malformed, and the cookie is expired", async (name) => {
    for (const value of VALUES) {
      for (const path of ["/", "/search?q=pizza", "/restaurant/1", "/cart", "/login"]) {
        const { response, text } = await get(path, `${name}=${value}`);
        expect(response.status, `${path} with ${name}=${value.slice(0, 30)}`).toBe(200);
        expect(text).toContain("<html");
        const expired = response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${name}=;`));
        expect(expired, `${path} expires ${name}`).toHaveLength(1);
        expect(expired[0]).toContain("Max-Age=0");
      }
    }
  });

  it("reads a forged session cookie as signed out: the account page sends the visitor to sign in", async () => {
    const forged = `session=${encodeURIComponent(`${btoa(JSON.stringify({ token: "1|x", user: { firstname: "Mallory", role: "admin" } }))}.${"A".repeat(43)}`)}`;
    const home = await get("/", forged);
    expect(home.response.status).toBe(200);
    expect(home.text).not.toContain("Mallory");
    const profile = await get("/profile", forged);
    expect(profile.response.status).toBe(302);
    expect(profile.response.headers.get("Location")).toMatch(/^\/login/);
  });
});
