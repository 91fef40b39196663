import type { z } from "zod";
import type { ApiClient } from "../client";
import type { pageQuery, parcelPriceQuery, QueryInput } from "../requests";
import type { parcelCreateBody } from "../requests/parcel";
import { envelope, paginated } from "../schemas/envelope";
import { parcelPriceSchema, parcelSchema, parcelTypeSchema } from "../schemas/parcel";

export const parcelTypesResponse = paginated(parcelTypeSchema);
export const parcelPriceResponse = envelope(parcelPriceSchema);
export const parcelResponse = envelope(parcelSchema);
export const parcelsPageResponse = paginated(parcelSchema);

export type CreateParcelRequest = z.infer<typeof parcelCreateBody>;

export function parcelTypes(client: ApiClient, query: QueryInput<typeof pageQuery> = {}) {
  return client.request("rest/parcel-order/types", { query: { ...query }, schema: parcelTypesResponse });
}

export async function parcelPrice(client: ApiClient, query: QueryInput<typeof parcelPriceQuery>) {
  return (
    await client.request("rest/parcel-order/calculate-price", { query: { ...query }, schema: parcelPriceResponse })
  ).data;
}

export async function createParcel(client: ApiClient, body: CreateParcelRequest) {
  return (await client.request("dashboard/user/parcel-orders", { method: "POST", body, schema: parcelResponse })).data;
}

export function paginateParcels(client: ApiClient, query: QueryInput<typeof pageQuery> = {}) {
  return client.request("dashboard/user/parcel-orders", { query: { ...query }, schema: parcelsPageResponse });
}

export async function getParcel(client: ApiClient, id: number) {
  return (await client.request(`dashboard/user/parcel-orders/${id}`, { schema: parcelResponse })).data;
}

export async function cancelParcel(client: ApiClient, id: number) {
  return (
    await client.request(`dashboard/user/parcel-orders/${id}/status/change`, {
      method: "POST",
      query: { status: "canceled" },
      schema: parcelResponse,
    })
  ).data;
}
