import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ApiError, getSellerOrderUpdates } from "@tiffin/api-client";
import { freshApi, polledEventStream } from "../../lib/live-stream.server";
import { isStaff, readSessionUser } from "../../lib/session-user.server";
import { idOf } from "./__admin-view";

/** The cursors the staff API hands out: an ISO time. */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * GET /admin/live?shop=&since= (the queue) or ?order={id}&since= (one order): server-sent `change`
 * events for the staff console. The staff API's order updates are a poll with a cursor
 * (`GET /dashboard/seller/orders/updates?since=`); this route polls it with the session's token
 * (lib/live-stream.server.ts, which feeds the customer's parcel and booking pages the same way)
 * and sends an event, with the new cursor as its id, whenever an order of the page has moved (a
 * new order, a status changed by anyone), and the page revalidates its loaders. It starts from
 * the cursor the page's loader read (`since`), then from the last event the browser saw
 * (`Last-Event-ID`, sent again on every reconnect), so nothing that moves between the render and
 * the stream, or between two streams, is missed. Staff only: 401 signed out, 404 for anyone else.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await readSessionUser(request, context.cloudflare.env);
  if (!user) return new Response("Unauthorized", { status: 401 });
  if (!isStaff(user)) return new Response(null, { status: 404 });
  const api = freshApi(request, context);
  const params = new URL(request.url).searchParams;
  const orderId = idOf(params.get("order"));
  const shop = idOf(params.get("shop"));
  const start = [request.headers.get("Last-Event-ID"), params.get("since")].find(
    (c): c is string => typeof c === "string" && CURSOR.test(c),
  );
  const look = async (since: string | undefined) => {
    const updates = await getSellerOrderUpdates(api, {
      ...(shop !== null ? { shop_id: shop } : {}),
      ...(since ? { since } : {}),
    });
    const moved = orderId === null ? updates.orders.length > 0 : updates.orders.some((o) => o.id === orderId);
    return { cursor: updates.cursor, moved };
  };
  let first: { cursor: string; moved: boolean };
  try {
    first = await look(start);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) {
      return new Response(null, { status: error.status === 403 ? 404 : error.status });
    }
    throw error;
  }
  // Without a cursor to start from, what the last minute moved says nothing about the page.
  const event = ({ cursor, moved }: { cursor: string; moved: boolean }) =>
    moved ? `id: ${cursor}\nevent: change\ndata: {}\n\n` : `id: ${cursor}\n\n`;
  let cursor = first.cursor;
  return polledEventStream(request.signal, event({ cursor, moved: first.moved && start !== undefined }), async () => {
    const next = await look(cursor);
    cursor = next.cursor;
    return next.moved ? event(next) : null;
  });
}
