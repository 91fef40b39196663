import { batch, statement } from "../db/statements";
import type { ApiBindings } from "../env";
import { cleanOrigin } from "../http/client-address";
import { badRequest, HttpError } from "../http/errors";
import { type PaymentProvider, PaymentProviderError } from "../payments/port";
import { providerFor } from "../payments/providers";
import { abortedAsUnchanged, abortUnlessChanged } from "./batch-mark";
import { alreadyPaid, type Payable } from "./payables";
import type { PaymentMethod } from "./payment-methods";
import { refundLatePayment } from "./refunds";
import { insufficientWallet, noWallet } from "./wallet-errors";

const paidTwice = (error: unknown) => error instanceof Error && error.message.includes("transactions.payable_type");

/**
 * The origin a provider sends the customer back to: the configured PUBLIC_ORIGIN, else the
 * visitor's origin the storefront forwarded to its in-process app (`forwardedOrigin`, only ever
 * set there), else the request's own origin (a direct /api/v1 call: that is the public one).
 */
export function publicOrigin(env: ApiBindings, forwardedOrigin: string | null, requestUrl: string): string {
  return cleanOrigin(env.PUBLIC_ORIGIN) ?? forwardedOrigin ?? new URL(requestUrl).origin;
}

/**
 * Starts an external payment: a transaction in progress, then the provider's checkout session
 * recorded on it. Returns the provider's page to send the customer to. A payable can be started
 * again after a declined or abandoned attempt; only one attempt can ever end paid.
 */
export async function startExternalPayment(
  env: ApiBindings,
  origin: string,
  userId: number,
  method: PaymentMethod,
  payable: Payable,
  provider: PaymentProvider = providerFor(method.tag, env, origin),
): Promise<string> {
  const d1 = env.DB;
  const uuid = crypto.randomUUID();
  const now = new Date().toISOString();
  await statement(
    d1,
    `INSERT INTO transactions (uuid, user_id, payable_type, payable_id, payment_id, price, status, created_at, updated_at,
       charge_amount, charge_currency)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'progress', ?7, ?7, ?8, ?9)`,
    uuid,
    userId,
    payable.type,
    payable.id,
    method.id,
    payable.amount,
    now,
    payable.charge.amount,
    payable.charge.currency,
  ).run();
  try {
    const session = await provider.createCheckout({
      reference: uuid,
      amount: payable.charge.amount,
      currency: payable.charge.currency,
      description: payable.description,
      successUrl: `${origin}${payable.returnPath}?payment=success`,
      cancelUrl: `${origin}${payable.returnPath}?payment=cancel`,
    });
    await statement(d1, "UPDATE transactions SET session_id = ?1 WHERE uuid = ?2", session.sessionId, uuid).run();
    return session.url;
  } catch (error) {
    await statement(
      d1,
      "UPDATE transactions SET status = 'canceled', updated_at = ?1 WHERE uuid = ?2",
      now,
      uuid,
    ).run();
    if (error instanceof HttpError) throw error;
    const reason = error instanceof PaymentProviderError ? error.message : "no answer";
    throw new HttpError(502, "ERROR_502", `The payment provider failed: ${reason}`, undefined, {
      key: "providerFailed",
    });
  }
}

/**
 * Cash or wallet for an existing order or parcel. Cash records a transaction to collect on
 * delivery; wallet debits and records it paid in one batch (the debit must change its row).
 */
