import { Hono } from "hono";
import type { ApiEnv } from "./env";
import { requireUser } from "./http/auth";
import { errorBody, handleError } from "./http/errors";
import { localeAndCurrency } from "./http/locale";
import { settingsRoutes } from "./routes/settings";
import { shopRoutes } from "./routes/shops";

/** The /api/v1 application. Stateless: everything it needs comes from the request and env. */
export function createApiApp() {
  const app = new Hono<ApiEnv>().basePath("/api/v1");
  app.use("*", localeAndCurrency);
  // Protected areas: every /dashboard call is for a signed-in user.
  app.use("/dashboard/*", requireUser);
  app.route("/", settingsRoutes);
  app.route("/", shopRoutes);
  app.notFound((c) => c.json(errorBody("ERROR_404", "Not found"), 404));
  app.onError(handleError);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
