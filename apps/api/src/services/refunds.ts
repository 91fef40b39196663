import { type Param, type Statement, statement } from "../db/statements";
import type { ApiBindings } from "../env";
import type { ApiDevTools } from "../http/dev-tools";
import { type PaymentProvider, PaymentProviderError } from "../payments/port";
import { providerFor } from "../payments/providers";
import { marked } from "./batch-mark";

export type RefundablePayable = "order" | "parcel";

/**
 * Statements for a cancel batch whose first statement wrote `mark` (see batch-mark.ts): they give
 * back what was paid for the payable. A wallet payment is credited back at once, with its
 * history row and a settled refund record; a provider's payment gets a pending refund record that
 * sendPendingRefunds then takes to the provider. Every paid or started transaction is canceled.
 * Cash is never paid before delivery, so there is nothing to give back for it.
 */
export function refundOnCancelStatements(
  d1: D1Database,
  payable: { type: RefundablePayable; id: number },
  mark: string,
  now: string,
): Statement<unknown>[] {
  const paid = `FROM transactions t JOIN payments p ON p.id = t.payment_id
    WHERE t.payable_type = ?2 AND t.payable_id = ?3 AND t.status = 'paid' AND p.tag <> 'cash'`;
  const walletRefund = `SELECT r.price FROM payment_refunds r JOIN transactions t ON t.id = r.transaction_id
    JOIN payments p ON p.id = t.payment_id
    WHERE t.payable_type = ?2 AND t.payable_id = ?3 AND t.status = 'paid' AND p.tag = 'wallet'`;
  const note = `Refund of ${payable.type} #${payable.id}`;
  return [
    statement(
      d1,
      `INSERT INTO payment_refunds (uuid, transaction_id, user_id, price, reason, status, created_at, updated_at)
         SELECT lower(hex(randomblob(16))), t.id, t.user_id, t.price, 'canceled',
           CASE p.tag WHEN 'wallet' THEN 'succeeded' ELSE 'pending' END, ?4, ?4
         ${paid} AND ${marked("?1")}`,
      mark,
      payable.type,
      payable.id,
      now,
    ),
    statement(
      d1,
      `INSERT INTO wallet_histories (uuid, wallet_id, user_id, type, price, note, status, author_id, created_at)
         SELECT ?4, w.id, w.user_id, 'topup', (${walletRefund}), ?5, 'paid', w.user_id, ?6
         FROM wallets w WHERE w.user_id = (SELECT t.user_id FROM transactions t WHERE t.payable_type = ?2
           AND t.payable_id = ?3 AND t.status = 'paid') AND ${marked("?1")} AND EXISTS (${walletRefund})`,
      mark,
      payable.type,
      payable.id,
      crypto.randomUUID(),
      note,
      now,
    ),
    statement(
      d1,
      `UPDATE wallets SET price = price + (${walletRefund})
         WHERE user_id = (SELECT t.user_id FROM transactions t WHERE t.payable_type = ?2 AND t.payable_id = ?3
           AND t.status = 'paid') AND ${marked("?1")} AND EXISTS (${walletRefund})`,
      mark,
      payable.type,
      payable.id,
    ),
    statement(
      d1,
      `UPDATE transactions SET status = 'canceled', updated_at = ?4 WHERE payable_type = ?2 AND payable_id = ?3
         AND status IN ('paid', 'progress') AND ${marked("?1")}`,
      mark,
      payable.type,
      payable.id,
      now,
    ),
  ];
}

interface PendingRefund {
  id: number;
  uuid: string;
  price: number;
  session_id: string | null;
  tag: string;
}

/**
 * Takes pending provider refunds to their providers and records each answer: succeeded or
 * pending with the provider's refund id, or failed with the provider's reason (the record stays
 * for staff to settle by hand; the money is never silently kept). `where` selects the refunds by
 * their transaction (alias t); its parameters start at ?1.
 */
export async function sendPendingRefunds(
  d1: D1Database,
  where: { sql: string; params: Param[] },
  providerOf: (tag: string) => PaymentProvider,
): Promise<void> {
  const results = await statement<PendingRefund>(
    d1,
    `SELECT r.id, r.uuid, COALESCE(t.charge_amount, r.price) AS price, t.session_id, p.tag FROM payment_refunds r
       JOIN transactions t ON t.id = r.transaction_id JOIN payments p ON p.id = t.payment_id
       WHERE r.status = 'pending' AND r.provider_refund_id IS NULL AND ${where.sql}`,
    ...where.params,
  ).all();
  for (const refund of results) {
    const now = new Date().toISOString();
    try {
      if (!refund.session_id) throw new PaymentProviderError("The payment has no provider session");
      const answer = await providerOf(refund.tag).refund({
        sessionId: refund.session_id,
        amount: refund.price,
        reference: refund.uuid,
      });
      await statement(
        d1,
        "UPDATE payment_refunds SET status = ?1, provider_refund_id = ?2, updated_at = ?3 WHERE id = ?4",
        answer.status,
        answer.refundId,
        now,
        refund.id,
      ).run();
    } catch (error) {
      const reason = error instanceof Error ? error.message : "no answer";
      await statement(
        d1,
        "UPDATE payment_refunds SET status = 'failed', failure = ?1, updated_at = ?2 WHERE id = ?3",
        reason.slice(0, 500),
        now,
        refund.id,
      ).run();
    }
  }
}

/** sendPendingRefunds for one order or parcel, each provider configured from the environment. */
export function sendPayableRefunds(
  env: ApiBindings,
  origin: string,
  payable: { type: RefundablePayable; id: number },
  devTools: ApiDevTools | null = null,
): Promise<void> {
  return sendPendingRefunds(
    env.DB,
    { sql: "t.payable_type = ?1 AND t.payable_id = ?2", params: [payable.type, payable.id] },
    (tag) => providerFor(tag, env, origin, devTools),
  );
}

/**
 * A provider's success for a transaction that can no longer be paid (its order was canceled,
 * or another attempt was paid first): the money is given back through the same provider.
 * Idempotent: a repeated webhook finds the refund already recorded.
 */
export async function refundLatePayment(
  d1: D1Database,
  tx: { id: number; user_id: number; price: number },
  provider: PaymentProvider,
): Promise<void> {
  const now = new Date().toISOString();
  await statement(
    d1,
    `INSERT INTO payment_refunds (uuid, transaction_id, user_id, price, reason, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'late_payment', 'pending', ?5, ?5) ON CONFLICT (transaction_id) DO NOTHING`,
    crypto.randomUUID(),
    tx.id,
    tx.user_id,
    tx.price,
    now,
  ).run();
  await sendPendingRefunds(d1, { sql: "t.id = ?1", params: [tx.id] }, () => provider);
}
