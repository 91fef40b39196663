import type { OrderStatusEvent } from "@tiffin/api-client";
import { statement } from "../db/statements";
import type { ApiBindings } from "../env";
import { errorBody } from "../http/errors";

/** What an order page needs to move its timeline: the stream's event, as the api-client defines it. */
export type { OrderStatusEvent };

export const TERMINAL = new Set(["delivered", "canceled"]);

export async function readOrderStatus(d1: D1Database, orderId: number): Promise<OrderStatusEvent | null> {
  return statement<OrderStatusEvent>(
    d1,
    "SELECT id, status, status_changed_at FROM orders WHERE id = ?1",
    orderId,
  ).first();
}

const encoder = new TextEncoder();

/**
 * One server-sent event named `status`. The first one of a stream also tells the browser to wait
 * 3 s before reconnecting after a dropped connection.
 */
export function statusEvent(current: OrderStatusEvent, first: boolean): Uint8Array {
  const retry = first ? "retry: 3000\n" : "";
  return encoder.encode(`${retry}event: status\ndata: ${JSON.stringify(current)}\n\n`);
}

const simulatorOf = (namespace: NonNullable<ApiBindings["ORDER_PROGRESS"]>, orderId: number) =>
  namespace.get(namespace.idFromName(`order-${orderId}`));

/**
 * The order's status stream, from its Durable Object. The caller has already checked that the
 * order belongs to the signed-in user. Without the binding there is no stream: 503, and the page
 * falls back to polling.
 */
export function watchOrder(env: ApiBindings, orderId: number, signal: AbortSignal): Promise<Response> | Response {
  if (!env.ORDER_PROGRESS) {
    return Response.json(errorBody("ERROR_503", "Live order progress is not available"), { status: 503 });
  }
  return simulatorOf(env.ORDER_PROGRESS, orderId).fetch(`https://order-progress/watch?order=${orderId}`, { signal });
}

/** Tells the order's listeners about a change made outside the simulator (best effort). */
export async function announceStatus(env: ApiBindings, orderId: number): Promise<void> {
  if (!env.ORDER_PROGRESS) return;
  try {
    await simulatorOf(env.ORDER_PROGRESS, orderId).statusChanged(orderId);
  } catch (error) {
    console.error("order listeners were not told", error);
  }
}
