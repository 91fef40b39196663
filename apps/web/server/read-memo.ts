// One page render asks the in-process API for the same thing more than once (the root loader and
// a route loader both read settings, for example). Within one storefront request, identical GET
// calls share one answer; any other call (a write) forgets everything read so far, so a loader
// that runs after an action always sees the action's writes. Streams (server-sent events, a
// WebSocket upgrade) are never shared: they pass straight through, and so does a read that asks
// for a fresh answer (`Cache-Control: no-cache`: a long-lived request polling the API).

import { answerWithText, responseText } from "@tiffin/api-client";

type Call = (request: Request) => Promise<Response>;

interface Kept {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** JSON and other text as the string itself (handed on without copying); anything else as bytes. */
  body: string | Uint8Array;
  /**
   * The answer itself while nobody has it and its body is unread (the API marked its text, so
   * reading the text read nothing): the first caller gets it, later ones a copy.
   */
  unread: Response | null;
}

/** What makes two calls the same: method, URL and every header (the token, the language). */
function keyOf(request: Request): string {
  const headers = [...request.headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([request.url, headers]);
}

function isText(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return type.includes("json") || type.startsWith("text/");
}

async function keep(response: Response): Promise<Kept> {
  const body = isText(response) ? await responseText(response) : new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body,
    unread: response.bodyUsed ? null : response,
  };
}

function answer(kept: Kept): Response {
  const unread = kept.unread;
  kept.unread = null;
  if (unread && !unread.bodyUsed) return unread;
  const init = { status: kept.status, statusText: kept.statusText, headers: kept.headers };
  if (kept.status === 204 || kept.status === 304) return new Response(null, init);
  return typeof kept.body === "string" ? answerWithText(kept.body, init) : new Response(kept.body.slice(), init);
}

/** A plain read whose answer can be kept whole: not a stream, not an upgrade, not asked fresh. */
function shareable(request: Request): boolean {
  if (request.method !== "GET" || request.headers.has("Upgrade")) return false;
  if ((request.headers.get("Cache-Control") ?? "").includes("no-cache")) return false;
  return !(request.headers.get("Accept") ?? "").includes("text/event-stream");
}

/** Wraps a call so identical GETs of one request are made once; create one per storefront request. */
export function shareReads(call: Call): Call {
  const reads = new Map<string, Promise<Kept>>();
  return async (request) => {
    if (request.method === "GET" && !shareable(request)) return call(request);
    if (request.method !== "GET") {
      reads.clear();
      try {
        return await call(request);
      } finally {
        reads.clear();
      }
    }
    const key = keyOf(request);
    let read = reads.get(key);
    if (!read) {
      read = call(request).then(keep);
      reads.set(key, read);
      const mine = read;
      mine.catch(() => {
        if (reads.get(key) === mine) reads.delete(key);
      });
    }
    return answer(await read);
  };
}
