import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "../server/same-origin";

const SITE = "https://tiffin.example";

const post = (headers: Record<string, string>, method = "POST") =>
  new Request(`${SITE}/cart`, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : "x=1" });

describe("isCrossSiteWrite", () => {
  it("lets a form post from the site's own page through (Sec-Fetch-Site and Origin agree)", () => {
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "same-origin", Origin: SITE }))).toBe(false);
  });

  it("refuses a post another site's page makes, whichever header gives it away", () => {
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }))).toBe(true);
    // A sibling subdomain can be someone else's: same-site is not same-origin.
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "same-site", Origin: "https://shop.tiffin.example" }))).toBe(true);
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "none" }))).toBe(true);
    // Browsers without Sec-Fetch-Site still send Origin on a cross-site post.
    expect(isCrossSiteWrite(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "null" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Origin: "http://tiffin.example" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Referer: "https://evil.example/form" }))).toBe(true);
    expect(isCrossSiteWrite(post({ Referer: "not a url" }))).toBe(true);
  });

  it("trusts Sec-Fetch-Site over a forged-looking Origin, in both directions", () => {
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "cross-site", Origin: SITE }))).toBe(true);
    expect(isCrossSiteWrite(post({ "Sec-Fetch-Site": "same-origin", Referer: "https://evil.example/" }))).toBe(false);
  });

  it("checks every method that writes, and no method that reads", () => {
    const foreign = { Origin: "https://evil.example" };
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(isCrossSiteWrite(post(foreign, method))).toBe(true);
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(isCrossSiteWrite(post(foreign, method))).toBe(false);
  });

  it("lets a client that sends none of the three headers through (curl, server calls: no visitor's cookies)", () => {
    expect(isCrossSiteWrite(post({}))).toBe(false);
    expect(isCrossSiteWrite(post({ Referer: `${SITE}/shop/1` }))).toBe(false);
  });
});
