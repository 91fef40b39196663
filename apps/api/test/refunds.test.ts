import { env } from "cloudflare:test";
import { orderResponse, parcelResponse, paymentRedirectResponse } from "@tiffin/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stripeSignature } from "../src/payments/stripe";
import { call } from "./helpers/api";
import { callWith } from "./helpers/api-env";
import { send } from "./helpers/json";
import { dayFromNow, fillCart, HOME, orderBody } from "./helpers/orders";
import { countRows, createUser, type TestUser, walletBalance } from "./helpers/users";

const WALLET = 2;
const SANDBOX = 3;

const cancelOrder = (user: TestUser, id: number, extra: Record<string, unknown> = {}) =>
  callWith(extra, `dashboard/user/orders/${id}/status/change?status=canceled`, send("POST", undefined, user.auth));

const showOrder = async (user: TestUser, id: number) =>
  orderResponse.parse((await call(`dashboard/user/orders/${id}`, { headers: user.auth })).body).data;

async function placeOrder(user: TestUser, paymentId: number) {
  const { cartId } = await fillCart(user, { price: 1999, quantity: 2 });
  const res = await call(
    "dashboard/user/orders",
    send("POST", orderBody(cartId, { payment_id: paymentId }), user.auth),
  );
  expect(res.status).toBe(200);
  return orderResponse.parse(res.body).data;
}

const sessionOf = (url: string) => new URL(url).pathname.split("/").pop() ?? "";

async function startSandbox(user: TestUser, orderId: number) {
  const res = await call(`dashboard/user/order-sandbox-process?order_id=${orderId}`, { headers: user.auth });
  return sessionOf(paymentRedirectResponse.parse(res.body).data.data.url);
}

const sandboxCallback = (session: string, outcome: "approve" | "decline") =>
  callWith({}, `payments/sandbox/callback?session_id=${session}&outcome=${outcome}`);

interface RefundRow {
  price: number;
  status: string;
  reason: string;
  provider_refund_id: string | null;
  failure: string | null;
}

