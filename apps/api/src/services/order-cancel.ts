import { canCancel } from "@tiffin/core";
import { batch, statement } from "../db/statements";
import type { ApiBindings } from "../env";
import type { ApiDevTools } from "../http/dev-tools";
import { badRequest, notFound } from "../http/errors";
import { dropMark, marked, markIfChanged } from "./batch-mark";
import { type RefundablePayable, refundOnCancelStatements, sendPayableRefunds } from "./refunds";

export const statusCannotChange = () => badRequest("ERROR_254", "The status cannot be changed");

const TABLES: Record<RefundablePayable, string> = { order: "orders", parcel: "parcel_orders" };

/**
 * The customer cancels a new order or parcel. One batch: the conditional status change; then,
 * only if it took effect, the money given back (refunds.ts) and, for an order, the notification.
 * After the batch, a provider's payment is refunded through that provider.
 */
export async function cancelPayable(
  env: ApiBindings,
  origin: string,
  userId: number,
  payable: { type: RefundablePayable; id: number },
  devTools: ApiDevTools | null = null,
): Promise<void> {
  const d1 = env.DB;
  const table = TABLES[payable.type];
  const row = await statement<{ id: number; status: string }>(
    d1,
    `SELECT id, status FROM ${table} WHERE id = ?1 AND user_id = ?2`,
    payable.id,
    userId,
  ).first();
  if (!row) throw notFound(payable.type === "order" ? "Order not found" : "Parcel not found");
  if (!canCancel(row.status)) throw statusCannotChange();
  const now = new Date().toISOString();
  const mark = crypto.randomUUID();
  const changedAt = payable.type === "order" ? "status_changed_at = ?1, " : "";
  const notify =
    payable.type === "order"
      ? [
          statement(
            d1,
            `INSERT INTO notifications (user_id, type, title, body, data, order_id, created_at)
               SELECT ?3, 'status_changed', 'Order canceled', 'Your order #' || CAST(?2 AS INTEGER) || ' was canceled',
                 json_object('id', CAST(?2 AS INTEGER), 'type', 'order', 'status', 'canceled'), ?2, ?4 WHERE ${marked("?1")}`,
            mark,
            payable.id,
            userId,
            now,
          ),
        ]
      : [];
  const results = await batch(d1, [
    statement(
      d1,
      `UPDATE ${table} SET status = 'canceled', ${changedAt}updated_at = ?1 WHERE id = ?2 AND status = 'new'`,
      now,
      payable.id,
    ),
    markIfChanged(d1, mark),
    ...refundOnCancelStatements(d1, payable, mark, now),
    ...notify,
    dropMark(d1, mark),
  ]);
  if ((results[0]?.meta.changes ?? 0) === 0) throw statusCannotChange();
  await sendPayableRefunds(env, origin, payable, devTools);
}

export function cancelOrder(
  env: ApiBindings,
  origin: string,
  userId: number,
  orderId: number,
  devTools: ApiDevTools | null = null,
): Promise<void> {
  return cancelPayable(env, origin, userId, { type: "order", id: orderId }, devTools);
}
