import type { AppLoadContext } from "@remix-run/cloudflare";
import { type ApiClient, ApiError } from "@tiffin/api-client";
import { apiFor } from "./api.server";
import { readSessionUser, sessionToken } from "./session-user.server";

/** How often a stream asks the API again, and how long one stream lasts (EventSource reconnects). */
export const LIVE_CHECK_MS = 1_000;
export const LIVE_STREAM_MS = 55_000;

const encoder = new TextEncoder();

/**
 * The API as a live stream reads it: every look is a fresh read. Within one storefront request
 * identical reads are otherwise shared (server/read-memo.ts), and a stream's request lasts for
 * many looks.
 */
export function freshApi(request: Request, context: AppLoadContext): ApiClient {
  return apiFor(request, {
    ...context,
    apiTransport: (apiRequest) => {
      apiRequest.headers.set("Cache-Control", "no-cache");
      return context.apiTransport(apiRequest);
    },
  });
}

/**
 * A server-sent event stream that the Worker feeds by asking the API: `opening` is sent at once,
 * then `look` is asked every LIVE_CHECK_MS for up to LIVE_STREAM_MS and what it answers (an
 * event's text, or null for nothing new) is sent. A failed look (the session ended) ends the
 * stream; the browser reconnects by itself, or the page polls.
 */
export function polledEventStream(signal: AbortSignal, opening: string, look: () => Promise<string | null>): Response {
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const ends = Date.now() + LIVE_STREAM_MS;
      let open = true;
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          // The browser went away.
          open = false;
        }
      };
      send(`retry: ${LIVE_CHECK_MS}\n${opening}`);
      while (open && !signal.aborted && Date.now() < ends) {
        await new Promise((resolve) => setTimeout(resolve, LIVE_CHECK_MS));
        if (signal.aborted) break;
        try {
          const next = await look();
          if (next !== null) send(next);
        } catch {
          break;
        }
      }
      try {
        controller.close();
      } catch {
        // Already closed by the browser going away.
      }
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
  });
}

/** A `status` event, as an order's OrderProgress stream sends it: what use-live-order.ts listens for. */
export function statusEvent(status: string): string {
  return `event: status\ndata: ${JSON.stringify({ status })}\n\n`;
}

/**
 * GET …/{id}/live for one of the signed-in customer's own things (a parcel, a table booking),
 * `value` being the route's id: `read` asks the API for its status with the session's token, so the API's ownership check is
 * the stream's (another customer's id answers 404 and streams nothing). The stream sends the
 * status at once and again whenever it changes, as `status` events like an order's.
 */
export async function followOwnStatus(
  request: Request,
  context: AppLoadContext,
  value: string | undefined,
  read: (api: ApiClient, id: number) => Promise<string>,
): Promise<Response> {
  if (!sessionToken(context) || !(await readSessionUser(request, context.cloudflare.env))) {
    return new Response("Unauthorized", { status: 401 });
  }
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) return new Response(null, { status: 404 });
  const api = freshApi(request, context);
  let last: string;
  try {
    last = await read(api, id);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) {
      // Only the status passes on: whether someone else's id exists is not for this user to learn.
      return new Response(null, { status: error.status === 403 ? 404 : error.status });
    }
    throw error;
  }
  return polledEventStream(request.signal, statusEvent(last), async () => {
    const now = await read(api, id);
    if (now === last) return null;
    last = now;
    return statusEvent(now);
  });
}
