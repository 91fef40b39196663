import { env } from "cloudflare:test";
import { createHmac } from "node:crypto";
import { errorBodySchema, orderResponse, paidOrderResponse, paymentRedirectResponse } from "@tiffin/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STRIPE_API_VERSION, stripeProvider, stripeSignature } from "../src/payments/stripe";
import { call } from "./helpers/api";
import { callWith } from "./helpers/api-env";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { countRows, createUser, walletBalance } from "./helpers/users";

async function sandboxOrder() {
  const user = await createUser({ wallet: 100_000 });
  const { cartId } = await fillCart(user);
  const order = orderResponse.parse(
    (await call("dashboard/user/orders", send("POST", orderBody(cartId, { payment_id: 3 }), user.auth))).body,
  ).data;
  return { user, order };
}

const sessionOf = (url: string) => new URL(url).pathname.split("/").pop() ?? "";

describe("sandbox provider", () => {
  it("pays an order through its hosted page; a decline leaves it payable again", async () => {
    const { user, order } = await sandboxOrder();
    expect(order.transaction).toBeNull();
    const start = async () => {
      const res = await call(`dashboard/user/order-sandbox-process?order_id=${order.id}`, { headers: user.auth });
      expect(res.status).toBe(200);
      return paymentRedirectResponse.parse(res.body).data.data.url;
    };
    const first = await start();
    expect(first).toMatch(/\/api\/v1\/sandbox-pay\/sbx_/);
    const page = await callWith({}, new URL(first).pathname.replace("/api/v1/", ""));
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("Approve");
    expect(html).toContain("Decline");

    const declined = await callWith({}, `payments/sandbox/callback?session_id=${sessionOf(first)}&outcome=decline`);
    expect(await declined.text()).toContain("declined");
    const afterDecline = orderResponse.parse(
      (await call(`dashboard/user/orders/${order.id}`, { headers: user.auth })).body,
    ).data;
    expect(afterDecline.transaction?.status).toBe("canceled");

    const second = await start();
    const approved = await callWith({}, `payments/sandbox/callback?session_id=${sessionOf(second)}&outcome=approve`);
    expect(await approved.text()).toContain("approved");
    // The same return call again settles nothing more.
    await callWith({}, `payments/sandbox/callback?session_id=${sessionOf(second)}&outcome=approve`);
    const paid = orderResponse.parse(
      (await call(`dashboard/user/orders/${order.id}`, { headers: user.auth })).body,
    ).data;
    expect(paid.transaction).toMatchObject({ status: "paid", payment_system: { tag: "sandbox" } });
    expect(
      await countRows("transactions", "payable_type = 'order' AND payable_id = ?1 AND status = 'paid'", order.id),
    ).toBe(1);
    const again = await call(`dashboard/user/order-sandbox-process?order_id=${order.id}`, { headers: user.auth });
    expect(errorBodySchema.parse(again.body).message).toBe("This has already been paid");
    // Wallet balance untouched: the provider took the money.
    expect(await walletBalance(user.id)).toBe(100_000);
  });

  it("tops up a wallet: credited once on approval, with a history row", async () => {
    const user = await createUser({ wallet: 0 });
    const res = await call(
      "payments/wallet/payment/top-up",
      send("POST", { payment_type: "sandbox", price: 20 }, user.auth),
    );
    const url = paymentRedirectResponse.parse(res.body).data.data.url;
    await callWith({}, `payments/sandbox/callback?session_id=${sessionOf(url)}&outcome=approve`);
    await callWith({}, `payments/sandbox/callback?session_id=${sessionOf(url)}&outcome=approve`);
    expect(await walletBalance(user.id)).toBe(2000);
    expect(await countRows("wallet_histories", "user_id = ?1 AND type = 'topup'", user.id)).toBe(1);
    const viaProcess = await call(`dashboard/user/order-sandbox-process?wallet_id=${user.walletId}&total_price=5`, {
      headers: user.auth,
    });
    expect(paymentRedirectResponse.safeParse(viaProcess.body).success).toBe(true);
  });

  it("refuses a top-up above 10,000.00 of the default currency with 422, starting no payment", async () => {
    const user = await createUser({ wallet: 0 });
    const topUp = (price: number, query = "") =>
      call(`payments/wallet/payment/top-up${query}`, send("POST", { payment_type: "sandbox", price }, user.auth));
    expect(paymentRedirectResponse.safeParse((await topUp(10_000)).body).success).toBe(true);
    for (const [price, query] of [
      [10_000.01, ""],
      [250_000, ""],
      // 10,000 of a currency worth more than the default one is more than the maximum
      [10_000, "?currency_id=3"],
    ] as const) {
      const refused = await topUp(price, query);
      expect(refused.status, `${price}${query}`).toBe(422);
      const error = errorBodySchema.parse(refused.body);
      expect(error.statusCode).toBe("ERROR_422");
      expect(error.message).toBe("The top-up may not be greater than 10,000.00 in the default currency.");
    }
    const viaProcess = await call(
      `dashboard/user/order-sandbox-process?wallet_id=${user.walletId}&total_price=10000.01`,
      { headers: user.auth },
    );
    expect(viaProcess.status).toBe(422);
    // only the allowed one started a payment
    expect(await countRows("transactions", "user_id = ?1", user.id)).toBe(1);
    expect(await walletBalance(user.id)).toBe(0);
  });

  it("tops up the same wallet twice: both approvals are credited, neither is rejected", async () => {
    const user = await createUser({ wallet: 0 });
    for (const price of [20, 30]) {
      const res = await call(
        "payments/wallet/payment/top-up",
        send("POST", { payment_type: "sandbox", price }, user.auth),
      );
      const url = paymentRedirectResponse.parse(res.body).data.data.url;
      const back = await callWith({}, `payments/sandbox/callback?session_id=${sessionOf(url)}&outcome=approve`);
      expect(await back.text()).toContain("Payment approved");
    }
    expect(await walletBalance(user.id)).toBe(5000);
    expect(await countRows("wallet_histories", "user_id = ?1 AND type = 'topup'", user.id)).toBe(2);
    expect(await countRows("transactions", "user_id = ?1 AND status = 'rejected'", user.id)).toBe(0);
  });

  it("refuses bad calls: no sign-in, unknown provider, forged session, someone else's order, bad amount", async () => {
    const { user, order } = await sandboxOrder();
    const other = await createUser();
    expect((await call(`dashboard/user/order-sandbox-process?order_id=${order.id}`)).status).toBe(401);
    expect(
      (await call(`dashboard/user/order-paypal-process?order_id=${order.id}`, { headers: user.auth })).status,
    ).toBe(400);
    expect(
      (await call(`dashboard/user/order-sandbox-process?order_id=${order.id}`, { headers: other.auth })).status,
    ).toBe(404);
    expect((await call("dashboard/user/order-sandbox-process", { headers: user.auth })).status).toBe(400);
    expect(
      (await call("payments/wallet/payment/top-up", send("POST", { payment_type: "sandbox", price: -1 }, user.auth)))
        .status,
    ).toBe(400);
    expect((await callWith({}, "payments/sandbox/callback?session_id=sbx_nope&outcome=approve")).status).toBe(400);
    expect(await countRows("transactions", "user_id = ?1", user.id)).toBe(0);
  });
});

