import { emailField, phoneField, walletHistoriesQuery, walletSearchQuery, walletSendBody } from "@tiffin/api-client";
import { convertMinor, toMinor } from "@tiffin/core";
import { Hono } from "hono";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest } from "../http/errors";
import { toMajor } from "../http/money";
import { ok, paginated } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { rateFor } from "../services/currency-rate";
import { findWalletRecipient, type HistoryRow, type Person, pageWalletHistories, walletOf } from "../services/wallet";
import { sendMoney } from "../services/wallet-transfer";

export const walletRoutes = new Hono<ApiEnv>()
  .get("/dashboard/user/wallet/histories", async (c) => {
    const q = parseQuery(c, walletHistoriesQuery);
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    const { total, rows } = await pageWalletHistories(d1, userId, q.type ?? null, q.sort === "asc" ? "asc" : "desc", {
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    const author = (r: HistoryRow): Person | null =>
      r.author_id === null || r.a_uuid === null
        ? null
        : { id: r.author_id, uuid: r.a_uuid, firstname: r.a_firstname, lastname: r.a_lastname, img: r.a_img };
    const data = rows.map((r) => ({
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
    return paginated(c, data, total, q);
  })
  .get("/dashboard/user/search-sending", async (c) => {
    const q = parseQuery(c, walletSearchQuery);
    const d1 = c.env.DB;
    // exactly one person by their full email or phone: no partial matches, no browsing of users
    const email = emailField.safeParse(q.search);
    const phone = phoneField.safeParse(q.search);
    const person = await findWalletRecipient(
      d1,
      currentUser(c).id,
      email.success ? email.data : null,
      phone.success ? phone.data : null,
    );
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
    const wallet = await walletOf(c.env.DB, currentUser(c).id);
    return ok(
      c,
      wallet ? { id: wallet.id, uuid: wallet.uuid, price: toMajor(wallet.price, rate) } : null,
      "Money sent",
    );
  });
