import { getAppDirectory, type RouteConfig } from "@remix-run/route-config";
import { remixRoutesOptionAdapter } from "@remix-run/routes-option-adapter";
import { flatRoutes } from "remix-flat-routes";

// The routes are the files of app/routes, named by the flat-routes convention (ADR 035). A feature
// keeps its route modules, server modules, components and tests in one `_feature+` folder
// (ADR 044): the leading underscore keeps the folder out of the URL, the `+` makes the files
// inside it routes named as if they sat at the top. Only route modules there are routes; the
// patterns below name the files that live beside them.
// Development tools (the /dev/ui gallery) exist only in a build made with DEV_TOOLS=1, so the
// production bundle holds none of their code (docs/decisions/006).
const besideRoutes = ["**/.*", "**/__*", "**/*.server.*", "**/*.client.*", "**/*.test.*"];

export default remixRoutesOptionAdapter((defineRoutes) =>
  flatRoutes("routes", defineRoutes, {
    appDir: getAppDirectory(),
    ignoredRouteFiles: process.env.DEV_TOOLS === "1" ? besideRoutes : [...besideRoutes, "**/dev.*"],
  }),
) satisfies RouteConfig;
