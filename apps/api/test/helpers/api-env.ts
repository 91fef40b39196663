import { env } from "cloudflare:test";
import { createApiApp } from "../../src/app";
import { apiDevTools } from "../../src/dev";

/** Calls the API app with extra bindings (e.g. a provider's secrets); returns the raw response. */
export function callWith(extra: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const app = createApiApp({ devTools: apiDevTools });
  return app.fetch(new Request(`http://tiffin.test/api/v1/${path.replace(/^\//, "")}`, init), { ...env, ...extra });
}
