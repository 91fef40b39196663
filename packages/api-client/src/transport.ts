/**
 * A transport turns a Request into a Response. The storefront's default calls the API app
 * in-process (no network hop); `httpTransport` talks to any host that speaks the contract.
 */
export type Transport = (request: Request) => Promise<Response>;

/** Calls a fetch handler directly, e.g. the API app's `fetch(request, env, ctx)`. */
export function inProcessTransport(handler: (request: Request) => Response | Promise<Response>): Transport {
  return async (request) => handler(request);
}

/** Sends the request over the network to `baseUrl`, keeping path and query. */
export function httpTransport(baseUrl: string, fetchImpl: typeof fetch = fetch): Transport {
  const base = new URL(baseUrl);
  return (request) => {
    const incoming = new URL(request.url);
    const target = new URL(incoming.pathname + incoming.search, base);
    return fetchImpl(new Request(target, request));
  };
}
