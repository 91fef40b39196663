import { formatMoney } from "@tiffin/i18n/money";
import { Hono } from "hono";
import { statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { assertDevTools } from "../http/dev-tools";
import { badRequest } from "../http/errors";
import { PaymentProviderError } from "../payments/port";
import { settlePayment } from "../services/payment-flow";
import { sandboxPage, sandboxReturnPage } from "./sandbox-page";
import { sandboxProvider } from "./sandbox-provider";

const unknownSession = "<!doctype html><title>Not found</title><p>Unknown payment session.</p>";

/**
 * The sandbox's hosted page and its return call. Mounted before the production payment routes,
 * so `/payments/sandbox/callback` lands here; both are a 404 unless dev tools are on.
 */
export const sandboxRoutes = new Hono<ApiEnv>()
  .get("/sandbox-pay/:session", async (c) => {
    assertDevTools(c.var.devTools);
    const tx = await statement<{ price: number; status: string; payable_type: string; payable_id: number }>(
      c.env.DB,
      "SELECT t.price, t.status, t.payable_type, t.payable_id FROM transactions t WHERE t.session_id = ?1",
      c.req.param("session"),
    ).first();
    if (!tx) return c.html(unknownSession, 404);
    const what = tx.payable_type === "wallet" ? "Wallet top-up" : `Payment for ${tx.payable_type} #${tx.payable_id}`;
    return c.html(
      sandboxPage({
        sessionId: c.req.param("session"),
        amount: formatMoney(tx.price / 100),
        description: what,
        settled: tx.status === "progress" ? null : tx.status,
      }),
    );
  })
  .get("/payments/sandbox/callback", async (c) => {
    assertDevTools(c.var.devTools);
    let outcome: Awaited<ReturnType<ReturnType<typeof sandboxProvider>["readCallback"]>>;
    const provider = sandboxProvider(new URL(c.req.url).origin);
    try {
      outcome = await provider.readCallback(c.req.raw, "");
    } catch (error) {
      if (error instanceof PaymentProviderError) throw badRequest("ERROR_400", error.message);
      throw error;
    }
    const settled = outcome ? await settlePayment(c.env.DB, outcome, provider) : null;
    if (!settled) return c.html(unknownSession, 404);
    const back =
      settled.payable_type === "wallet"
        ? "/wallet"
        : settled.payable_type === "order"
          ? `/orders/${settled.payable_id}`
          : `/parcels/${settled.payable_id}`;
    const word = settled.status === "paid" ? "approved" : settled.status === "refunded" ? "refunded" : "declined";
    return c.html(sandboxReturnPage(word, back));
  });
