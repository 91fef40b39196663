import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ApiEnv } from "../src/env";
import { currentUser, requireUser } from "../src/http/auth";
import { handleError } from "../src/http/errors";
import { createUser } from "./helpers/users";

/** A route reading the user, mounted with and without requireUser in front of it. */
function appWith(guarded: boolean) {
  const app = new Hono<ApiEnv>();
  app.onError(handleError);
  if (guarded) app.use("*", requireUser);
  app.get("/whoami", (c) => c.json({ id: currentUser(c).id }));
  return app;
}

describe("currentUser", () => {
  it("gives a route behind requireUser the token's own user", async () => {
    const user = await createUser();
    const response = await appWith(true).fetch(new Request("http://t/whoami", { headers: user.auth }), env);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: user.id });
  });

  it("answers 401 instead of running a route mounted without requireUser, even with a forged token", async () => {
    const response = await appWith(false).fetch(
      new Request("http://t/whoami", { headers: { Authorization: "Bearer forged-token-0123456789" } }),
      env,
    );
    expect(response.status).toBe(401);
    expect(((await response.json()) as { statusCode: string }).statusCode).toBe("ERROR_100");
  });
});
