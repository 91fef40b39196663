import { env } from "cloudflare:test";
import { errorBodySchema, orderResponse, sellerOrderResponse } from "@tiffin/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callWith } from "./helpers/api-env";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { payThroughStripe } from "./helpers/stripe";
import { createShopManager, createUser, type TestUser } from "./helpers/users";

const SANDBOX = 3;
const secrets = {
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
  STRIPE_API_BASE: "http://stripe.stand-in",
};

/**
 * Stripe's API as the provider adapter calls it, answered in-process: a checkout session, the
 * session's payment intent, and refunds, each refund call recorded (its form and its key).
 */
function stripeStandIn() {
  const refunds: { amount: string | null; intent: string | null; key: string | null }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    const url = new URL(request.url);
    if (url.origin !== secrets.STRIPE_API_BASE) throw new Error(`unexpected fetch ${request.url}`);
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
      return Response.json({ id, url: `https://checkout.stripe.com/c/pay/${id}` });
    }
    if (request.method === "GET" && url.pathname.startsWith("/v1/checkout/sessions/")) {
      return Response.json({ payment_intent: "pi_rejected_order" });
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      const form = new URLSearchParams(await request.text());
      refunds.push({
        amount: form.get("amount"),
        intent: form.get("payment_intent"),
        key: request.headers.get("Idempotency-Key"),
      });
      return Response.json({ id: `re_${refunds.length}`, status: "succeeded" });
    }
    return Response.json({ error: { message: "Unrecognized request URL" } }, { status: 404 });
  });
  return refunds;
}

/** An order of shop 1 paid through Stripe: the checkout started and its signed webhook received. */
async function stripePaidOrder(user: TestUser) {
  const { cartId } = await fillCart(user, { price: 2500, quantity: 2 });
  const placed = await callWith(
    secrets,
    "dashboard/user/orders",
    send("POST", orderBody(cartId, { payment_id: SANDBOX }), user.auth),
  );
  const order = orderResponse.parse(await placed.json()).data;
  const hook = await payThroughStripe(secrets, user, order.id);
  expect(hook.status).toBe(200);
  const paid = await env.DB.prepare(
    "SELECT SUM(price) AS paid FROM transactions WHERE payable_type = 'order' AND payable_id = ?1 AND status = 'paid'",
  )
    .bind(order.id)
    .first<{ paid: number }>();
  expect(paid?.paid).toBeGreaterThan(0);
  return { id: order.id, paid: paid?.paid ?? 0 };
}

const reject = (id: number, manager: TestUser, reason = "The oven is broken") =>
  callWith(secrets, `dashboard/seller/orders/${id}/status`, send("POST", { status: "canceled", reason }, manager.auth));

async function refundRows(orderId: number) {
  const { results } = await env.DB.prepare(
    `SELECT r.status, r.price, r.provider_refund_id FROM payment_refunds r JOIN transactions t ON t.id = r.transaction_id
     WHERE t.payable_type = 'order' AND t.payable_id = ?1`,
  )
    .bind(orderId)
    .all<{ status: string; price: number; provider_refund_id: string | null }>();
  return results;
}

describe("staff rejecting a provider-paid order", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a Stripe-paid order rejected by its shop sends exactly one refund of what was paid through Stripe's refund call", async () => {
    await env.DB.prepare("UPDATE payments SET active = 1 WHERE tag = 'stripe'").run();
    const refunds = stripeStandIn();
    const customer = await createUser({ wallet: 0 });
    const manager = await createShopManager([1]);
    const order = await stripePaidOrder(customer);

    const res = await reject(order.id, manager);
    expect(res.status).toBe(200);
    expect(sellerOrderResponse.parse(await res.json()).data.status).toBe("canceled");
    expect(refunds).toEqual([{ amount: String(order.paid), intent: "pi_rejected_order", key: expect.any(String) }]);
    expect(await refundRows(order.id)).toEqual([
      { status: "succeeded", price: order.paid, provider_refund_id: "re_1" },
    ]);

    // Rejecting again, and the customer's cancel after it, send nothing more.
    const again = await reject(order.id, manager);
    expect(errorBodySchema.parse(await again.json()).statusCode).toBe("ERROR_254");
    await callWith(
      secrets,
      `dashboard/user/orders/${order.id}/status/change?status=canceled`,
      send("POST", undefined, customer.auth),
    );
    expect(refunds).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it("two managers rejecting one Stripe-paid order at once: one refund reaches Stripe", async () => {
    await env.DB.prepare("UPDATE payments SET active = 1 WHERE tag = 'stripe'").run();
    const refunds = stripeStandIn();
    const customer = await createUser({ wallet: 0 });
    const [a, b] = [await createShopManager([1]), await createShopManager([1])];
    const order = await stripePaidOrder(customer);

    const answers = await Promise.all([reject(order.id, a), reject(order.id, b)]);
    // The loser read the order before (409, changed meanwhile) or after (400, final) the winner wrote.
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect([400, 409]).toContain(answers.find((r) => r.status !== 200)?.status);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(String(order.paid));
    expect(await refundRows(order.id)).toHaveLength(1);
  });
});
