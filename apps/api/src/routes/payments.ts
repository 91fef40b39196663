import { inHousePaymentBody, paymentProcessQuery, walletTopUpBody } from "@tiffin/api-client";
import { convertMinor, toMinor } from "@tiffin/core";
import { type Context, Hono } from "hono";
import type { ApiEnv } from "../env";
import { currentUser, requireUser } from "../http/auth";
import { isSandboxMethod, sandboxOff } from "../http/dev-tools";
import { badRequest, HttpError, notFound } from "../http/errors";
import { ok } from "../http/respond";
import { parseBody, parseQuery } from "../http/validate";
import { PaymentProviderError } from "../payments/port";
import { IN_HOUSE_TAGS, providerFor } from "../payments/providers";
import { ownOrder, presentOrders } from "../services/order-presenter";
import { ownParcelShown } from "../services/parcels";
import { ownWalletPayable, unpaidPayable } from "../services/payables";
import { payInHouse, publicOrigin, settlePayment, startExternalPayment } from "../services/payment-flow";
import { activePayment, activePaymentByTag } from "../services/payment-methods";

/** Minor units of the default currency from a major amount in the request's currency. */
const baseMinor = (c: Context<ApiEnv>, major: number) => convertMinor(toMinor(major), 1 / c.var.rate);

async function externalMethod(c: Context<ApiEnv>, tag: string) {
  if ((IN_HOUSE_TAGS as readonly string[]).includes(tag)) {
    throw badRequest("ERROR_400", "Cash and wallet are paid with POST /payments/{type}/{id}/transactions");
  }
  const method = await activePaymentByTag(c.env.DB, tag);
  if (isSandboxMethod(method) && !c.var.devTools) throw sandboxOff("payment_type");
  return method;
}

export const paymentRoutes = new Hono<ApiEnv>()
  .get("/dashboard/user/:process{order-[a-zA-Z-]+-process}", async (c) => {
    const tag = c.req
      .param("process")
      .replace(/^order-/, "")
      .replace(/-process$/, "");
    const q = parseQuery(c, paymentProcessQuery);
    const method = await externalMethod(c, tag);
    const userId = currentUser(c).id;
    const d1 = c.env.DB;
    const payable = q.order_id
      ? await unpaidPayable(d1, userId, "order", q.order_id)
      : q.parcel_id
        ? await unpaidPayable(d1, userId, "parcel", q.parcel_id)
        : q.wallet_id && q.total_price
          ? await ownWalletPayable(d1, userId, baseMinor(c, q.total_price), q.wallet_id)
          : null;
    if (!payable)
      throw badRequest("ERROR_400", "Give order_id, parcel_id, or wallet_id with total_price", {
        order_id: ["Required"],
      });
    const origin = publicOrigin(c.env, c.var.forwardedOrigin, c.req.url);
    const provider = providerFor(method.tag, c.env, origin, c.var.devTools);
    const url = await startExternalPayment(c.env, origin, userId, method, payable, provider);
    return ok(c, { data: { url } });
  })
  .post("/payments/wallet/payment/top-up", requireUser, async (c) => {
    const body = await parseBody(c, walletTopUpBody);
    const method = await externalMethod(c, body.payment_type);
    const payable = await ownWalletPayable(c.env.DB, currentUser(c).id, baseMinor(c, body.price));
    const origin = publicOrigin(c.env, c.var.forwardedOrigin, c.req.url);
    const provider = providerFor(method.tag, c.env, origin, c.var.devTools);
    const url = await startExternalPayment(c.env, origin, currentUser(c).id, method, payable, provider);
    return ok(c, { data: { url } });
  })
  .post("/payments/:kind{order|parcel-order|wallet}/:id{[0-9]+}/transactions", requireUser, async (c) => {
    const body = await parseBody(c, inHousePaymentBody);
    const method = await activePayment(c.env.DB, body.payment_sys_id);
    if (isSandboxMethod(method) && !c.var.devTools) throw sandboxOff("payment_sys_id");
    if (!(IN_HOUSE_TAGS as readonly string[]).includes(method.tag)) {
      throw new HttpError(
        400,
        "ERROR_400",
        `Pay with ${method.tag} through GET /dashboard/user/order-${method.tag}-process`,
        undefined,
        { key: "payThroughProcess" },
      );
    }
    const kind = c.req.param("kind");
    if (kind === "wallet") throw badRequest("ERROR_400", "A wallet is topped up through a payment provider");
    const type = kind === "order" ? "order" : "parcel";
    const payable = await unpaidPayable(c.env.DB, currentUser(c).id, type, Number(c.req.param("id")));
    await payInHouse(c.env.DB, currentUser(c).id, method, payable);
    // The order (or parcel) with its transaction, as the Foodyman clients read the answer.
    const d1 = c.env.DB;
    const userId = currentUser(c).id;
    if (type === "parcel") {
      const parcel = await ownParcelShown(d1, userId, payable.id);
      if (!parcel) throw notFound("Parcel not found");
      return ok(c, parcel);
    }
    const row = await ownOrder(d1, userId, payable.id);
    if (!row) throw notFound("Order not found");
    const [order] = await presentOrders(d1, [row], c.var);
    return ok(c, order);
  })
  .on(["GET", "POST"], "/payments/:provider{[a-z-]+}/callback", async (c) => {
    const tag = c.req.param("provider");
    const rawBody = c.req.method === "POST" ? await c.req.text() : "";
    let outcome: Awaited<ReturnType<ReturnType<typeof providerFor>["readCallback"]>>;
    const provider = providerFor(tag, c.env, new URL(c.req.url).origin, c.var.devTools);
    try {
      outcome = await provider.readCallback(c.req.raw, rawBody);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw badRequest("ERROR_400", error.message);
      throw error;
    }
    const settled = outcome ? await settlePayment(c.env.DB, outcome, provider) : null;
    return ok(c, { received: true, status: settled?.status ?? null });
  });
