import type { ApiClient } from "../client";
import type { QueryInput, shopsPageQuery } from "../requests";
import { envelope, paginated } from "../schemas/envelope";
import { shopSchema } from "../schemas/shop";
import { shopPath } from "./paths";

export const shopsPageResponse = paginated(shopSchema);
export const shopResponse = envelope(shopSchema);

export type ShopsQuery = QueryInput<typeof shopsPageQuery>;

export function paginateShops(client: ApiClient, query: ShopsQuery = {}) {
  const { address, ...rest } = query;
  return client.request("rest/shops/paginate", {
    schema: shopsPageResponse,
    query: { ...rest, ...(address ? { address } : {}) },
  });
}

export async function getShop(client: ApiClient, id: number | string) {
  return (await client.request(shopPath(id), { schema: shopResponse })).data;
}