export async function payInHouse(d1: D1Database, userId: number, method: PaymentMethod, payable: Payable) {
  if (payable.type === "wallet") throw badRequest("ERROR_400", "A wallet is topped up through a payment provider");
  const now = new Date().toISOString();
  const insert = (status: string) =>
    statement(
      d1,
      `INSERT INTO transactions (uuid, user_id, payable_type, payable_id, payment_id, price, status, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)`,
      crypto.randomUUID(),
      userId,
      payable.type,
      payable.id,
      method.id,
      payable.amount,
      status,
      now,
    );
  if (method.tag === "cash") {
    await batch(d1, [
      statement(
        d1,
        "UPDATE transactions SET status = 'canceled', updated_at = ?1 WHERE payable_type = ?2 AND payable_id = ?3 AND status = 'progress'",
        now,
        payable.type,
        payable.id,
      ),
      insert("progress"),
    ]);
    return;
  }
  if (method.tag !== "wallet") throw badRequest("ERROR_400", "Please, choose payment method");
  const wallet = await statement<{ id: number; price: number }>(
    d1,
    "SELECT id, price FROM wallets WHERE user_id = ?1",
    userId,
  ).first();
  if (!wallet) throw noWallet();
  if (wallet.price < payable.amount) throw insufficientWallet();
  const historyUuid = crypto.randomUUID();
  try {
    await batch(d1, [
      statement(d1, "UPDATE wallets SET price = price - ?1 WHERE id = ?2 AND price >= ?1", payable.amount, wallet.id),
      abortUnlessChanged(d1),
      statement(
        d1,
        `INSERT INTO wallet_histories (uuid, wallet_id, user_id, type, price, note, status, author_id, created_at)
           VALUES (?1, ?2, ?3, 'withdraw', ?4, ?5, 'paid', ?3, ?6)`,
        historyUuid,
        wallet.id,
        userId,
        payable.amount,
        payable.description,
        now,
      ),
      insert("paid"),
      // The history line names the transaction it paid (a payable is paid at most once).
      statement(
        d1,
        `UPDATE wallet_histories SET transaction_id = (SELECT id FROM transactions
           WHERE payable_type = ?1 AND payable_id = ?2 AND status = 'paid') WHERE uuid = ?3`,
        payable.type,
        payable.id,
        historyUuid,
      ),
    ]);
  } catch (error) {
    if (abortedAsUnchanged(error)) throw insufficientWallet();
    if (paidTwice(error)) throw alreadyPaid();
    throw error;
  }
}

/**
 * Settles a provider's outcome, idempotently: only a transaction still in progress moves.
 * Paid: the transaction is marked paid and, for a top-up, the wallet credited with its history
 * row, in one batch. Declined: the transaction is canceled and the payable stays payable.
 */
export async function settlePayment(
  d1: D1Database,
  outcome: { sessionId: string; outcome: "paid" | "declined" },
  provider: PaymentProvider,
): Promise<{ payable_type: string; payable_id: number; status: string } | null> {
  const tx = await statement<{
    id: number;
    user_id: number;
    payable_type: string;
    payable_id: number;
    price: number;
    status: string;
  }>(
    d1,
    "SELECT id, user_id, payable_type, payable_id, price, status FROM transactions WHERE session_id = ?1",
    outcome.sessionId,
  ).first();
  if (!tx) return null;
  const now = new Date().toISOString();
  if (tx.status !== "progress") {
    // Money taken for something that can no longer be paid (canceled meanwhile) goes back.
    if (outcome.outcome === "paid" && tx.status !== "paid") {
      await refundLatePayment(d1, tx, provider);
      return { ...tx, status: "refunded" };
    }
    return { ...tx };
  }
  if (outcome.outcome === "declined") {
    await statement(
      d1,
      "UPDATE transactions SET status = 'canceled', updated_at = ?1 WHERE id = ?2 AND status = 'progress'",
      now,
      tx.id,
    ).run();
    return { ...tx, status: "canceled" };
  }
  const credit =
    tx.payable_type === "wallet"
      ? [
          statement(d1, "UPDATE wallets SET price = price + ?1 WHERE id = ?2", tx.price, tx.payable_id),
          statement(
            d1,
            `INSERT INTO wallet_histories (uuid, wallet_id, user_id, type, price, note, status, author_id, created_at,
                 transaction_id)
               VALUES (?1, ?2, ?3, 'topup', ?4, 'Top-up', 'paid', ?3, ?5, ?6)`,
            crypto.randomUUID(),
            tx.payable_id,
            tx.user_id,
            tx.price,
            now,
            tx.id,
          ),
        ]
      : [];
  try {
    await batch(d1, [
      statement(
        d1,
        "UPDATE transactions SET status = 'paid', updated_at = ?1 WHERE id = ?2 AND status = 'progress'",
        now,
        tx.id,
      ),
      abortUnlessChanged(d1),
      ...credit,
    ]);
  } catch (error) {
    if (abortedAsUnchanged(error)) return { ...tx, status: "paid" };
    if (paidTwice(error)) {
      // Another attempt was paid first: this one is refused and its money given back.
      await statement(
        d1,
        "UPDATE transactions SET status = 'rejected', updated_at = ?1 WHERE id = ?2",
        now,
        tx.id,
      ).run();
      await refundLatePayment(d1, tx, provider);
      return { ...tx, status: "refunded" };
    }
    throw error;
  }
  return { ...tx, status: "paid" };
}
