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

/** Answers made from text a transport already holds (see `answerWithText`). */
const bodyTexts = new WeakMap<Response, string>();

/**
 * A Response of `text` whose text `responseText` (and so the client) reads back as the very same
 * string, without encoding and decoding the body: for a transport that keeps answers as text.
 */
export function answerWithText(text: string, init?: ResponseInit): Response {
  return withKnownText(new Response(text, init), text);
}

/**
 * `response` itself, its body made from `text` by its maker (an API answering in-process), so that
 * `responseText` returns that very string without decoding the body. Only for that exact text.
 */
export function withKnownText(response: Response, text: string): Response {
  bodyTexts.set(response, text);
  return response;
}

/** The body as text: the text an `answerWithText` Response was made from, else read from its stream. */
export function responseText(response: Response): Promise<string> {
  const known = bodyTexts.get(response);
  return known === undefined ? response.text() : Promise.resolve(known);
}
