import { z } from "zod";
import type { ApiClient } from "../client";
import type {
  avgPricesQuery,
  categoriesQuery,
  pageQueryOpen,
  productSearchQuery,
  productsPageQuery,
  QueryInput,
  shopProductsPageQuery,
} from "../requests";
import { envelope, envelopedPage, paginated } from "../schemas/envelope";
import {
  avgPricesSchema,
  categorySchema,
  productSchema,
  productSearchHitSchema,
  shopMenuListSchema,
  shopProductsSchema,
} from "../schemas/product";
import { shopSchema } from "../schemas/shop";
import { shopPath } from "./paths";

export const productsPageResponse = paginated(productSchema);
export const productResponse = envelope(productSchema);
export const productSearchResponse = paginated(productSearchHitSchema);
export const shopProductsResponse = envelope(shopProductsSchema);
export const shopMenuListResponse = envelope(shopMenuListSchema);
export const avgPricesResponse = envelope(avgPricesSchema);
export const categoriesPageResponse = paginated(categorySchema);
export const categoriesResponse = envelopedPage(categorySchema);
export const categoryResponse = envelope(categorySchema);
export const shopsListResponse = envelope(z.array(shopSchema));

export type ProductsQuery = QueryInput<typeof productsPageQuery>;

export const paginateProducts = (client: ApiClient, query: ProductsQuery = {}) =>
  client.request("rest/products/paginate", { schema: productsPageResponse, query: { ...query } });

export async function getProduct(client: ApiClient, uuid: string) {
  return (await client.request(`rest/products/${encodeURIComponent(uuid)}`, { schema: productResponse })).data;
}

export const searchProducts = (client: ApiClient, query: QueryInput<typeof productSearchQuery>) =>
  client.request("rest/products/search", { schema: productSearchResponse, query: { ...query } });

export const mostSoldProducts = (client: ApiClient, query: ProductsQuery = {}) =>
  client.request("rest/products/most-sold", { schema: productsPageResponse, query });

export const discountedProducts = (client: ApiClient, query: ProductsQuery = {}) =>
  client.request("rest/products/discount", { schema: productsPageResponse, query });

export async function productAveragePrices(client: ApiClient, query: QueryInput<typeof avgPricesQuery> = {}) {
  return (await client.request("rest/products-avg-prices", { schema: avgPricesResponse, query })).data;
}

export async function getShopProducts(client: ApiClient, shopId: number | string) {
  return (await client.request(`${shopPath(shopId)}/products`, { schema: shopProductsResponse })).data;
}

/** The shop's menu as lists show it: each product without its `stocks`, priced by its `stock`. */
export async function getShopMenuList(client: ApiClient, shopId: number | string) {
  return (
    await client.request(`${shopPath(shopId)}/products`, { schema: shopMenuListResponse, query: { stocks: "omit" } })
  ).data;
}

export const paginateShopProducts = (
  client: ApiClient,
  shopId: number | string,
  query: QueryInput<typeof shopProductsPageQuery> = {},
) => client.request(`${shopPath(shopId)}/products/paginate`, { schema: productsPageResponse, query });

export const paginateShopRecommendedProducts = (
  client: ApiClient,
  shopId: number | string,
  query: QueryInput<typeof pageQueryOpen> = {},
) => client.request(`${shopPath(shopId)}/products/recommended/paginate`, { schema: productsPageResponse, query });

export async function getShopCategories(client: ApiClient, shopId: number | string) {
  return (await client.request(`${shopPath(shopId)}/categories`, { schema: categoriesResponse })).data;
}

export const paginateCategories = (client: ApiClient, query: QueryInput<typeof categoriesQuery> = {}) =>
  client.request("rest/categories/paginate", { schema: categoriesPageResponse, query });

export async function getCategory(client: ApiClient, uuid: string) {
  return (await client.request(`rest/categories/${encodeURIComponent(uuid)}`, { schema: categoryResponse })).data;
}
