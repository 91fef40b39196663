import { env } from "cloudflare:test";
import { errorBodySchema, orderResponse } from "@tiffin/api-client";
import { describe, expect, it } from "vitest";
import { call } from "./helpers/api";
import { setSetting } from "./helpers/catalogue";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { countRows, createUser, walletBalance } from "./helpers/users";

const place = (auth: Record<string, string>, body: unknown) => call("dashboard/user/orders", send("POST", body, auth));

describe("placing an order twice with one idempotency key", () => {
  it("two concurrent submits with the same key make one order, answer it to both, and debit the wallet once", async () => {
    const user = await createUser({ wallet: 100_000 });
    const { cartId } = await fillCart(user, { price: 1500 });
    const body = orderBody(cartId, { payment_id: 2, idempotency_key: "checkout-key-0001" });
    const [a, b] = await Promise.all([place(user.auth, body), place(user.auth, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const first = orderResponse.parse(a.body).data;
    const second = orderResponse.parse(b.body).data;
    expect(second.id).toBe(first.id);
    expect(await countRows("orders", "user_id = ?1", user.id)).toBe(1);
    expect(await countRows("wallet_histories", "user_id = ?1", user.id)).toBe(1);
    expect(await walletBalance(user.id)).toBe(100_000 - Math.round(first.total_price * 100));
    // A retry after the fact (the back button) is answered with the same order too.
    const retry = await place(user.auth, body);
    expect(orderResponse.parse(retry.body).data.id).toBe(first.id);
    expect(await countRows("orders", "user_id = ?1", user.id)).toBe(1);
  });

  it("a key is per user: another user's key never answers the first user's order", async () => {
    const owner = await createUser();
    const other = await createUser();
    const ownerCart = await fillCart(owner);
    const made = orderResponse.parse(
      (await place(owner.auth, orderBody(ownerCart.cartId, { idempotency_key: "shared-key-0002" }))).body,
    ).data;
    const otherCart = await fillCart(other);
    const res = await place(other.auth, orderBody(otherCart.cartId, { idempotency_key: "shared-key-0002" }));
    expect(res.status).toBe(200);
    const theirs = orderResponse.parse(res.body).data;
    expect(theirs.id).not.toBe(made.id);
    expect(theirs.user?.id ?? other.id).toBe(other.id);
    expect(await countRows("orders", "user_id = ?1", other.id)).toBe(1);
  });

  it("refuses a malformed key with the field's message", async () => {
    const user = await createUser();
    const { cartId } = await fillCart(user);
    const res = await place(user.auth, orderBody(cartId, { idempotency_key: "x y" }));
    expect(res.status).toBe(400);
    expect(Object.keys(errorBodySchema.parse(res.body).params ?? {})).toContain("idempotency_key");
    expect(await countRows("orders", "user_id = ?1", user.id)).toBe(0);
  });
});

describe("before_order_phone_required", () => {
  it("when on, an order without a phone (and none in the profile) is refused and nothing is written", async () => {
    await setSetting("before_order_phone_required", "1");
    try {
      const user = await createUser({ wallet: 50_000 });
      await env.DB.prepare("UPDATE users SET phone = NULL WHERE id = ?1").bind(user.id).run();
      const { cartId } = await fillCart(user);
      const res = await place(user.auth, orderBody(cartId, { payment_id: 2 }));
      expect(res.status).toBe(400);
      const error = errorBodySchema.parse(res.body);
      expect(error.message).toBe("Phone number is required");
      expect(error.params?.phone).toEqual(["Phone number is required"]);
      expect(await countRows("orders", "user_id = ?1", user.id)).toBe(0);
      expect(await walletBalance(user.id)).toBe(50_000);
      const ok = await place(user.auth, orderBody(cartId, { payment_id: 2, phone: "+447700900123" }));
      expect(ok.status).toBe(200);
      expect(orderResponse.parse(ok.body).data.id).toBeGreaterThan(0);
      const stored = await env.DB.prepare("SELECT phone FROM orders WHERE user_id = ?1")
        .bind(user.id)
        .first<{ phone: string }>();
      expect(stored?.phone).toBe("+447700900123");
    } finally {
      await setSetting("before_order_phone_required", "0");
    }
  });

  it("when off, an order without a phone is taken", async () => {
    await setSetting("before_order_phone_required", "0");
    const user = await createUser();
    await env.DB.prepare("UPDATE users SET phone = NULL WHERE id = ?1").bind(user.id).run();
    const { cartId } = await fillCart(user);
    expect((await place(user.auth, orderBody(cartId))).status).toBe(200);
  });
});

describe("delivery dates in the shop's own time zone", () => {
  it("takes an order for the shop's today even where that is still yesterday in UTC", async () => {
    const user = await createUser();
    const { cartId } = await fillCart(user);
    // Pago Pago (UTC-11) is a day behind UTC for eleven hours of every day.
    await env.DB.prepare("UPDATE shops SET time_zone = 'Pacific/Pago_Pago' WHERE id = 1").run();
    await env.DB.prepare(
      "UPDATE shop_working_days SET from_time = '00-00', to_time = '23-59', disabled = 0 WHERE shop_id = 1",
    ).run();
    try {
      const shopToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Pago_Pago" }).format(new Date());
      const res = await place(user.auth, orderBody(cartId, { delivery_date: shopToday, delivery_time: "23:30" }));
      expect(res.status).toBe(200);
      const before = new Date(`${shopToday}T00:00:00Z`);
      before.setUTCDate(before.getUTCDate() - 1);
      const again = await fillCart(user);
      const refused = await place(
        user.auth,
        orderBody(again.cartId, { delivery_date: before.toISOString().slice(0, 10) }),
      );
      expect(refused.status).toBe(400);
      expect(errorBodySchema.parse(refused.body).params?.delivery_date).toBeDefined();
    } finally {
      await env.DB.prepare("UPDATE shops SET time_zone = 'Europe/London' WHERE id = 1").run();
    }
  });
});
