import type { ApiClient } from "../client";
import { envelope, paginated } from "../schemas/envelope";
import { shopSchema } from "../schemas/shop";

export const shopsPageResponse = paginated(shopSchema);
export const shopResponse = envelope(shopSchema);

export interface ShopsQuery {
  page?: number;
  perPage?: number;
  type?: "restaurant" | "shop";
  address?: { latitude: number; longitude: number };
  open?: 0 | 1;
  category_id?: number;
  search?: string;
  take?: number[];
  free_delivery?: 0 | 1;
  deals?: 0 | 1;
  has_discount?: 0 | 1;
  order_by?: "new" | "old" | "best_sale" | "low_sale" | "high_rating" | "low_rating" | "trust_you";
}

export function paginateShops(client: ApiClient, query: ShopsQuery = {}) {
  const { address, ...rest } = query;
  return client.request("rest/shops/paginate", {
    schema: shopsPageResponse,
    query: { ...rest, ...(address ? { address } : {}) },
  });
}

export async function getShop(client: ApiClient, id: number | string) {
  return (await client.request(`rest/shops/${encodeURIComponent(String(id))}`, { schema: shopResponse })).data;
}
