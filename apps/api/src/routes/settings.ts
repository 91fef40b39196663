import { Hono } from "hono";
import type { ApiEnv } from "../env";
import { ok } from "../http/respond";
import { activeCurrencies, activeLanguages, listSettings } from "../services/settings";

export const settingsRoutes = new Hono<ApiEnv>()
  .get("/rest/settings", async (c) => ok(c, await listSettings(c.env.DB)))
  .get("/rest/languages/active", async (c) => ok(c, await activeLanguages(c.env.DB)))
  .get("/rest/currencies/active", async (c) => ok(c, await activeCurrencies(c.env.DB)));
