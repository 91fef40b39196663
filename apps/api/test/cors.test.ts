import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../src/app";
import { createUser } from "./helpers/users";

const app = createApiApp();
const ALLOWED = "https://shop.example";
const CONFIGURED = { ENVIRONMENT: "production", ALLOWED_ORIGINS: `${ALLOWED}, https://m.shop.example/` };

function call(path: string, init: RequestInit, vars: Record<string, unknown> = CONFIGURED) {
  return app.fetch(new Request(`http://tiffin.test/api/v1/${path}`, init), { ...env, ...vars });
}

function preflight(origin: string, path = "dashboard/user/cart", vars?: Record<string, unknown>) {
  return call(
    path,
    {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type",
      },
    },
    vars,
  );
}

describe("CORS on /api/v1", () => {
  it("answers an allowed origin's preflight of a signed-in route with 204 and the methods and headers it may use, without a token", async () => {
    const response = await preflight(ALLOWED);
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(ALLOWED);
    expect(response.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    const allowedHeaders = response.headers.get("Access-Control-Allow-Headers")?.toLowerCase() ?? "";
    expect(allowedHeaders).toContain("authorization");
    expect(allowedHeaders).toContain("content-type");
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    expect(response.headers.get("Vary")).toContain("Origin");
  });

  it("reads a configured origin written with a trailing slash as the bare origin", async () => {
    const response = await preflight("https://m.shop.example");
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("https://m.shop.example");
  });

  it("refuses another origin's preflight with 403 and no CORS header, including a look-alike of an allowed one", async () => {
    for (const origin of ["https://evil.example", "https://shop.example.evil.example", "http://shop.example", "null"]) {
      const response = await preflight(origin);
      expect(response.status, origin).toBe(403);
      expect(response.headers.get("Access-Control-Allow-Origin"), origin).toBeNull();
      expect(response.headers.get("Access-Control-Allow-Methods"), origin).toBeNull();
    }
  });

  it("lets an allowed origin read a real answer, signed in, and gives another origin's request no CORS header", async () => {
    const user = await createUser();
    const mine = await call("dashboard/user/profile/show", { headers: { Origin: ALLOWED, ...user.auth } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Access-Control-Allow-Origin")).toBe(ALLOWED);

    const theirs = await call("dashboard/user/profile/show", {
      headers: { Origin: "https://evil.example", ...user.auth },
    });
    expect(theirs.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(theirs.headers.get("Vary")).toContain("Origin");
  });

  it("allows no origin in production when ALLOWED_ORIGINS is unset, not even the local storefront's", async () => {
    const response = await preflight("http://127.0.0.1:8787", "rest/settings", { ENVIRONMENT: "production" });
    expect(response.status).toBe(403);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const unset = await preflight("http://127.0.0.1:8787", "rest/settings", { ENVIRONMENT: undefined });
    expect(unset.status).toBe(403);
  });

  it("allows the local storefront's origins in development when ALLOWED_ORIGINS is unset, and no other", async () => {
    const development = { ENVIRONMENT: "development" };
    for (const origin of ["http://127.0.0.1:8787", "http://localhost:8787"]) {
      const response = await preflight(origin, "rest/settings", development);
      expect(response.status, origin).toBe(204);
      expect(response.headers.get("Access-Control-Allow-Origin"), origin).toBe(origin);
    }
    expect((await preflight("https://evil.example", "rest/settings", development)).status).toBe(403);
  });

  it("never treats a configured wildcard as allowing every origin", async () => {
    const response = await preflight("https://evil.example", "rest/settings", {
      ENVIRONMENT: "production",
      ALLOWED_ORIGINS: "*",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});
