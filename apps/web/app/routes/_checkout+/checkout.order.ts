import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ApiError, startProviderPayment } from "@tiffin/api-client";
import type { OrderRequest } from "@tiffin/core";
import { apiFor } from "../../lib/api.server";
import { readSessionUser } from "../../lib/session-user.server";
import { placeOrder, publicPaymentUrl } from "./checkout.server";

/**
 * The checkout machine's actors (POST /checkout/order, JSON): `{intent:"order", order}` places the
 * order the machine built (answers `{ok, id}`), `{intent:"pay", order_id, tag}` starts the
 * provider's payment (answers `{ok, url}`). Errors come back as `{ok:false, message}`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!(await readSessionUser(request, context.cloudflare.env))) {
    return Response.json({ ok: false, message: "Please, login first" }, { status: 401 });
  }
  const body = (await request.json().catch(() => null)) as
    | { intent: "order"; order: OrderRequest }
    | { intent: "pay"; order_id: number; tag: string }
    | null;
  const api = apiFor(request, context);
  if (body?.intent === "order" && body.order && typeof body.order === "object") {
    const origin = new URL(request.url).origin;
    // Only the order here: the machine starts the payment itself ("pay").
    const placed = await placeOrder(api, body.order, "cash", origin);
    return placed.ok
      ? Response.json({ ok: true, id: placed.orderId })
      : Response.json({ ok: false, message: placed.message }, { status: 400 });
  }
  if (body?.intent === "pay" && Number.isSafeInteger(body.order_id) && typeof body.tag === "string") {
    try {
      const url = await startProviderPayment(api, body.tag, { order_id: body.order_id });
      return Response.json({ ok: true, url: publicPaymentUrl(url, new URL(request.url).origin) });
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        return Response.json({ ok: false, message: error.message }, { status: 400 });
      }
      throw error;
    }
  }
  return Response.json({ ok: false, message: "Required" }, { status: 400 });
}
