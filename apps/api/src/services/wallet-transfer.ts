import { batch, statement } from "../db/statements";
import { badRequest, notFound } from "../http/errors";
import { abortedAsUnchanged, abortUnlessChanged } from "./batch-mark";
import { insufficientWallet, noWallet } from "./wallet-errors";

/**
 * Moves money between two wallets in one D1 batch (one transaction): a conditional debit
 * (`WHERE price >= amount`) that must change its row, the credit that must change its row, and
 * both history rows. If either check fails the batch is rolled back, so a balance is never
 * negative and money is neither made nor lost, however many transfers run at once.
 */
export async function sendMoney(d1: D1Database, senderId: number, receiverUuid: string, amount: number, note?: string) {
  const [sender, receiver] = await batch(d1, [
    statement<{ user_id: number; wallet_id: number | null; price: number | null }>(
      d1,
      "SELECT u.id AS user_id, w.id AS wallet_id, w.price FROM users u LEFT JOIN wallets w ON w.user_id = u.id WHERE u.id = ?1",
      senderId,
    ),
    statement<{ user_id: number; wallet_id: number | null; price: number | null }>(
      d1,
      `SELECT u.id AS user_id, w.id AS wallet_id, w.price FROM users u LEFT JOIN wallets w ON w.user_id = u.id
         WHERE u.uuid = ?1 AND u.active = 1 AND u.deleted_at IS NULL`,
      receiverUuid,
    ),
  ]);
  const from = sender?.results[0];
  const to = receiver?.results[0];
  if (!to) throw notFound("User not found");
  if (to.user_id === senderId)
    throw badRequest("ERROR_400", "You cannot send money to yourself", { uuid: ["Choose another user."] });
  if (!from?.wallet_id) throw noWallet();
  if (!to.wallet_id) throw badRequest("ERROR_108", "The receiver has no wallet");
  if ((from.price ?? 0) < amount) throw insufficientWallet();
  const now = new Date().toISOString();
  const history = `INSERT INTO wallet_histories (uuid, wallet_id, user_id, type, price, note, status, author_id, created_at)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'paid', ?7, ?8)`;
  try {
    await batch(d1, [
      statement(d1, "UPDATE wallets SET price = price - ?1 WHERE id = ?2 AND price >= ?1", amount, from.wallet_id),
      abortUnlessChanged(d1),
      statement(d1, "UPDATE wallets SET price = price + ?1 WHERE id = ?2", amount, to.wallet_id),
      abortUnlessChanged(d1),
      statement(
        d1,
        history,
        crypto.randomUUID(),
        from.wallet_id,
        senderId,
        "withdraw",
        amount,
        note ?? "Sent",
        senderId,
        now,
      ),
      statement(
        d1,
        history,
        crypto.randomUUID(),
        to.wallet_id,
        to.user_id,
        "topup",
        amount,
        note ?? "Received",
        senderId,
        now,
      ),
    ]);
  } catch (error) {
    if (abortedAsUnchanged(error)) throw insufficientWallet();
    throw error;
  }
}
