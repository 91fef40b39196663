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
  attempts: number;
}

/** How long a claimed refund is left to its sender before another run may take it over. */
export const REFUND_CLAIM_MS = 5 * 60 * 1000;
/** The longest wait between two tries of a refund the provider has not taken yet. */
export const REFUND_MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** The wait after the n-th failed try: one minute, doubling, at most REFUND_MAX_BACKOFF_MS. */
export function refundBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), REFUND_MAX_BACKOFF_MS);
}

/**
 * The refund outbox (docs/decisions/034): takes provider refunds that are due to their
 * providers and records each answer. A refund is due while the provider has not taken it
 * (pending without a provider refund id, or failed) and its next try has come. Each is claimed
 * first by a conditional UPDATE (its next try moved REFUND_CLAIM_MS ahead), so two runs never
 * send one together, and a run that dies after claiming leaves it due again later. Succeeded or
 * pending at the provider: settled, with the provider's refund id. Refused or unanswered: failed
 * with the reason, tried again after refundBackoffMs. The provider's idempotency key is the
 * refund's uuid, so a retry never refunds twice. `where` selects the refunds by their
 * transaction (alias t); its parameters start at ?2 (?1 is the current time).
 */
export async function sendPendingRefunds(
  d1: D1Database,
  where: { sql: string; params: Param[] },
  providerOf: (tag: string) => PaymentProvider,
  now: Date = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const results = await statement<PendingRefund>(
    d1,
    `SELECT r.id, r.uuid, COALESCE(t.charge_amount, r.price) AS price, t.session_id, p.tag, r.attempts
       FROM payment_refunds r
       JOIN transactions t ON t.id = r.transaction_id JOIN payments p ON p.id = t.payment_id
       WHERE r.status IN ('pending', 'failed') AND r.provider_refund_id IS NULL
         AND (r.next_attempt_at IS NULL OR r.next_attempt_at <= ?1) AND ${where.sql}
       ORDER BY r.id LIMIT 50`,
    at,
    ...where.params,
  ).all();
  let sent = 0;
  for (const refund of results) {
    const claim = await statement(
      d1,
      `UPDATE payment_refunds SET next_attempt_at = ?1 WHERE id = ?2 AND provider_refund_id IS NULL
         AND status IN ('pending', 'failed') AND (next_attempt_at IS NULL OR next_attempt_at <= ?3)`,
      new Date(now.getTime() + REFUND_CLAIM_MS).toISOString(),
      refund.id,
      at,
    ).run();
    if (claim.meta.changes !== 1) continue;
    const answeredAt = new Date().toISOString();
    try {
      if (!refund.session_id) throw new PaymentProviderError("The payment has no provider session");
      const answer = await providerOf(refund.tag).refund({
        sessionId: refund.session_id,
        amount: refund.price,
        reference: refund.uuid,
      });
      await statement(
        d1,
        `UPDATE payment_refunds SET status = ?1, provider_refund_id = ?2, failure = NULL, attempts = attempts + 1,
           next_attempt_at = NULL, updated_at = ?3 WHERE id = ?4`,
        answer.status,
        answer.refundId,
        answeredAt,
        refund.id,
      ).run();
      sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : "no answer";
      await statement(
        d1,
        `UPDATE payment_refunds SET status = 'failed', failure = ?1, attempts = attempts + 1, next_attempt_at = ?2,
           updated_at = ?3 WHERE id = ?4`,
        reason.slice(0, 500),
        new Date(now.getTime() + refundBackoffMs(refund.attempts + 1)).toISOString(),
        answeredAt,
        refund.id,
      ).run();
    }
  }
  return sent;
}

/** sendPendingRefunds for one order or parcel, each provider configured from the environment. */
export function sendPayableRefunds(
  env: ApiBindings,
  origin: string,
  payable: { type: RefundablePayable; id: number },
  devTools: ApiDevTools | null = null,
): Promise<number> {
  return sendPendingRefunds(
    env.DB,
    { sql: "t.payable_type = ?2 AND t.payable_id = ?3", params: [payable.type, payable.id] },
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
  await sendPendingRefunds(d1, { sql: "t.id = ?2", params: [tx.id] }, () => provider);
}

/**
 * The scheduled run of the outbox: every provider refund that is due, whichever request left
 * it (a Worker that died between a cancel batch and its provider call, or a refused try).
 */
export function retryDueRefunds(
  env: ApiBindings,
  origin: string,
  devTools: ApiDevTools | null = null,
  now: Date = new Date(),
): Promise<number> {
  return sendPendingRefunds(
    env.DB,
    { sql: "1 = 1", params: [] },
    (tag) => providerFor(tag, env, origin, devTools),
    now,
  );
}
