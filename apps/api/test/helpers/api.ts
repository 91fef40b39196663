import { env } from "cloudflare:test";
import { createApiApp } from "../../src/app";
import { apiDevTools } from "../../src/dev";

const app = createApiApp({ devTools: apiDevTools });
const trustingApp = createApiApp({ trustClientAddressHeader: true, devTools: apiDevTools });

/** Calls the API app in-process, as the storefront's default transport does. */
export async function call(path: string, init: RequestInit = {}) {
  const response = await app.fetch(new Request(`http://tiffin.test/api/v1/${path.replace(/^\//, "")}`, init), env);
  const body = (await response.json()) as unknown;
  return { status: response.status, body };
}

/** Calls the app the storefront's in-process transport uses: it reads the forwarded client address. */
export async function callInProcess(path: string, init: RequestInit = {}) {
  const response = await trustingApp.fetch(
    new Request(`http://tiffin.test/api/v1/${path.replace(/^\//, "")}`, init),
    env,
  );
  const body = (await response.json()) as unknown;
  return { status: response.status, body };
}
