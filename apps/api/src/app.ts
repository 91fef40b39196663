import { Hono } from "hono";
import type { ApiEnv } from "./env";
import { errorBody, handleError } from "./http/errors";
import { localeAndCurrency } from "./http/locale";
import { settingsRoutes } from "./routes/settings";
import { shopRoutes } from "./routes/shops";

/** The /api/v1 application. Stateless: everything it needs comes from the request and env. */
export function createApiApp() {
  const app = new Hono<ApiEnv>().basePath("/api/v1");
  app.use("*", localeAndCurrency);
  app.route("/", settingsRoutes);
  app.route("/", shopRoutes);
  app.notFound((c) => c.json(errorBody("ERROR_404", "Not found"), 404));
  app.onError(handleError);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
