import { env } from "cloudflare:test";
import { orderResponse, paymentRedirectResponse } from "@tiffin/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stripeSignature } from "../src/payments/stripe";
import { call } from "./helpers/api";
import { callWith } from "./helpers/api-env";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { createUser } from "./helpers/users";

const secrets = {
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
  STRIPE_API_BASE: "http://stripe.stand-in",
};

/** Stripe's API as far as Checkout and refunds go, remembering the forms it was sent. */
function stripeStandIn() {
  const sessions: URLSearchParams[] = [];
  const refunds: URLSearchParams[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      sessions.push(new URLSearchParams(await request.text()));
      const id = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
      return Response.json({ id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` });
    }
    if (request.method === "GET" && url.pathname.startsWith("/v1/checkout/sessions/")) {
      return Response.json({ id: url.pathname.split("/").pop(), payment_intent: "pi_1" });
    }
    if (request.method === "POST" && url.pathname === "/v1/refunds") {
      refunds.push(new URLSearchParams(await request.text()));
      return Response.json({ id: `re_${refunds.length}`, object: "refund", status: "succeeded" });
    }
    return Response.json({ error: { message: "Unrecognized request URL" } }, { status: 404 });
  });
  return { sessions, refunds };
}

async function paidWebhook(sessionId: string) {
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

describe("provider charges in the order's currency", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an order placed in pounds is charged in gbp for its pound total, and refunded in gbp for the same amount", async () => {
    await env.DB.prepare("UPDATE payments SET active = 1 WHERE tag = 'stripe'").run();
    const { sessions, refunds } = stripeStandIn();
    const user = await createUser();
    const { cartId } = await fillCart(user, { price: 1999, quantity: 3 });
    const placed = await call(
      "dashboard/user/orders?currency_id=3",
      send("POST", orderBody(cartId, { currency_id: 3, payment_id: 3 }), user.auth),
    );
    expect(placed.status).toBe(200);
    const order = orderResponse.parse(placed.body).data;
    // Shown in pounds: the total a customer saw is what the provider must take.
    const poundsMinor = Math.round(order.total_price * 100);
    const started = await callWith(secrets, `dashboard/user/order-stripe-process?order_id=${order.id}`, {
      headers: user.auth,
    });
    expect(started.status).toBe(200);
    const session =
      paymentRedirectResponse
        .parse(await started.json())
        .data.data.url.split("/")
        .pop() ?? "";
    expect(sessions[0]?.get("line_items[0][price_data][currency]")).toBe("gbp");
    expect(sessions[0]?.get("line_items[0][price_data][unit_amount]")).toBe(String(poundsMinor));
    // The default-currency total is another number: charging it as pounds would take the wrong sum.
    const stored = await env.DB.prepare("SELECT total_price FROM orders WHERE id = ?1")
      .bind(order.id)
      .first<{ total_price: number }>();
    expect(stored?.total_price).not.toBe(poundsMinor);

    expect((await paidWebhook(session)).status).toBe(200);
    const canceled = await callWith(
      secrets,
      `dashboard/user/orders/${order.id}/status/change?status=canceled`,
      send("POST", undefined, user.auth),
    );
    expect(canceled.status).toBe(200);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.get("amount")).toBe(String(poundsMinor));
  });
});
