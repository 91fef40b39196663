import type { ApiClient } from "../client";
import { envelope, paginated } from "../schemas/envelope";
import type { WireLocation } from "../schemas/location";
import { type OrderStatus, orderRefundSchema, orderSchema, refundListItemSchema } from "../schemas/order";

export const orderResponse = envelope(orderSchema);
export const ordersPageResponse = paginated(orderSchema);
export const refundResponse = envelope(orderRefundSchema.extend({ updated_at: orderSchema.shape.created_at }));
export const refundsPageResponse = paginated(refundListItemSchema);

export interface CreateOrderRequest {
  cart_id: number;
  shop_id: number;
  currency_id?: number;
  rate?: number;
  delivery_type: "delivery" | "pickup";
  delivery_date: string;
  delivery_time: string;
  /** `[latitude, longitude]` (toWireLocation). */
  location?: WireLocation;
  address?: { address?: string; office?: string; house?: string; floor?: string } | string;
  address_id?: number;
  coupon?: string;
  note?: string;
  phone?: string;
  username?: string;
  payment_id?: number;
  tips?: number;
  /** Sent again with the same value, the request answers the order it already made. */
  idempotency_key?: string;
}

export async function createOrder(client: ApiClient, body: CreateOrderRequest) {
  return (await client.request("dashboard/user/orders", { method: "POST", body, schema: orderResponse })).data;
}

export function paginateOrders(
  client: ApiClient,
  query: { page?: number; perPage?: number; status?: OrderStatus } = {},
) {
  return client.request("dashboard/user/orders/paginate", { query: { ...query }, schema: ordersPageResponse });
}

export async function getOrder(client: ApiClient, id: number) {
  return (await client.request(`dashboard/user/orders/${id}`, { schema: orderResponse })).data;
}

export async function cancelOrder(client: ApiClient, id: number) {
  return (
    await client.request(`dashboard/user/orders/${id}/status/change`, {
      method: "POST",
      query: { status: "canceled" },
      schema: orderResponse,
    })
  ).data;
}

export async function reviewOrder(client: ApiClient, id: number, body: { rating: number; comment?: string }) {
  return (await client.request(`dashboard/user/orders/review/${id}`, { method: "POST", body, schema: orderResponse }))
    .data;
}

export function paginateRefunds(client: ApiClient, query: { page?: number; perPage?: number } = {}) {
  return client.request("dashboard/user/order-refunds/paginate", { query: { ...query }, schema: refundsPageResponse });
}

export async function requestRefund(client: ApiClient, body: { order_id: number; cause: string }) {
  return (await client.request("dashboard/user/order-refunds", { method: "POST", body, schema: refundResponse })).data;
}
