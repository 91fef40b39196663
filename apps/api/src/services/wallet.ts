import { batch, statement } from "../db/statements";

export type Person = {
  id: number;
  uuid: string;
  firstname: string | null;
  lastname: string | null;
  img: string | null;
};

/** One wallet history row with its author (`a_`, absent for a top-up) and its owner (`u_`). */
export interface HistoryRow {
  uuid: string;
  type: "topup" | "withdraw";
  price: number;
  note: string | null;
  status: string;
  created_at: string;
  author_id: number | null;
  transaction_id: number | null;
  a_uuid: string | null;
  a_firstname: string | null;
  a_lastname: string | null;
  a_img: string | null;
  u_id: number;
  u_uuid: string;
  u_firstname: string | null;
  u_lastname: string | null;
  u_img: string | null;
}

/** A page of a user's wallet history (of one type when named), with its total, in one round trip. */
export async function pageWalletHistories(
  d1: D1Database,
  userId: number,
  type: string | null,
  sort: "asc" | "desc",
  page: { limit: number; offset: number },
) {
  const typeFilter = type !== null ? "AND h.type = ?2" : "AND ?2 IS NULL";
  const [count, rows] = await batch(d1, [
    statement<{ n: number }>(
      d1,
      `SELECT COUNT(*) AS n FROM wallet_histories h WHERE h.user_id = ?1 ${typeFilter}`,
      userId,
      type,
    ),
    statement<HistoryRow>(
      d1,
      `SELECT h.uuid, h.type, h.price, h.note, h.status, h.created_at, h.author_id, h.transaction_id,
          a.uuid AS a_uuid, a.firstname AS a_firstname, a.lastname AS a_lastname, a.img AS a_img,
          u.id AS u_id, u.uuid AS u_uuid, u.firstname AS u_firstname, u.lastname AS u_lastname, u.img AS u_img
         FROM wallet_histories h JOIN users u ON u.id = h.user_id LEFT JOIN users a ON a.id = h.author_id
         WHERE h.user_id = ?1 ${typeFilter} ORDER BY h.id ${sort === "asc" ? "ASC" : "DESC"}
         LIMIT ${page.limit} OFFSET ${page.offset}`,
      userId,
      type,
    ),
  ]);
  return { total: count.results[0]?.n ?? 0, rows: rows.results };
}

/** Exactly one other active user with a wallet, by full email or phone; no partial matches. */
export async function findWalletRecipient(d1: D1Database, userId: number, email: string | null, phone: string | null) {
  return statement<Person>(
    d1,
    `SELECT u.id, u.uuid, u.firstname, u.lastname, u.img FROM users u
       WHERE (u.email = ?2 OR u.phone = ?3) AND u.id <> ?1 AND u.active = 1 AND u.deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = u.id)
       LIMIT 1`,
    userId,
    email,
    phone,
  ).first();
}

/** A user's wallet, or null. */
export async function walletOf(d1: D1Database, userId: number) {
  return statement<{ id: number; uuid: string; price: number }>(
    d1,
    "SELECT id, uuid, price FROM wallets WHERE user_id = ?1",
    userId,
  ).first();
}
