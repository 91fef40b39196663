import type { ApiClient } from "../client";
import { envelope } from "../schemas/envelope";
import {
  type PaidOrder,
  type PaidParcel,
  paidOrderSchema,
  paidParcelSchema,
  paymentRedirectSchema,
} from "../schemas/payment";

export const paymentRedirectResponse = envelope(paymentRedirectSchema);
/** POST payments/order/{id}/transactions: the order with its transaction. */
export const paidOrderResponse = envelope(paidOrderSchema);
/** POST payments/parcel-order/{id}/transactions: the parcel with its transaction. */
export const paidParcelResponse = envelope(paidParcelSchema);

export type PaymentTarget = { order_id: number } | { parcel_id: number } | { wallet_id: number; total_price: number };

/** An external provider's page for an order, a parcel or a wallet top-up. */
export async function startProviderPayment(client: ApiClient, provider: string, target: PaymentTarget) {
  const path = `dashboard/user/order-${encodeURIComponent(provider)}-process`;
  return (await client.request(path, { query: { ...target }, schema: paymentRedirectResponse })).data.data.url;
}

export async function topUpWallet(client: ApiClient, body: { payment_type: string; price: number }) {
  return (
    await client.request("payments/wallet/payment/top-up", { method: "POST", body, schema: paymentRedirectResponse })
  ).data.data.url;
}

/** Cash or wallet for an existing order or parcel: answers it with its transaction. */
export async function payInHouse(
  client: ApiClient,
  kind: "order",
  id: number,
  paymentSysId: number,
): Promise<PaidOrder>;
export async function payInHouse(
  client: ApiClient,
  kind: "parcel-order",
  id: number,
  paymentSysId: number,
): Promise<PaidParcel>;
export async function payInHouse(
  client: ApiClient,
  kind: "order" | "parcel-order",
  id: number,
  paymentSysId: number,
): Promise<PaidOrder | PaidParcel> {
  const path = `payments/${kind}/${id}/transactions`;
  const body = { payment_sys_id: paymentSysId };
  return kind === "order"
    ? (await client.request(path, { method: "POST", body, schema: paidOrderResponse })).data
    : (await client.request(path, { method: "POST", body, schema: paidParcelResponse })).data;
}
