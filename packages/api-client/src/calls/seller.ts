import type { z } from "zod";
import type { ApiClient } from "../client";
import type {
  QueryInput,
  SellerBookingStatusBody,
  SellerOrderStatusBody,
  SellerParcelStatusBody,
  SellerRefundAnswerBody,
  SellerRefundRejectBody,
  SellerShopOpenBody,
  SellerStockBody,
  sellerBookingsQuery,
  sellerOrdersQuery,
  sellerOrderUpdatesQuery,
  sellerParcelsQuery,
  sellerRefundsQuery,
  sellerStocksQuery,
} from "../requests";
import { envelope, envelopedPage, paginated } from "../schemas/envelope";
import {
  sellerBookingSchema,
  sellerOrderSchema,
  sellerOrderUpdatesSchema,
  sellerParcelSchema,
  sellerRefundSchema,
  sellerShopSchema,
  sellerStockSchema,
} from "../schemas/seller";

/** The shop staff's console, `/dashboard/seller/…` (apps/api/docs/seller.md). */
export const sellerShopsResponse = envelope(sellerShopSchema.array());
export const sellerShopResponse = envelope(sellerShopSchema);
export const sellerOrdersPageResponse = paginated(sellerOrderSchema);
export const sellerOrderResponse = envelope(sellerOrderSchema);
export const sellerOrderUpdatesResponse = envelope(sellerOrderUpdatesSchema);
export const sellerRefundsPageResponse = paginated(sellerRefundSchema);
export const sellerRefundResponse = envelope(sellerRefundSchema);
export const sellerBookingsResponse = envelopedPage(sellerBookingSchema);
export const sellerBookingResponse = envelope(sellerBookingSchema);
export const sellerParcelsPageResponse = paginated(sellerParcelSchema);
export const sellerParcelResponse = envelope(sellerParcelSchema);
export const sellerStocksPageResponse = paginated(sellerStockSchema);
export const sellerStockResponse = envelope(sellerStockSchema);

type Query<T extends z.ZodType> = QueryInput<T>;

export async function getSellerShops(client: ApiClient) {
  return (await client.request("dashboard/seller/shops", { schema: sellerShopsResponse })).data;
}

export function paginateSellerOrders(client: ApiClient, query: Query<typeof sellerOrdersQuery> = {}) {
  return client.request("dashboard/seller/orders/paginate", { query: { ...query }, schema: sellerOrdersPageResponse });
}

export async function getSellerOrder(client: ApiClient, id: number) {
  return (await client.request(`dashboard/seller/orders/${id}`, { schema: sellerOrderResponse })).data;
}

/** Orders new or changed since `since` (pass back the answer's cursor); poll every few seconds. */
export async function getSellerOrderUpdates(client: ApiClient, query: Query<typeof sellerOrderUpdatesQuery> = {}) {
  return (
    await client.request("dashboard/seller/orders/updates", { query: { ...query }, schema: sellerOrderUpdatesResponse })
  ).data;
}

export async function changeSellerOrderStatus(client: ApiClient, id: number, body: SellerOrderStatusBody) {
  return (
    await client.request(`dashboard/seller/orders/${id}/status`, {
      method: "POST",
      body,
      schema: sellerOrderResponse,
    })
  ).data;
}

export function paginateSellerRefunds(client: ApiClient, query: Query<typeof sellerRefundsQuery> = {}) {
  return client.request("dashboard/seller/order-refunds/paginate", {
    query: { ...query },
    schema: sellerRefundsPageResponse,
  });
}

export async function approveSellerRefund(client: ApiClient, id: number, body: SellerRefundAnswerBody = {}) {
  return (
    await client.request(`dashboard/seller/order-refunds/${id}/approve`, {
      method: "POST",
      body,
      schema: sellerRefundResponse,
    })
  ).data;
}

export async function rejectSellerRefund(client: ApiClient, id: number, body: SellerRefundRejectBody) {
  return (
    await client.request(`dashboard/seller/order-refunds/${id}/reject`, {
      method: "POST",
      body,
      schema: sellerRefundResponse,
    })
  ).data;
}

export function getSellerBookings(client: ApiClient, query: Query<typeof sellerBookingsQuery>) {
  return client.request("dashboard/seller/bookings", { query: { ...query }, schema: sellerBookingsResponse });
}

export async function changeSellerBookingStatus(client: ApiClient, id: number, body: SellerBookingStatusBody) {
  return (
    await client.request(`dashboard/seller/bookings/${id}/status`, {
      method: "POST",
      body,
      schema: sellerBookingResponse,
    })
  ).data;
}

export function paginateSellerParcels(client: ApiClient, query: Query<typeof sellerParcelsQuery> = {}) {
  return client.request("dashboard/seller/parcel-orders/paginate", {
    query: { ...query },
    schema: sellerParcelsPageResponse,
  });
}

export async function changeSellerParcelStatus(client: ApiClient, id: number, body: SellerParcelStatusBody) {
  return (
    await client.request(`dashboard/seller/parcel-orders/${id}/status`, {
      method: "POST",
      body,
      schema: sellerParcelResponse,
    })
  ).data;
}

export function paginateSellerStocks(client: ApiClient, query: Query<typeof sellerStocksQuery>) {
  return client.request("dashboard/seller/stocks/paginate", { query: { ...query }, schema: sellerStocksPageResponse });
}

/** `quantity: 0` marks the stock sold out; more puts it back on sale. */
export async function setSellerStock(client: ApiClient, id: number, body: SellerStockBody) {
  return (await client.request(`dashboard/seller/stocks/${id}`, { method: "POST", body, schema: sellerStockResponse }))
    .data;
}

/** `open: false` closes the shop for now; `true` opens it again. */
export async function setSellerShopOpen(client: ApiClient, id: number, body: SellerShopOpenBody) {
  return (
    await client.request(`dashboard/seller/shops/${id}/open`, { method: "POST", body, schema: sellerShopResponse })
  ).data;
}
