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

  it("searches people to send to, never yourself", async () => {
    const me = await createUser({ firstname: "Zelda" });
    const other = await createUser({ firstname: "Zeldana" });
    const page = walletRecipientsResponse.parse(
      (await call("dashboard/user/search-sending?search=Zeld", { headers: me.auth })).body,
    );
    expect(page.data.map((p) => p.uuid)).toEqual([other.uuid]);
    expect((await call("dashboard/user/search-sending", {})).status).toBe(401);
    expect((await call("dashboard/user/search-sending?perPage=0", { headers: me.auth })).status).toBe(400);
  });
});
