import { env } from "cloudflare:test";
import { orderResponse, paymentRedirectResponse } from "@tiffin/api-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiApp } from "../src/app";
import { PUBLIC_ORIGIN_HEADER } from "../src/http/client-address";
import { call } from "./helpers/api";
import { send } from "./helpers/json";
import { fillCart, orderBody } from "./helpers/orders";
import { createUser } from "./helpers/users";

const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_return",
  STRIPE_WEBHOOK_SECRET: "whsec_return",
  STRIPE_API_BASE: "http://stripe.stand-in",
};

/** The storefront's in-process app (trusts what the storefront forwards) and the public /api/v1 one. */
const inProcessApp = createApiApp({ trustClientAddressHeader: true });
const publicApp = createApiApp();

/** Stripe's API as far as creating a Checkout session goes; remembers the return URLs it was given. */
function stripeStandIn() {
  const sent: URLSearchParams[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    sent.push(new URLSearchParams(await request.text()));
    const id = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    return Response.json({ id, object: "checkout.session", url: `https://checkout.stripe.com/c/pay/${id}` });
  });
  return sent;
}

async function unpaidOrder() {
  const user = await createUser({ wallet: 100_000 });
  const { cartId } = await fillCart(user);
  const made = await call("dashboard/user/orders", send("POST", orderBody(cartId, { payment_id: 3 }), user.auth));
  return { user, order: orderResponse.parse(made.body).data };
}

/** Starts a Stripe payment for the order through `app`, as a request to `requestOrigin` with `headers`. */
async function startPayment(
  app: ReturnType<typeof createApiApp>,
  orderId: number,
  headers: Record<string, string>,
  bindings: Record<string, string> = STRIPE,
) {
  const response = await app.fetch(
    new Request(`http://api.internal/api/v1/dashboard/user/order-stripe-process?order_id=${orderId}`, { headers }),
    { ...env, ...bindings },
  );
  expect(response.status).toBe(200);
  return paymentRedirectResponse.parse(await response.json()).data.data.url;
}

describe("payment return URL", () => {
  beforeEach(async () => {
    await env.DB.prepare("UPDATE payments SET active = 1 WHERE tag = 'stripe'").run();
  });
  afterEach(() => vi.restoreAllMocks());

  it("a payment started through the storefront's in-process app returns to the visitor's forwarded origin", async () => {
    const { user, order } = await unpaidOrder();
    const sent = stripeStandIn();
    await startPayment(inProcessApp, order.id, { ...user.auth, [PUBLIC_ORIGIN_HEADER]: "https://shop.example:8443" });
    expect(sent[0]?.get("success_url")).toBe(`https://shop.example:8443/orders/${order.id}?payment=success`);
    expect(sent[0]?.get("cancel_url")).toBe(`https://shop.example:8443/orders/${order.id}?payment=cancel`);
  });

  it("a forged forwarding header on the public /api/v1 is ignored: the return URL stays on the request's origin", async () => {
    const { user, order } = await unpaidOrder();
    const sent = stripeStandIn();
    await startPayment(publicApp, order.id, { ...user.auth, [PUBLIC_ORIGIN_HEADER]: "https://attacker.example" });
    expect(sent[0]?.get("success_url")).toBe(`http://api.internal/orders/${order.id}?payment=success`);
    expect(sent[0]?.get("cancel_url")).not.toContain("attacker.example");
  });

  it("a forwarded value that is not a bare http(s) origin is not used", async () => {
    const { user, order } = await unpaidOrder();
    const sent = stripeStandIn();
    for (const forged of ["javascript:alert(1)", "https://shop.example/evil?x=", "https://user:pw@shop.example"]) {
      await startPayment(inProcessApp, order.id, { ...user.auth, [PUBLIC_ORIGIN_HEADER]: forged });
    }
    expect(sent.map((form) => new URL(form.get("success_url") ?? "").origin)).toEqual([
      "http://api.internal",
      "http://api.internal",
      "http://api.internal",
    ]);
  });

  it("a configured PUBLIC_ORIGIN wins over the forwarded origin and the request's own", async () => {
    const { user, order } = await unpaidOrder();
    const sent = stripeStandIn();
    const bindings = { ...STRIPE, PUBLIC_ORIGIN: "https://tiffin.example" };
    await startPayment(
      inProcessApp,
      order.id,
      { ...user.auth, [PUBLIC_ORIGIN_HEADER]: "https://other.example" },
      bindings,
    );
    await startPayment(publicApp, order.id, user.auth, bindings);
    expect(sent.map((form) => form.get("success_url"))).toEqual([
      `https://tiffin.example/orders/${order.id}?payment=success`,
      `https://tiffin.example/orders/${order.id}?payment=success`,
    ]);
  });
});
