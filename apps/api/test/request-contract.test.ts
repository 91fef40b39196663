import { env } from "cloudflare:test";
import { requestSchemas } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { createApiApp } from "../src/app";
import { apiDevTools } from "../src/dev";

/** Write routes that take no body and no query: their input is the path (or a raw upload). */
const NO_INPUT = new Set([
  "POST /auth/logout",
  "POST /auth/forgot/email-password",
  "POST /auth/forgot/email-password/:code",
  "POST /dashboard/user/profile/avatar",
  "DELETE /dashboard/user/profile/delete",
  "DELETE /dashboard/user/liked-shops/:shopId",
  "POST /dashboard/user/address/set-active/:id",
  "POST /dashboard/notifications/read-all",
  "POST /dashboard/notifications/:id/read-at",
  "POST /dashboard/user/cart/set-group/:id{[0-9]+}",
  "POST /dashboard/user/my-bookings/:id{[0-9]+}/cancel",
  // the provider's signed webhook: its raw bytes are checked against the signature, not parsed
  "POST /payments/:provider{[a-z-]+}/callback",
]);

function routeTable() {
  const app = createApiApp({ devTools: apiDevTools });
  return app.routes
    .filter((r) => r.method !== "ALL")
    .map((r) => `${r.method} ${r.path.replace(/^\/api\/v1(?=\/)/, "")}`);
}

describe("one request contract shared by the API and @tiffin/api-client", () => {
  it("has an api-client schema for every route that writes, unless it is known to take no input", () => {
    const writes = routeTable().filter((key) => !key.startsWith("GET "));
    const missing = writes.filter((key) => !requestSchemas[key] && !NO_INPUT.has(key));
    expect(missing).toEqual([]);
  });

  it("declares no schema for a route the API does not have", () => {
    const routes = new Set(routeTable());
    const stale = Object.keys(requestSchemas).filter((key) => !routes.has(key));
    expect(stale).toEqual([]);
  });

  it("answers 500 when a route reads its body with a schema other than the contract's", async () => {
    const { Hono } = await import("hono");
    const { z } = await import("zod");
    const { parseBody } = await import("../src/http/validate");
    const forged = new Hono().post("/auth/login", async (c) =>
      c.json(await parseBody(c, z.object({ email: z.string() }))),
    );
    const res = await forged.request("/auth/login", { method: "POST", body: JSON.stringify({ email: "a@b.co" }) });
    expect(res.status).toBe(500);
  });

  it("parses a route's body with the contract's schema: the api-client's message comes back", async () => {
    const app = createApiApp({ devTools: apiDevTools });
    const res = await app.request(
      "/api/v1/auth/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ phone: "12", password: "x" }),
      },
      env,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Phone number is invalid");
  });
});
