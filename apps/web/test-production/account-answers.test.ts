import { describe, expect, it } from "vitest";
import { ORIGIN, productionWorkerWithDb, stored } from "./production-worker";

// What the storefront's account forms tell an attacker (docs/decisions/033), in the production bundle.
const production = productionWorkerWithDb();

async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await production.worker.dispatchFetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", ...headers },
    body: new URLSearchParams(fields).toString(),
  } as never);
  return { response, text: await response.text() };
}

describe("the storefront's reset and sign-in forms", () => {
  it("an attacker asking a reset for a made-up email gets the very page a customer's address gets", async () => {
    // (No mail provider is configured here, so both pages say so; they must not differ otherwise.)
    const known = await post("/reset-password", { login: "demo@tiffin.test" }, { "CF-Connecting-IP": "203.0.113.71" });
    const unknown = await post(
      "/reset-password",
      { login: "nobody-at-all@tiffin.test" },
      { "CF-Connecting-IP": "203.0.113.72" },
    );
    expect(unknown.response.status).toBe(known.response.status);
    const page = (text: string) => text.replaceAll("nobody-at-all", "demo").replace(/nonce="[^"]*"/g, "");
    expect(page(unknown.text)).toBe(page(known.text));
    expect(unknown.text).not.toContain("User not found");
  });

  it("an attacker's 21 wrong passwords from 21 networks leave the customer a French sentence saying a code still works", async () => {
    for (let i = 1; i <= 21; i++) {
      await post(
        "/login",
        { login: "sam@tiffin.test", password: `guess-${i}` },
        { "CF-Connecting-IP": `2001:db8:${(0x400 + i).toString(16)}::1` },
      );
    }
    const customer = await post(
      "/login",
      { login: "sam@tiffin.test", password: "tiffin-demo" },
      { "CF-Connecting-IP": "203.0.113.73", Cookie: stored("lang", "fr") },
    );
    expect(customer.response.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(false);
    expect(customer.text).toContain("Trop de mots de passe erronés pour ce compte");
  });
});
