import { canCancel } from "@tiffin/core";
import { batch, type Result, type Results, type Statement, statement } from "../db/statements";
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
 * `reads` ride in the same batch after the writes (what the answer shows), and are read again after
 * a provider's refund, which changes them. Returns their results, or null when the status had
 * changed meanwhile (nothing written).
 */
export async function cancelPayableFrom<const S extends readonly Statement<unknown>[] = readonly []>(
  env: ApiBindings,
  origin: string,
  payable: { type: RefundablePayable; id: number; userId: number },
  expected: string,
  by: Canceler,
  devTools: ApiDevTools | null = null,
  reads?: S,
): Promise<Results<S> | null> {
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
  const after: readonly Statement<unknown>[] = reads ?? [];
  const results: Result<unknown>[] = await batch(d1, [...statements, ...after]);
  if ((results[0]?.meta.changes ?? 0) === 0) return null;
  // Only a payment this cancel gave back has a refund to send now; the scheduled retry sends any
  // other that is due, so a canceled order nobody paid for reads nothing more.
  if ((results[refundRecorded]?.meta.changes ?? 0) > 0) {
    await sendPayableRefunds(env, origin, payable, devTools);
    if (after.length > 0) return (await batch(d1, after)) as Results<S>;
  }
  // One result per statement, in order: the reads' are the last ones.
  return results.slice(statements.length) as Results<S>;
}

/**
 * The customer cancels a new order or parcel of hers: 400 ERROR_254 when it is no longer new,
 * 409 when it stopped being new between the read and the write (the shop accepted it). `readsAfter`
 * names, from the row read first, what to read back in the cancel's batch (see cancelPayableFrom).
 */
export async function cancelPayable<const S extends readonly Statement<unknown>[] = readonly []>(
  env: ApiBindings,
  origin: string,
  userId: number,
  payable: { type: RefundablePayable; id: number },
  devTools: ApiDevTools | null = null,
  readsAfter?: (row: CancelRow) => S,
): Promise<Results<S>> {
  const table = TABLES[payable.type];
  const noun = payable.type === "order" ? "order" : "parcel";
  const read = () =>
    statement<CancelRow>(
      env.DB,
      `SELECT id, status, ${payable.type === "order" ? "shop_id" : "NULL AS shop_id"} FROM ${table}
         WHERE id = ?1 AND user_id = ?2`,
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
    readsAfter?.(row),
  );
  if (!done) throw changedMeanwhile(noun, (await read())?.status ?? "gone");
  return done;
}

/** What a customer's cancel reads first: the payable's status, and an order's shop. */
export interface CancelRow {
  id: number;
  status: string;
  shop_id: number | null;
}

/** The customer cancels her order; `readsAfter` as in cancelPayable. */
export function cancelOrder<const S extends readonly Statement<unknown>[] = readonly []>(
  env: ApiBindings,
  origin: string,
  userId: number,
  orderId: number,
  devTools: ApiDevTools | null = null,
  readsAfter?: (row: CancelRow) => S,
): Promise<Results<S>> {
  return cancelPayable(env, origin, userId, { type: "order", id: orderId }, devTools, readsAfter);
}
