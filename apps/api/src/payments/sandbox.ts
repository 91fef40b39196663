import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentOutcome,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from "./port";
import { PaymentProviderError } from "./port";

/**
 * The built-in provider for local use: its "hosted page" is served by the API itself
 * (GET /api/v1/sandbox-pay/{session}) and its Approve/Decline buttons come back through the
 * same callback route a real provider uses. The session id is random and unguessable; holding
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** The sandbox's hosted page: the amount and two buttons. */
export function sandboxPage(session: {
  sessionId: string;
  amount: string;
  description: string;
  settled: string | null;
}) {
  const action = "/api/v1/payments/sandbox/callback";
  const buttons = session.settled
    ? `<p>This payment is ${escapeHtml(session.settled)}.</p>`
    : `<form method="get" action="${action}">
  <input type="hidden" name="session_id" value="${escapeHtml(session.sessionId)}">
  <button name="outcome" value="approve">Approve</button>
  <button name="outcome" value="decline">Decline</button>
</form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><h1>Sandbox payment</h1><p>${escapeHtml(session.description)}</p><p><strong>${escapeHtml(session.amount)}</strong></p>
${buttons}<p><small>No money moves: this is the built-in test provider.</small></p></body></html>`;
}