describe("cash and wallet for an existing order", () => {
  it("records cash to collect and pays from the wallet once", async () => {
    const { user, order } = await sandboxOrder();
    const pay = (id: number) =>
      call(`payments/order/${order.id}/transactions`, send("POST", { payment_sys_id: id }, user.auth));
    const cash = paidOrderResponse.parse((await pay(1)).body).data;
    expect(cash.transaction).toMatchObject({ status: "progress", payment_system: { tag: "cash" } });
    const wallet = paidOrderResponse.parse((await pay(2)).body).data;
    expect(wallet).toMatchObject({ id: order.id, transaction: { status: "paid", payment_system: { tag: "wallet" } } });
    expect(await walletBalance(user.id)).toBe(100_000 - Math.round(order.total_price * 100));
    expect(errorBodySchema.parse((await pay(2)).body).message).toBe("This has already been paid");
    expect((await call(`payments/order/${order.id}/transactions`, send("POST", { payment_sys_id: 2 }))).status).toBe(
      401,
    );
  });
});

describe("Stripe Checkout adapter", () => {
  afterEach(() => vi.restoreAllMocks());

  const secrets = {
    STRIPE_SECRET_KEY: "sk_test_123",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
    STRIPE_API_BASE: "http://stripe.stand-in",
  };

  /** Answers as Stripe's API does for POST /v1/checkout/sessions, remembering what it was sent. */
  function stripeStandIn() {
    const seen: { url: string; auth: string | null; type: string | null; form: URLSearchParams }[] = [];
    const stub = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
      seen.push({
        url: request.url,
        auth: request.headers.get("Authorization"),
        type: request.headers.get("Content-Type"),
        form,
      });
      if (request.headers.get("Authorization") !== "Bearer sk_test_123") {
        return Response.json(
          { error: { type: "invalid_request_error", message: "Invalid API Key provided" } },
          { status: 401 },
        );
      }
      const id = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
      return Response.json({
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.com/c/pay/${id}`,
        payment_status: "unpaid",
      });
    });
    return { seen, stub };
  }

  async function webhook(event: unknown, secret = "whsec_abc", at = Math.floor(Date.now() / 1000)) {
    const payload = JSON.stringify(event);
    // Signed independently of our signer, per Stripe's scheme: v1 = HMAC-SHA256(secret, "t.payload").
    const signature = createHmac("sha256", secret).update(`${at}.${payload}`).digest("hex");
    return callWith(secrets, "payments/stripe/callback", {
      method: "POST",
      headers: { "Stripe-Signature": `t=${at},v1=${signature}`, "Content-Type": "application/json" },
      body: payload,
    });
  }

  it("pins Stripe-Version on every call: the checkout, the session read and the refund", async () => {
    const sent: { call: string; version: string | null }[] = [];
    const provider = stripeProvider({
      secretKey: "sk_test_123",
      webhookSecret: "whsec_abc",
      apiBase: "http://stripe.stand-in",
      fetch: async (input, init) => {
        const request = new Request(input as RequestInfo, init);
        sent.push({
          call: `${request.method} ${new URL(request.url).pathname}`,
          version: request.headers.get("Stripe-Version"),
        });
        if (request.method === "GET") return Response.json({ id: "cs_test_1", payment_intent: "pi_1" });
        if (request.url.endsWith("/v1/refunds")) return Response.json({ id: "re_1", status: "succeeded" });
        return Response.json({ id: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" });
      },
    });
    await provider.createCheckout({
      reference: "r",
      amount: 100,
      currency: "usd",
      description: "d",
      successUrl: "http://a",
      cancelUrl: "http://b",
    });
    await provider.refund({ sessionId: "cs_test_1", amount: 100, reference: "r" });
    expect(STRIPE_API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.[a-z]+$/);
    expect(sent).toEqual([
      { call: "POST /v1/checkout/sessions", version: STRIPE_API_VERSION },
      { call: "GET /v1/checkout/sessions/cs_test_1", version: STRIPE_API_VERSION },
      { call: "POST /v1/refunds", version: STRIPE_API_VERSION },
    ]);
  });

  it('signs like Stripe: a known-answer vector and node:crypto\'s HMAC-SHA256 of "t.payload" agree', async () => {
    const payload = JSON.stringify({ id: "evt_1", type: "checkout.session.completed" });
    // Computed once outside the project (HMAC-SHA256 with key "whsec_test_secret").
    const known = "a13d4b1f9003bc2fb6c06224e878b6056185eaa50d40e1e7dc05517f8af41d7b";
    expect(createHmac("sha256", "whsec_test_secret").update(`1700000000.${payload}`).digest("hex")).toBe(known);
    expect(await stripeSignature("whsec_test_secret", 1_700_000_000, payload)).toBe(known);
  });

  it("creates a Checkout session with Stripe's form-encoded request and settles on a signed webhook", async () => {
    await env.DB.prepare("UPDATE payments SET active = 1 WHERE tag = 'stripe'").run();
    const { user, order } = await sandboxOrder();
    const { seen } = stripeStandIn();
    const res = await callWith(secrets, `dashboard/user/order-stripe-process?order_id=${order.id}`, {
      headers: user.auth,
    });
    expect(res.status).toBe(200);
    const url = paymentRedirectResponse.parse(await res.json()).data.data.url;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sessionId = url.split("/").pop();
    expect(seen[0]?.url).toBe("http://stripe.stand-in/v1/checkout/sessions");
    expect(seen[0]?.type).toBe("application/x-www-form-urlencoded");
    expect(seen[0]?.form.get("mode")).toBe("payment");
    expect(seen[0]?.form.get("line_items[0][price_data][unit_amount]")).toBe(
      String(Math.round(order.total_price * 100)),
    );
    expect(seen[0]?.form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(seen[0]?.form.get("success_url")).toContain(`/orders/${order.id}`);

    const session = { id: sessionId, object: "checkout.session", payment_status: "paid" };
    expect(
      (await webhook({ type: "checkout.session.completed", data: { object: session } }, "whsec_wrong")).status,
    ).toBe(400);
    expect(
      (await webhook({ type: "checkout.session.completed", data: { object: session } }, "whsec_abc", 1_000_000)).status,
    ).toBe(400);
    expect(await countRows("transactions", "session_id = ?1 AND status = 'paid'", sessionId)).toBe(0);
    const ok = await webhook({ type: "checkout.session.completed", data: { object: session } });
    expect(ok.status).toBe(200);
    expect(await countRows("transactions", "session_id = ?1 AND status = 'paid'", sessionId)).toBe(1);
  });

  it("marks an expired session declined and reports a refused API key", async () => {
    await env.DB.prepare("UPDATE payments SET active = 1 WHERE tag = 'stripe'").run();
    const { user, order } = await sandboxOrder();
    stripeStandIn();
    const res = await callWith(secrets, `dashboard/user/order-stripe-process?order_id=${order.id}`, {
      headers: user.auth,
    });
    const sessionId = new URL(paymentRedirectResponse.parse(await res.json()).data.data.url).pathname.split("/").pop();
    await webhook({ type: "checkout.session.expired", data: { object: { id: sessionId, payment_status: "unpaid" } } });
    expect(await countRows("transactions", "session_id = ?1 AND status = 'canceled'", sessionId)).toBe(1);

    const provider = stripeProvider({ secretKey: "sk_wrong", webhookSecret: "x", apiBase: "http://stripe.stand-in" });
    await expect(
      provider.createCheckout({
        reference: "r",
        amount: 100,
        currency: "usd",
        description: "d",
        successUrl: "http://a",
        cancelUrl: "http://b",
      }),
    ).rejects.toThrow("Invalid API Key provided");
    const unconfigured = await call(`dashboard/user/order-stripe-process?order_id=${order.id}`, { headers: user.auth });
    expect(errorBodySchema.parse(unconfigured.body).message).toContain("Stripe is not configured");
  });
});
