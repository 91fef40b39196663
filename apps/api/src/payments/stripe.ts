import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentOutcome,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from "./port";
import { PaymentProviderError } from "./port";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com by default; a stand-in's URL in tests. */
  apiBase?: string;
  fetch?: typeof fetch;
  /** Seconds a signed webhook stays acceptable (Stripe's libraries use 300). */
  toleranceSeconds?: number;
  now?: () => number;
}

/**
 * The Stripe API version every call asks for, so answers keep the shapes read here whatever the
 * account's default becomes. Webhook events follow the endpoint's own version: create the
 * endpoint with this one (apps/api/docs/payments.md). Change it only with the code that reads
 * the answers and events.
 */
export const STRIPE_API_VERSION = "2025-03-31.basil";

/** The headers of every call to Stripe: the secret key and the pinned API version. */
function stripeHeaders(secretKey: string, extra: Record<string, string> = {}): Record<string, string> {
  return { Authorization: `Bearer ${secretKey}`, "Stripe-Version": STRIPE_API_VERSION, ...extra };
}

/** Stripe Checkout: sessions created with the form-encoded REST call, webhooks verified by signature. */
export function stripeProvider(config: StripeConfig): PaymentProvider {
  const base = (config.apiBase ?? "https://api.stripe.com").replace(/\/$/, "");
  return {
    tag: "stripe",
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const form = new URLSearchParams({
        mode: "payment",
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.reference,
        "metadata[reference]": request.reference,
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": request.currency,
        "line_items[0][price_data][unit_amount]": String(request.amount),
        "line_items[0][price_data][product_data][name]": request.description,
      });
      const doFetch = config.fetch ?? fetch;
      const response = await doFetch(`${base}/v1/checkout/sessions`, {
        method: "POST",
        headers: stripeHeaders(config.secretKey, {
          "Content-Type": "application/x-www-form-urlencoded",
          "Idempotency-Key": request.reference,
        }),
        body: form.toString(),
      });
      const json = (await response.json().catch(() => null)) as {
        id?: string;
        url?: string;
        error?: { message?: string };
      } | null;
      if (!response.ok || !json?.id || !json.url) {
        throw new PaymentProviderError(json?.error?.message ?? `Stripe answered ${response.status}`);
      }
      return { sessionId: json.id, url: json.url };
    },
    /**
     * A Checkout session is refunded through its PaymentIntent: read the session for it, then
     * POST /v1/refunds with our refund's uuid as the idempotency key.
     */
    async refund(request: RefundRequest): Promise<RefundResult> {
      const doFetch = config.fetch ?? fetch;
      const sessionAnswer = await doFetch(`${base}/v1/checkout/sessions/${encodeURIComponent(request.sessionId)}`, {
        headers: stripeHeaders(config.secretKey),
      });
      const session = (await sessionAnswer.json().catch(() => null)) as {
        payment_intent?: string | { id?: string } | null;
        error?: { message?: string };
      } | null;
      const intent = typeof session?.payment_intent === "string" ? session.payment_intent : session?.payment_intent?.id;
      if (!sessionAnswer.ok || !intent) {
        throw new PaymentProviderError(session?.error?.message ?? `Stripe has no payment for ${request.sessionId}`);
      }
      const form = new URLSearchParams({
        payment_intent: intent,
        amount: String(request.amount),
        reason: "requested_by_customer",
        "metadata[reference]": request.reference,
      });
      const answer = await doFetch(`${base}/v1/refunds`, {
        method: "POST",
        headers: stripeHeaders(config.secretKey, {
          "Content-Type": "application/x-www-form-urlencoded",
          "Idempotency-Key": `refund-${request.reference}`,
        }),
        body: form.toString(),
      });
      const refund = (await answer.json().catch(() => null)) as {
        id?: string;
        status?: string;
        error?: { message?: string };
      } | null;
      if (!answer.ok || !refund?.id || refund.status === "failed" || refund.status === "canceled") {
        throw new PaymentProviderError(refund?.error?.message ?? `Stripe answered ${answer.status} to the refund`);
      }
      return { refundId: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending" };
    },
    async readCallback(request: Request, rawBody: string): Promise<PaymentOutcome | null> {
      await verifyStripeSignature(request.headers.get("Stripe-Signature"), rawBody, config);
      const event = JSON.parse(rawBody) as {
        type?: string;
        data?: { object?: { id?: string; payment_status?: string } };
      };
      const session = event.data?.object;
      if (!session?.id) return null;
      switch (event.type) {
        case "checkout.session.completed":
          return session.payment_status === "paid" ? { sessionId: session.id, outcome: "paid" } : null;
        case "checkout.session.async_payment_succeeded":
          return { sessionId: session.id, outcome: "paid" };
        case "checkout.session.expired":
        case "checkout.session.async_payment_failed":
          return { sessionId: session.id, outcome: "declined" };
        default:
          return null;
      }
    },
  };
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

export async function stripeSignature(secret: string, timestamp: number, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`)));
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The Stripe-Signature scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">[,v1=...]`.
 * Any v1 may match (secrets roll); the timestamp must be within the tolerance.
 */
export async function verifyStripeSignature(header: string | null, payload: string, config: StripeConfig) {
  if (!header) throw new PaymentProviderError("Missing Stripe-Signature");
  const parts = header.split(",").map((p) => p.trim().split("="));
  const timestamp = Number(parts.find(([k]) => k === "t")?.[1]);
  const signatures = parts.filter(([k]) => k === "v1").map(([, v]) => v ?? "");
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new PaymentProviderError("Malformed Stripe-Signature");
  const now = Math.floor((config.now ?? Date.now)() / 1000);
  if (Math.abs(now - timestamp) > (config.toleranceSeconds ?? 300)) throw new PaymentProviderError("Stale webhook");
  const expected = await stripeSignature(config.webhookSecret, timestamp, payload);
  if (!signatures.some((s) => sameText(s, expected))) throw new PaymentProviderError("Bad webhook signature");
}