async function refundsFor(type: string, id: number): Promise<RefundRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT r.price, r.status, r.reason, r.provider_refund_id, r.failure FROM payment_refunds r
     JOIN transactions t ON t.id = r.transaction_id WHERE t.payable_type = ?1 AND t.payable_id = ?2`,
  )
    .bind(type, id)
    .all<RefundRow>();
  return results;
}

describe("cancelling a paid order gives the money back", () => {
  it("a wallet payment: the exact amount is credited back with a wallet history row and a settled refund", async () => {
    const user = await createUser({ wallet: 80_000 });
    const order = await placeOrder(user, WALLET);
    const paid = 80_000 - (await walletBalance(user.id));
    expect(paid).toBe(Math.round(order.total_price * 100));
    expect((await cancelOrder(user, order.id)).status).toBe(200);
    expect(await walletBalance(user.id)).toBe(80_000);
    expect(await countRows("wallet_histories", "user_id = ?1 AND type = 'topup' AND price = ?2", user.id, paid)).toBe(
      1,
    );
    expect(await refundsFor("order", order.id)).toEqual([
      { price: paid, status: "succeeded", reason: "canceled", provider_refund_id: null, failure: null },
    ]);
    const shown = await showOrder(user, order.id);
    expect(shown.transaction?.refund).toEqual({ status: "succeeded", price: order.total_price });
  });

  it("two cancels at once credit the wallet once", async () => {
    const user = await createUser({ wallet: 80_000 });
    const order = await placeOrder(user, WALLET);
    const answers = await Promise.all([cancelOrder(user, order.id), cancelOrder(user, order.id)]);
    // The loser is refused: 400 when it read the order already canceled, 409 when the other
    // cancel landed between its read and its write.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect([400, 409]).toContain(answers.find((a) => a.status !== 200)?.status);
    expect(await walletBalance(user.id)).toBe(80_000);
    expect(await refundsFor("order", order.id)).toHaveLength(1);
  });

  it("another user cannot cancel the order, and nothing is refunded", async () => {
    const owner = await createUser({ wallet: 80_000 });
    const order = await placeOrder(owner, WALLET);
    const balance = await walletBalance(owner.id);
    const stranger = await createUser({ wallet: 0 });
    expect((await cancelOrder(stranger, order.id)).status).toBe(404);
    expect(await walletBalance(owner.id)).toBe(balance);
    expect(await walletBalance(stranger.id)).toBe(0);
    expect(await refundsFor("order", order.id)).toHaveLength(0);
    expect((await showOrder(owner, order.id)).status).toBe("new");
  });

  it("a sandbox payment gets a refund record and goes through the sandbox's refund", async () => {
    const user = await createUser({ wallet: 0 });
    const order = await placeOrder(user, SANDBOX);
    await sandboxCallback(await startSandbox(user, order.id), "approve");
    expect((await showOrder(user, order.id)).transaction?.status).toBe("paid");
    const canceled = await cancelOrder(user, order.id);
    expect(canceled.status).toBe(200);
    // The cancel's own answer already shows the provider's refund as done, not as pending.
    expect(orderResponse.parse(await canceled.json()).data.transaction).toMatchObject({
      status: "canceled",
      refund: { status: "succeeded" },
    });
    const [refund] = await refundsFor("order", order.id);
    expect(refund).toMatchObject({
      price: Math.round(order.total_price * 100),
      status: "succeeded",
      reason: "canceled",
    });
    expect(refund?.provider_refund_id).toMatch(/^sbx_re_[0-9a-f]{32}$/);
    // Nothing lands in the wallet: the money goes back the way it came.
    expect(await walletBalance(user.id)).toBe(0);
    const shown = await showOrder(user, order.id);
    expect(shown.transaction).toMatchObject({ status: "canceled", refund: { status: "succeeded" } });
  });

  it("a sandbox approval that arrives after the cancel is refunded, once, not ignored", async () => {
    const user = await createUser({ wallet: 0 });
    const order = await placeOrder(user, SANDBOX);
    const session = await startSandbox(user, order.id);
    expect((await cancelOrder(user, order.id)).status).toBe(200);
    expect(await refundsFor("order", order.id)).toHaveLength(0);
    const late = await sandboxCallback(session, "approve");
    expect(await late.text()).toContain("refunded");
    await sandboxCallback(session, "approve");
    const refunds = await refundsFor("order", order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "succeeded", reason: "late_payment" });
    expect((await showOrder(user, order.id)).status).toBe("canceled");
  });

  it("a wallet-paid parcel is credited back on cancel", async () => {
    const user = await createUser({ wallet: 50_000 });
    const created = await call(
      "dashboard/user/parcel-orders",
      send(
        "POST",
        {
          type_id: 1,
          currency_id: 1,
          phone_from: "+44 20 7946 0001",
          username_from: "Sam Sender",
          address_from: { ...HOME, address: "1 Strand", house: "1" },
          phone_to: "+44 20 7946 0002",
          username_to: "Rita Receiver",
          address_to: { latitude: 51.5155, longitude: -0.1419, address: "10 Oxford St" },
          delivery_date: dayFromNow(1),
          delivery_time: "15:00",
        },
        user.auth,
      ),
    );
    const parcel = parcelResponse.parse(created.body).data;
    const pay = await call(
      `payments/parcel-order/${parcel.id}/transactions`,
      send("POST", { payment_sys_id: WALLET }, user.auth),
    );
    expect(pay.status).toBe(200);
    const charged = 50_000 - (await walletBalance(user.id));
    expect(charged).toBeGreaterThan(0);
    const cancel = await call(
      `dashboard/user/parcel-orders/${parcel.id}/status/change?status=canceled`,
      send("POST", undefined, user.auth),
    );
    expect(cancel.status).toBe(200);
    expect(await walletBalance(user.id)).toBe(50_000);
    expect(
      await countRows("wallet_histories", "user_id = ?1 AND type = 'topup' AND price = ?2", user.id, charged),
    ).toBe(1);
    expect(await refundsFor("parcel", parcel.id)).toMatchObject([{ status: "succeeded", price: charged }]);
  });
});

describe("Stripe refunds, against a stand-in of Stripe's API", () => {
  afterEach(() => vi.restoreAllMocks());

  const secrets = {
    STRIPE_SECRET_KEY: "sk_test_123",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
    STRIPE_API_BASE: "http://stripe.stand-in",
  };

  /** Answers Checkout session creation and retrieval and refund creation as Stripe's API does. */
  function stripeStandIn(options: { refuseRefunds?: boolean } = {}) {
    const refunds: { form: URLSearchParams; idempotency: string | null }[] = [];
    const intents = new Map<string, string>();
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      const url = new URL(request.url);
      if (request.headers.get("Authorization") !== "Bearer sk_test_123") {
        return Response.json({ error: { message: "Invalid API Key provided" } }, { status: 401 });
      }
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
        intents.set(id, `pi_${crypto.randomUUID().replaceAll("-", "")}`);
        return Response.json({ id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      const session = url.pathname.match(/^\/v1\/checkout\/sessions\/(cs_test_\w+)$/)?.[1];
      if (request.method === "GET" && session) {
        const intent = intents.get(session);
        if (!intent) return Response.json({ error: { message: "No such checkout.session" } }, { status: 404 });
        return Response.json({ id: session, object: "checkout.session", payment_intent: intent });
      }
      if (request.method === "POST" && url.pathname === "/v1/refunds") {
        const form = new URLSearchParams(await request.text());
        refunds.push({ form, idempotency: request.headers.get("Idempotency-Key") });
        if (options.refuseRefunds) {
          return Response.json({ error: { message: "Charge has already been refunded." } }, { status: 400 });
        }
        return Response.json({ id: `re_${refunds.length}`, object: "refund", status: "succeeded" });
      }
      return Response.json({ error: { message: "Unrecognized request URL" } }, { status: 404 });
    });
    return { refunds, intents };
  }

  async function webhook(sessionId: string) {
    const payload = JSON.stringify({
      type: "checkout.session.completed",
      data: { object: { id: sessionId, object: "checkout.session", payment_status: "paid" } },
    });
    const at = Math.floor(Date.now() / 1000);
    return callWith(secrets, "payments/stripe/callback", {
      method: "POST",
      headers: {
        "Stripe-Signature": `t=${at},v1=${await stripeSignature("whsec_abc", at, payload)}`,
        "Content-Type": "application/json",
      },
      body: payload,
    });
  }

  async function startStripe(user: TestUser, orderId: number) {
    const res = await callWith(secrets, `dashboard/user/order-stripe-process?order_id=${orderId}`, {
      headers: user.auth,
    });
    return (
      paymentRedirectResponse
        .parse(await res.json())
        .data.data.url.split("/")
        .pop() ?? ""
    );
  }

  it("cancelling a Stripe-paid order refunds its PaymentIntent for the whole amount", async () => {
    await env.DB.prepare("UPDATE payments SET active = 1 WHERE tag = 'stripe'").run();
    const { refunds, intents } = stripeStandIn();
    const user = await createUser({ wallet: 0 });
    const order = await placeOrder(user, SANDBOX);
    const session = await startStripe(user, order.id);
    expect((await webhook(session)).status).toBe(200);
    expect((await cancelOrder(user, order.id, secrets)).status).toBe(200);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.get("payment_intent")).toBe(intents.get(session));
    expect(refunds[0]?.form.get("amount")).toBe(String(Math.round(order.total_price * 100)));
    expect(refunds[0]?.idempotency).toMatch(/^refund-[0-9a-f]{32}$/);
    expect(await refundsFor("order", order.id)).toMatchObject([
      { status: "succeeded", reason: "canceled", provider_refund_id: "re_1" },
    ]);
  });

  it("a Stripe success that arrives after the cancel is refunded, and a replayed webhook refunds nothing more", async () => {
    await env.DB.prepare("UPDATE payments SET active = 1 WHERE tag = 'stripe'").run();
    const { refunds } = stripeStandIn();
    const user = await createUser({ wallet: 0 });
    const order = await placeOrder(user, SANDBOX);
    const session = await startStripe(user, order.id);
    expect((await cancelOrder(user, order.id, secrets)).status).toBe(200);
    expect(refunds).toHaveLength(0);
    const late = await webhook(session);
    expect(((await late.json()) as { data: { status: string } }).data.status).toBe("refunded");
    await webhook(session);
    expect(refunds).toHaveLength(1);
    expect(await refundsFor("order", order.id)).toMatchObject([{ status: "succeeded", reason: "late_payment" }]);
  });

  it("a refund Stripe refuses is recorded as failed with Stripe's reason; the order stays canceled", async () => {
    await env.DB.prepare("UPDATE payments SET active = 1 WHERE tag = 'stripe'").run();
    stripeStandIn({ refuseRefunds: true });
    const user = await createUser({ wallet: 0 });
    const order = await placeOrder(user, SANDBOX);
    await webhook(await startStripe(user, order.id));
    expect((await cancelOrder(user, order.id, secrets)).status).toBe(200);
    expect(await refundsFor("order", order.id)).toMatchObject([
      { status: "failed", failure: "Charge has already been refunded." },
    ]);
    expect((await showOrder(user, order.id)).status).toBe("canceled");
  });
});
