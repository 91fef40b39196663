import { paymentRedirectResponse } from "@tiffin/api-client";
import { stripeSignature } from "../../src/payments/stripe";
import { callWith } from "./api-env";
import type { TestUser } from "./users";

/**
 * Pays an order through Stripe as the customer would: starts its checkout, then delivers the
 * signed `checkout.session.completed` webhook for that session. Returns the webhook's response.
 * The secrets must carry the webhook secret `whsec_abc` and a fetch stand-in for Stripe.
 */
export async function payThroughStripe(secrets: Record<string, unknown>, user: TestUser, orderId: number) {
  const started = await callWith(secrets, `dashboard/user/order-stripe-process?order_id=${orderId}`, {
    headers: user.auth,
  });
  const session =
    paymentRedirectResponse
      .parse(await started.json())
      .data.data.url.split("/")
      .pop() ?? "";
  const payload = JSON.stringify({
    type: "checkout.session.completed",
    data: { object: { id: session, payment_status: "paid" } },
  });
  const at = Math.floor(Date.now() / 1000);
  return callWith(secrets, "payments/stripe/callback", {
    method: "POST",
    headers: { "Stripe-Signature": `t=${at},v1=${await stripeSignature("whsec_abc", at, payload)}` },
    body: payload,
  });
}
