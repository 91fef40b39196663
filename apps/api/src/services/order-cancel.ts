import { canCancel } from "@tiffin/core";
import { badRequest, notFound } from "../http/errors";
import { dropMark, marked, markIfChanged } from "./batch-mark";

export const statusCannotChange = () => badRequest("ERROR_254", "The status cannot be changed");

/**
 * The customer cancels a new order. One batch: the conditional status change; then, only if it
 * took effect, the notification and — for an order paid from the wallet — the refund to the
 * wallet with its history row and the transaction marked canceled.
 */
export async function cancelOrder(d1: D1Database, userId: number, orderId: number): Promise<void> {
  const order = await d1
    .prepare("SELECT id, status FROM orders WHERE id = ?1 AND user_id = ?2")
    .bind(orderId, userId)
    .first<{ id: number; status: string }>();
  if (!order) throw notFound("Order not found");
  if (!canCancel(order.status)) throw statusCannotChange();
  const now = new Date().toISOString();
  const mark = crypto.randomUUID();
  const paidByWallet = `SELECT t.price FROM transactions t JOIN payments p ON p.id = t.payment_id
    WHERE t.payable_type = 'order' AND t.payable_id = ?2 AND t.status = 'paid' AND p.tag = 'wallet'`;
  const results = await d1.batch([
    d1
      .prepare(
        "UPDATE orders SET status = 'canceled', status_changed_at = ?1, updated_at = ?1 WHERE id = ?2 AND status = 'new'",
      )
      .bind(now, orderId),
    markIfChanged(d1, mark),
    d1
      .prepare(
        `INSERT INTO wallet_histories (uuid, wallet_id, user_id, type, price, note, status, author_id, created_at)
         SELECT ?5, w.id, w.user_id, 'topup', (${paidByWallet}), 'Refund of order #' || ?2, 'paid', w.user_id, ?3
         FROM wallets w WHERE w.user_id = ?4 AND ${marked("?1")} AND EXISTS (${paidByWallet})`,
      )
      .bind(mark, orderId, now, userId, crypto.randomUUID()),
    d1
      .prepare(
        `UPDATE wallets SET price = price + (${paidByWallet}) WHERE user_id = ?3 AND ${marked("?1")} AND EXISTS (${paidByWallet})`,
      )
      .bind(mark, orderId, userId),
    d1
      .prepare(
        `UPDATE transactions SET status = 'canceled', updated_at = ?3 WHERE payable_type = 'order' AND payable_id = ?2
         AND status IN ('paid', 'progress') AND ${marked("?1")}`,
      )
      .bind(mark, orderId, now),
    d1
      .prepare(
        `INSERT INTO notifications (user_id, type, title, body, data, order_id, created_at)
         SELECT ?3, 'status_changed', 'Order canceled', 'Your order #' || ?2 || ' was canceled',
           json_object('id', ?2, 'type', 'order', 'status', 'canceled'), ?2, ?4 WHERE ${marked("?1")}`,
      )
      .bind(mark, orderId, userId, now),
    dropMark(d1, mark),
  ]);
  if ((results[0]?.meta.changes ?? 0) === 0) throw statusCannotChange();
}
