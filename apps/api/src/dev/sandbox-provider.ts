import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentOutcome,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from "../payments/port";
import { PaymentProviderError } from "../payments/port";

/**
 * The built-in provider for development builds (never bundled in production): its "hosted
 * page" is served by the API itself (GET /api/v1/sandbox-pay/{session}) and its Approve/Decline
 * buttons come back through the same callback path a real provider uses. The session id is random and unguessable; holding
 * it is what lets someone approve, as with a real checkout link.
 */
export function sandboxProvider(origin: string): PaymentProvider {
  return {
    tag: "sandbox",
    async createCheckout(_request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = `sbx_${crypto.randomUUID().replaceAll("-", "")}`;
      return { sessionId, url: `${origin}/api/v1/sandbox-pay/${sessionId}` };
    },
    async readCallback(request: Request): Promise<PaymentOutcome | null> {
      const url = new URL(request.url);
      const sessionId = url.searchParams.get("session_id") ?? "";
      const outcome = url.searchParams.get("outcome");
      if (!/^sbx_[0-9a-f]{32}$/.test(sessionId)) throw new PaymentProviderError("Unknown sandbox session");
      if (outcome !== "approve" && outcome !== "decline") throw new PaymentProviderError("Unknown sandbox outcome");
      return { sessionId, outcome: outcome === "approve" ? "paid" : "declined" };
    },
    async refund(request: RefundRequest): Promise<RefundResult> {
      if (!/^sbx_[0-9a-f]{32}$/.test(request.sessionId)) throw new PaymentProviderError("Unknown sandbox session");
      // No money moved, so none moves back: the refund is settled at once.
      return { refundId: `sbx_re_${request.reference.replaceAll("-", "")}`, status: "succeeded" };
    },
  };
}
