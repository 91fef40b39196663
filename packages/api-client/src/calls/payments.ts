import type { ApiClient } from "../client";
import { envelope } from "../schemas/envelope";
import { paymentRedirectSchema, paymentTransactionSchema } from "../schemas/payment";

export const paymentRedirectResponse = envelope(paymentRedirectSchema);
export const paymentTransactionResponse = envelope(paymentTransactionSchema);

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

/** Cash or wallet for an existing order or parcel. */
export async function payInHouse(client: ApiClient, kind: "order" | "parcel-order", id: number, paymentSysId: number) {
  return (
    await client.request(`payments/${kind}/${id}/transactions`, {
      method: "POST",
      body: { payment_sys_id: paymentSysId },
      schema: paymentTransactionResponse,
    })
  ).data;
}
