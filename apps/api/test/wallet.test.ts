import {
  errorBodySchema,
  walletHistoriesResponse,
  walletRecipientsResponse,
  walletSendResponse,
} from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { countRows, createUser, walletBalance } from "./helpers/users";

const sendMoney = (auth: Record<string, string>, body: unknown) =>
  call("dashboard/user/wallet/send", send("POST", body, auth));

describe("wallet", () => {
  it("sends money: the sender is debited and the receiver credited, with a history row each", async () => {
    const alice = await createUser({ firstname: "Alice", wallet: 10_000 });
    const bob = await createUser({ firstname: "Bob", wallet: 0 });
    const res = await sendMoney(alice.auth, { uuid: bob.uuid, price: 25.5 });
    expect(res.status).toBe(200);
    expect(walletSendResponse.parse(res.body).data?.price).toBe(74.5);
    expect(await walletBalance(alice.id)).toBe(7450);
    expect(await walletBalance(bob.id)).toBe(2550);
    const history = walletHistoriesResponse.parse(
      (await call("dashboard/user/wallet/histories", { headers: bob.auth })).body,
    );
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({ type: "topup", price: 25.5, author: { uuid: alice.uuid } });
    const sent = walletHistoriesResponse.parse(
      (await call("dashboard/user/wallet/histories?type=withdraw", { headers: alice.auth })).body,
    );
    expect(sent.data[0]).toMatchObject({ type: "withdraw", price: 25.5 });
  });

  it("converts an amount in another currency to the default one", async () => {
    const alice = await createUser({ wallet: 10_000 });
    const bob = await createUser();
    await sendMoney(alice.auth, { uuid: bob.uuid, price: 9.2, currency_id: 2 });
    expect(await walletBalance(bob.id)).toBe(1000);
  });

  it("refuses a short balance (ERROR_109), no wallet (ERROR_108), yourself, a stranger and bad input — writing nothing", async () => {
    const alice = await createUser({ wallet: 1000 });
    const bob = await createUser({ wallet: 0 });
    const noWallet = await createUser({ withWallet: false });
    const cases: [unknown, Record<string, string>, number, string][] = [
      [{ uuid: bob.uuid, price: 10.01 }, alice.auth, 400, "ERROR_109"],
      [{ uuid: bob.uuid, price: 1 }, noWallet.auth, 400, "ERROR_108"],
      [{ uuid: alice.uuid, price: 1 }, alice.auth, 400, "ERROR_400"],
      [{ uuid: crypto.randomUUID(), price: 1 }, alice.auth, 404, "ERROR_404"],
      [{ uuid: bob.uuid, price: -5 }, alice.auth, 400, "ERROR_400"],
      [{ uuid: bob.uuid }, alice.auth, 400, "ERROR_400"],
    ];
    for (const [body, auth, status, code] of cases) {
      const res = await sendMoney(auth, body);
      expect(res.status).toBe(status);
      expect(errorBodySchema.parse(res.body).statusCode).toBe(code);
    }
    expect(await walletBalance(alice.id)).toBe(1000);
    expect(await walletBalance(bob.id)).toBe(0);
    expect(await countRows("wallet_histories", "user_id IN (?1, ?2)", alice.id, bob.id)).toBe(0);
    expect((await sendMoney({}, { uuid: bob.uuid, price: 1 })).status).toBe(401);
  });

  it("finds one person to send to by exact email or phone, never yourself", async () => {
    const me = await createUser({ firstname: "Zelda", phone: "+447700900901" });
    const other = await createUser({ firstname: "Zeldana", phone: "+447700900902" });
    const search = async (term: string, who = me.auth) =>
      walletRecipientsResponse
        .parse((await call(`dashboard/user/search-sending?search=${encodeURIComponent(term)}`, { headers: who })).body)
        .data.map((p) => p.uuid);
    expect(await search(other.email)).toEqual([other.uuid]);
    expect(await search(other.email.toUpperCase())).toEqual([other.uuid]);
    expect(await search("+44 7700 900902")).toEqual([other.uuid]);
    // yourself: nothing, by email or by phone
    expect(await search(me.email)).toEqual([]);
    expect(await search("+447700900901")).toEqual([]);
    expect((await call("dashboard/user/search-sending", {})).status).toBe(401);
  });

  it("search-sending is no directory: no names, no partial emails or phones, at most one person", async () => {
    const me = await createUser({ firstname: "Quentin" });
    await createUser({ firstname: "Quentina", phone: "+447700900911" });
    await createUser({ firstname: "Quentinella", phone: "+447700900912" });
    for (const term of ["Quentin", "Quent", "@tiffin.test", "tiffin.test", "+4477009009", "900911", "%%%", "_%_"]) {
      const page = walletRecipientsResponse.parse(
        (await call(`dashboard/user/search-sending?search=${encodeURIComponent(term)}`, { headers: me.auth })).body,
      );
      expect(page.data, term).toEqual([]);
      expect(page.meta.total, term).toBe(0);
    }
    for (const term of ["", "ab", "  a "]) {
      const short = await call(`dashboard/user/search-sending?search=${encodeURIComponent(term)}`, {
        headers: me.auth,
      });
      expect(short.status, term).toBe(400);
      expect(errorBodySchema.parse(short.body).params?.search).toEqual(["The search must be at least 3 characters."]);
    }
    const missing = await call("dashboard/user/search-sending", { headers: me.auth });
    expect(errorBodySchema.parse(missing.body).params?.search).toEqual(["The search must be at least 3 characters."]);
  });
});
