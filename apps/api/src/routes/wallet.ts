import { emailField, phoneField, walletHistoriesQuery, walletSearchQuery, walletSendBody } from "@tiffin/api-client";
import { convertMinor, toMinor } from "@tiffin/core";
import { Hono } from "hono";
import { batch, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest } from "../http/errors";
import { toMajor } from "../http/money";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { rateFor } from "../services/currency-rate";
import { sendMoney } from "../services/wallet-transfer";

type Person = { id: number; uuid: string; firstname: string | null; lastname: string | null; img: string | null };

/** One wallet history row with its author (`a_`, absent for a top-up) and its owner (`u_`). */
interface HistoryRow {
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

export const walletRoutes = new Hono<ApiEnv>()
  .get("/dashboard/user/wallet/histories", async (c) => {
    const q = parseQuery(c, walletHistoriesQuery);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const type = q.type ? "AND h.type = ?2" : "AND ?2 IS NULL";
    const [count, rows] = await batch(d1, [
      statement<{ n: number }>(
        d1,
        `SELECT COUNT(*) AS n FROM wallet_histories h WHERE h.user_id = ?1 ${type}`,
        userId,
        q.type ?? null,
      ),
      statement<HistoryRow>(
        d1,
        `SELECT h.uuid, h.type, h.price, h.note, h.status, h.created_at, h.author_id, h.transaction_id,
            a.uuid AS a_uuid, a.firstname AS a_firstname, a.lastname AS a_lastname, a.img AS a_img,
            u.id AS u_id, u.uuid AS u_uuid, u.firstname AS u_firstname, u.lastname AS u_lastname, u.img AS u_img
           FROM wallet_histories h JOIN users u ON u.id = h.user_id LEFT JOIN users a ON a.id = h.author_id
           WHERE h.user_id = ?1 ${type} ORDER BY h.id ${q.sort === "asc" ? "ASC" : "DESC"}
           LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
        userId,
        q.type ?? null,
      ),
    ]);
    const author = (r: HistoryRow): Person | null =>
      r.author_id === null || r.a_uuid === null
        ? null
        : { id: r.author_id, uuid: r.a_uuid, firstname: r.a_firstname, lastname: r.a_lastname, img: r.a_img };
    const data = rows.results.map((r) => ({
      uuid: r.uuid,
      type: r.type,
      price: toMajor(r.price, c.var.rate),
      note: r.note,
      status: r.status,
      author: author(r),
      user: { id: r.u_id, uuid: r.u_uuid, firstname: r.u_firstname, lastname: r.u_lastname, img: r.u_img },
      transaction_id: r.transaction_id,
      created_at: r.created_at,
      // A history line is written once and never changed.
      updated_at: r.created_at,
    }));
    return paginated(c, data, count.results[0]?.n ?? 0, q);
  })
  .get("/dashboard/user/search-sending", async (c) => {
    const q = parseQuery(c, walletSearchQuery);
    const d1 = c.env.DB;
    // exactly one person by their full email or phone: no partial matches, no browsing of users
    const email = emailField.safeParse(q.search);
    const phone = phoneField.safeParse(q.search);
    const person = await statement<Person>(
      d1,
      `SELECT u.id, u.uuid, u.firstname, u.lastname, u.img FROM users u
         WHERE (u.email = ?2 OR u.phone = ?3) AND u.id <> ?1 AND u.active = 1 AND u.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = u.id)
         LIMIT 1`,
      currentUser(c).id,
      email.success ? email.data : null,
      phone.success ? phone.data : null,
    ).first();
    const found = person && q.page === 1 ? [person] : [];
    return paginated(c, found, person ? 1 : 0, q);
  })
  .post("/dashboard/user/wallet/send", async (c) => {
    const body = await parseBody(c, walletSendBody);
    const { rate } = await rateFor(c.env.DB, body.currency_id, c.var.rate);
    // The amount comes in the chosen currency; wallets hold minor units of the default one.
    const amount = convertMinor(toMinor(body.price), 1 / rate);
    if (amount < 1) throw badRequest("ERROR_400", "The amount is too small", { price: ["The price is too small."] });
    await sendMoney(c.env.DB, currentUser(c).id, body.uuid, amount, body.note ?? undefined);
    const wallet = await statement<{ id: number; uuid: string; price: number }>(
      c.env.DB,
      "SELECT id, uuid, price FROM wallets WHERE user_id = ?1",
      currentUser(c).id,
    ).first();
    return ok(
      c,
      wallet ? { id: wallet.id, uuid: wallet.uuid, price: toMajor(wallet.price, rate) } : null,
      "Money sent",
    );
  });
