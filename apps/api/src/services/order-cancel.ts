import { canCancel } from "@tiffin/core";
import { batch, type Statement, statement } from "../db/statements";
import type { ApiBindings } from "../env";
import type { ApiDevTools } from "../http/dev-tools";
import { badRequest, HttpError, notFound } from "../http/errors";
import { dropMark, marked, markIfChanged } from "./batch-mark";
import { type RefundablePayable, refundOnCancelStatements, sendPayableRefunds } from "./refunds";

export const statusCannotChange = () => badRequest("ERROR_254", "The status cannot be changed");

/** Someone else changed the payable between our read and our write: nothing was done. */
export const changedMeanwhile = (what: string, status: string) =>
  new HttpError(
    409,
    "ERROR_409",
    `The ${what} was changed meanwhile: it is now ${status.replace(/_/g, " ")}`,
    undefined,
    { key: "changedMeanwhile" },
  );

const TABLES: Record<RefundablePayable, string> = { order: "orders", parcel: "parcel_orders" };

/** Who cancels: the customer (a new payable of hers), or its shop's staff (any status not final). */
export type Canceler = { kind: "customer"; userId: number } | { kind: "shop"; reason: string | null };

/**
 * Cancels an order or parcel whose status was read as `expected`. One batch: the conditional
 * status change (`WHERE status = expected`); then, only if it took effect, the money given back
 * (refunds.ts), an order's stock put back, and the customer's notifications (status_changed, and
 * order_refunded when money goes back). A payable is canceled at most once, so all of this
 * happens at most once. After the batch, a provider's payment is refunded through that provider.
 * Returns false when the status had changed meanwhile (nothing written).
 */
export async function cancelPayableFrom(
  env: ApiBindings,
  origin: string,
  payable: { type: RefundablePayable; id: number; userId: number },
  expected: string,
  by: Canceler,
  devTools: ApiDevTools | null = null,
): Promise<boolean> {
  const d1 = env.DB;
  const table = TABLES[payable.type];
  const now = new Date().toISOString();
  const mark = crypto.randomUUID();
  const isOrder = payable.type === "order";
  const noun = isOrder ? "order" : "parcel";
  const reason = by.kind === "shop" ? by.reason : null;
  const body =
    by.kind === "shop"
      ? `Your ${noun} #${payable.id} was canceled by the shop${reason ? `: ${reason}` : ""}`
      : `Your ${noun} #${payable.id} was canceled`;
  const extra = isOrder ? "status_changed_at = ?1, status_reason = ?4, " : "";
  const idColumn = isOrder ? "order_id" : "parcel_id";
  const paidBack = `EXISTS (SELECT 1 FROM payment_refunds r JOIN transactions t ON t.id = r.transaction_id
    WHERE t.payable_type = ?4 AND t.payable_id = ?2 AND r.reason = 'canceled')`;
  const statements: Statement<unknown>[] = [
    statement(
      d1,
      `UPDATE ${table} SET status = 'canceled', ${extra}updated_at = ?1 WHERE id = ?2 AND status = ?3`,
      now,
      payable.id,
      expected,
      ...(isOrder ? [reason] : []),
    ),
    markIfChanged(d1, mark),
  ];
  // The refund statements' first one records the money to give back, if any was paid.
  const refundRecorded = statements.length;
  statements.push(...refundOnCancelStatements(d1, payable, mark, now));
  if (isOrder) {
    // The stock the order took, given back: each stock by the sum of its lines.
    statements.push(
      statement(
        d1,
        `UPDATE stocks SET quantity = quantity + (SELECT SUM(d.quantity) FROM order_details d
           WHERE d.order_id = ?2 AND d.stock_id = stocks.id)
         WHERE id IN (SELECT stock_id FROM order_details WHERE order_id = ?2) AND ${marked("?1")}`,
        mark,
        payable.id,
      ),
    );
  }
  statements.push(
    statement(
      d1,
      `INSERT INTO notifications (user_id, type, title, body, data, ${idColumn}, created_at)
         SELECT ?3, 'status_changed', ?6, ?5, json_object('id', CAST(?2 AS INTEGER), 'type', ?4, 'status', 'canceled'),
           ?2, ?7 WHERE ${marked("?1")}`,
      mark,
      payable.id,
      payable.userId,
      payable.type,
      body,
      isOrder ? "Order canceled" : "Parcel canceled",
      now,
    ),
    statement(
      d1,
      `INSERT INTO notifications (user_id, type, title, body, data, ${idColumn}, created_at)
         SELECT ?3, 'order_refunded', 'Payment refunded', ?5, json_object('id', CAST(?2 AS INTEGER), 'type', ?4,
           'status', 'refunded'), ?2, ?6 WHERE ${marked("?1")} AND ${paidBack}`,
      mark,
      payable.id,
      payable.userId,
      payable.type,
      `The payment for your ${noun} #${payable.id} is on its way back to you`,
      now,
    ),
    dropMark(d1, mark),
  );
  const results = await batch(d1, statements);
  if ((results[0]?.meta.changes ?? 0) === 0) return false;
  // Only a payment this cancel gave back has a refund to send now; the scheduled retry sends any
  // other that is due, so a canceled order nobody paid for reads nothing more.
  if ((results[refundRecorded]?.meta.changes ?? 0) > 0) await sendPayableRefunds(env, origin, payable, devTools);
  return true;
}

/**
 * The customer cancels a new order or parcel of hers: 400 ERROR_254 when it is no longer new,
 * 409 when it stopped being new between the read and the write (the shop accepted it).
 */
export async function cancelPayable(
  env: ApiBindings,
  origin: string,
  userId: number,
  payable: { type: RefundablePayable; id: number },
  devTools: ApiDevTools | null = null,
): Promise<void> {
  const table = TABLES[payable.type];
  const noun = payable.type === "order" ? "order" : "parcel";
  const read = () =>
    statement<{ id: number; status: string }>(
      env.DB,
      `SELECT id, status FROM ${table} WHERE id = ?1 AND user_id = ?2`,
      payable.id,
      userId,
    ).first();
  const row = await read();
  if (!row) throw notFound(payable.type === "order" ? "Order not found" : "Parcel not found");
  if (!canCancel(row.status)) throw statusCannotChange();
  const done = await cancelPayableFrom(
    env,
    origin,
    { ...payable, userId },
    row.status,
    { kind: "customer", userId },
    devTools,
  );
  if (!done) throw changedMeanwhile(noun, (await read())?.status ?? "gone");
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
