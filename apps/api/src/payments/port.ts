/**
 * The payment port: every external provider (the built-in sandbox, Stripe, and later the other
 * providers of SPEC.md section 9) is one adapter behind this interface. The API never talks
 * to a provider except through it.
 */
export interface CheckoutRequest {
  /** Our transaction's uuid; the provider hands it back. */
  reference: string;
  /** Minor units of the default currency. */
  amount: number;
  /** ISO code in lower case, e.g. "usd". */
  currency: string;
  description: string;
  /** Where the provider sends the customer afterwards. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** The provider's hosted page to redirect the customer to. */
  url: string;
}

export interface PaymentOutcome {
  sessionId: string;
  outcome: "paid" | "declined";
}

export interface RefundRequest {
  /** The checkout session the money was taken through. */
  sessionId: string;
  /** Minor units to give back (the whole payment). */
  amount: number;
  /** Our refund's uuid: the provider's idempotency key, so a retry never refunds twice. */
  reference: string;
}

export interface RefundResult {
  refundId: string;
  /** Some providers settle a refund later; until then it is pending. */
  status: "succeeded" | "pending";
}

export interface PaymentProvider {
  readonly tag: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Reads the provider's return call or webhook. Throws on a forged or malformed call; null
   * for a well-formed call that settles nothing (an event we do not act on).
   */
  readCallback(request: Request, rawBody: string): Promise<PaymentOutcome | null>;
  /** Gives a settled payment back. Throws PaymentProviderError when the provider refuses. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}
