import type { z } from "zod";
import type { ApiClient } from "../client";
import type { ordersPageQuery, pageQuery, QueryInput } from "../requests";
import type { CreateOrderWire, orderRefundBody, orderReviewBody } from "../requests/order";
import { envelope, paginated } from "../schemas/envelope";
import { orderRefundSchema, orderSchema, refundListItemSchema } from "../schemas/order";

export const orderResponse = envelope(orderSchema);
export const ordersPageResponse = paginated(orderSchema);
export const refundResponse = envelope(orderRefundSchema.extend({ updated_at: orderSchema.shape.created_at }));
export const refundsPageResponse = paginated(refundListItemSchema);

/** The order request as the API reads it. */
export type CreateOrderRequest = CreateOrderWire;

export async function createOrder(client: ApiClient, body: CreateOrderRequest) {
  return (await client.request("dashboard/user/orders", { method: "POST", body, schema: orderResponse })).data;
}

export function paginateOrders(client: ApiClient, query: QueryInput<typeof ordersPageQuery> = {}) {
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

export async function reviewOrder(client: ApiClient, id: number, body: z.infer<typeof orderReviewBody>) {
  return (await client.request(`dashboard/user/orders/review/${id}`, { method: "POST", body, schema: orderResponse }))
    .data;
}

export function paginateRefunds(client: ApiClient, query: QueryInput<typeof pageQuery> = {}) {
  return client.request("dashboard/user/order-refunds/paginate", { query: { ...query }, schema: refundsPageResponse });
}

export async function requestRefund(client: ApiClient, body: z.infer<typeof orderRefundBody>) {
  return (await client.request("dashboard/user/order-refunds", { method: "POST", body, schema: refundResponse })).data;
}
