import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig } from "@remix-run/route-config";

// The routes are the files of app/routes, named by Remix's flat-routes convention (ADR 035).
// Development tools (the /dev/ui gallery) exist only in a build made with DEV_TOOLS=1, so the
// production bundle holds none of their code (docs/decisions/006).
export default flatRoutes({
  ignoredRouteFiles: process.env.DEV_TOOLS === "1" ? [] : ["**/dev.*"],
}) satisfies RouteConfig;
