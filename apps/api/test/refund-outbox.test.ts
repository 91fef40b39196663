import { env } from "cloudflare:test";
import { orderResponse, paymentRedirectResponse } from "@tiffin/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiDevTools } from "../src/dev";
import { runScheduled } from "../src/scheduled";
import { call } from "./helpers/api";
import { callWith } from "./helpers/api-env";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { payThroughStripe } from "./helpers/stripe";
import { createUser, type TestUser } from "./helpers/users";

const SANDBOX = 3;
const secrets = {
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
  STRIPE_API_BASE: "http://stripe.stand-in",
};

async function paidOrder(user: TestUser) {
  const { cartId } = await fillCart(user, { price: 2500, quantity: 2 });
  const placed = await call(
    "dashboard/user/orders",
    send("POST", orderBody(cartId, { payment_id: SANDBOX }), user.auth),
  );
  return orderResponse.parse(placed.body).data;
}

const cancel = (user: TestUser, id: number, extra: Record<string, unknown> = {}) =>
  callWith(extra, `dashboard/user/orders/${id}/status/change?status=canceled`, send("POST", undefined, user.auth));

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  provider_refund_id: string | null;
  failure: string | null;
}

async function outboxOf(orderId: number): Promise<OutboxRow | null> {
  return env.DB.prepare(
    `SELECT r.id, r.status, r.attempts, r.next_attempt_at, r.provider_refund_id, r.failure FROM payment_refunds r
     JOIN transactions t ON t.id = r.transaction_id WHERE t.payable_type = 'order' AND t.payable_id = ?1`,
  )
    .bind(orderId)
    .first<OutboxRow>();
}

describe("provider refunds are an outbox retried until done", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a Worker that died between the cancel batch and the provider call: the scheduled run sends the refund, once", async () => {
    const user = await createUser({ wallet: 0 });
    const order = await paidOrder(user);
    const started = await call(`dashboard/user/order-sandbox-process?order_id=${order.id}`, { headers: user.auth });
    const session = new URL(paymentRedirectResponse.parse(started.body).data.data.url).pathname.split("/").pop();
    await callWith({}, `payments/sandbox/callback?session_id=${session}&outcome=approve`);
    expect((await cancel(user, order.id)).status).toBe(200);
    const row = await outboxOf(order.id);
    // What the cancel batch alone leaves: the refund recorded, never sent to the provider.
    await env.DB.prepare(
      `UPDATE payment_refunds SET status = 'pending', provider_refund_id = NULL, attempts = 0, next_attempt_at = NULL
       WHERE id = ?1`,
    )
      .bind(row?.id)
      .run();
    const first = await runScheduled(env, { devTools: apiDevTools });
    expect(first.refundsSent).toBeGreaterThanOrEqual(1);
    expect(await outboxOf(order.id)).toMatchObject({ status: "succeeded", attempts: 1, next_attempt_at: null });
    expect((await outboxOf(order.id))?.provider_refund_id).toMatch(/^sbx_re_/);
    // Done is done: a later run sends it no more.
    const before = await outboxOf(order.id);
    await runScheduled(env, { devTools: apiDevTools });
    expect(await outboxOf(order.id)).toEqual(before);
  });

  it("a refund the provider refused is tried again later with a growing wait, with the same key, until it is taken", async () => {
    await env.DB.prepare("UPDATE payments SET active = 1 WHERE tag = 'stripe'").run();
    let refuse = true;
    const keys: (string | null)[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      const url = new URL(request.url);
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
        return Response.json({ id, url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      if (request.method === "GET") return Response.json({ payment_intent: "pi_outbox" });
      if (url.pathname === "/v1/refunds") {
        keys.push(request.headers.get("Idempotency-Key"));
        if (refuse) return Response.json({ error: { message: "Stripe is unavailable" } }, { status: 503 });
        return Response.json({ id: "re_outbox", status: "succeeded" });
      }
      return Response.json({ error: { message: "Unrecognized request URL" } }, { status: 404 });
    });
    const user = await createUser({ wallet: 0 });
    const order = await paidOrder(user);
    await payThroughStripe(secrets, user, order.id);
    expect((await cancel(user, order.id, secrets)).status).toBe(200);
    const failed = await outboxOf(order.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, failure: "Stripe is unavailable" });
    const firstWait = Date.parse(failed?.next_attempt_at ?? "") - Date.now();
    expect(firstWait).toBeGreaterThan(30_000);

    const withStripe = { ...env, ...secrets };
    // Not due yet: nothing is sent.
    await runScheduled(withStripe, { now: new Date() });
    expect(keys).toHaveLength(1);
    // Due, still refused: a second try, and a longer wait before the third.
    const later = new Date(Date.now() + 2 * 60_000);
    await runScheduled(withStripe, { now: later });
    const again = await outboxOf(order.id);
    expect(again).toMatchObject({ status: "failed", attempts: 2 });
    expect(Date.parse(again?.next_attempt_at ?? "") - later.getTime()).toBeGreaterThan(firstWait);
    // The provider is back: the next due run settles it.
    refuse = false;
    await runScheduled(withStripe, { now: new Date(Date.now() + 60 * 60_000) });
    expect(await outboxOf(order.id)).toMatchObject({
      status: "succeeded",
      attempts: 3,
      provider_refund_id: "re_outbox",
      next_attempt_at: null,
    });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});
