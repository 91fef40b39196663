import { Hono } from "hono";
import type { ApiEnv } from "../env";
import type { ApiDevTools } from "../http/dev-tools";
import { outboxRoutes } from "./outbox-routes";
import { sandboxProvider } from "./sandbox-provider";
import { sandboxRoutes } from "./sandbox-routes";

/**
 * Development-only parts of the API (`@tiffin/api/dev`): the outbox and the sandbox payment
 * provider with its hosted page. Only the development Worker entry and the API tests import
 * this module; they still answer only where `DEV_TOOLS = "1"` meets a development or test
 * ENVIRONMENT.
 */
export const apiDevTools: ApiDevTools = {
  routes: new Hono<ApiEnv>().route("/", outboxRoutes).route("/", sandboxRoutes),
  paymentProviders: { sandbox: sandboxProvider },
  outboxPath: "/api/v1/dev/outbox",
};
