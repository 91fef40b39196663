import { type ApiClient, ApiError, paginateShops, shopsPageResponse } from "@tiffin/api-client";
import type {
  BannerPayload,
  BlogPayload,
  CategoryPayload,
  PageOf,
  ProductPayload,
  ReviewPayload,
  StoryPayload,
} from "./catalogue-types";

/**
 * Catalogue calls of API_CONTRACT.md that @tiffin/api-client does not offer yet. The payloads
 * are read as the contract shapes them; a reply without the expected outline becomes an empty
 * result, never a broken page.
 */
type Schema = Parameters<ApiClient["request"]>[1]["schema"];
const asIs = { parse: (value: unknown) => value } as unknown as Schema;

type Query = Parameters<ApiClient["request"]>[1]["query"];

async function get(api: ApiClient, path: string, query?: Query): Promise<unknown> {
  return api.request(path, { schema: asIs, query });
}

function pageOf<T>(value: unknown): PageOf<T> {
  const page = value as Partial<PageOf<T>> | null;
  if (!page || !Array.isArray(page.data)) return { data: [], meta: { current_page: 1, last_page: 1, total: 0 } };
  const meta = page.meta ?? { current_page: 1, last_page: 1, total: page.data.length };
  return { data: page.data, meta };
}

function dataOf<T>(value: unknown): T | null {
  const envelope = value as { data?: T } | null;
  return envelope?.data ?? null;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** address[latitude]=..&address[longitude]=.. */
function addressQuery(point: Point | undefined): Record<string, number> | undefined {
  return point ? { latitude: point.latitude, longitude: point.longitude } : undefined;
}

export async function searchProducts(
  api: ApiClient,
  query: { search: string; page?: number; perPage?: number; address?: Point; shop_id?: number },
) {
  return pageOf<ProductPayload>(
    await get(api, "rest/products/search", { ...query, address: addressQuery(query.address) }),
  );
}

export async function searchShops(
  api: ApiClient,
  query: { search: string; page?: number; perPage?: number; address?: Point },
) {
  try {
    return shopsPageResponse.parse(
      await get(api, "rest/shops/search", { ...query, address: addressQuery(query.address) }),
    );
  } catch (error) {
    // An API without the search route still filters its shop list by the same term.
    if (error instanceof ApiError && error.status === 404) return paginateShops(api, query);
    throw error;
  }
}

export async function getProduct(api: ApiClient, uuid: string) {
  return dataOf<ProductPayload>(await get(api, `rest/products/${encodeURIComponent(uuid)}`));
}

/** The shop's menu: recommended products and every category with its products. */
export async function getShopMenu(api: ApiClient, shopId: number) {
  const menu = dataOf<{ recommended?: ProductPayload[]; all?: CategoryPayload[] }>(
    await get(api, `rest/shops/${shopId}/products`),
  );
  return {
    recommended: menu?.recommended ?? [],
    categories: (menu?.all ?? []).filter((c) => (c.products ?? []).length > 0),
  };
}

export async function getRecommendedProducts(api: ApiClient, shopId: number) {
  return pageOf<ProductPayload>(await get(api, `rest/shops/${shopId}/products/recommended/paginate`, { perPage: 8 }));
}

export async function getShopReviews(api: ApiClient, shopId: number) {
  return pageOf<ReviewPayload>(await get(api, `rest/shops/${shopId}/reviews`, { perPage: 5 }));
}

export async function getCategories(api: ApiClient) {
  return pageOf<CategoryPayload>(await get(api, "rest/categories/paginate", { type: "main", perPage: 20 }));
}

export async function getBanners(api: ApiClient) {
  return pageOf<BannerPayload>(await get(api, "rest/banners/paginate", { perPage: 6 }));
}

export async function getStories(api: ApiClient) {
  return pageOf<StoryPayload>(await get(api, "rest/stories/paginate", { perPage: 10 }));
}

export async function getNews(api: ApiClient, uuid: string) {
  return dataOf<BlogPayload>(await get(api, `rest/blogs/${encodeURIComponent(uuid)}`));
}

export async function getRecommendedShops(api: ApiClient, address: Point) {
  const value = await get(api, "rest/shops/recommended", { address: addressQuery(address) });
  const list = dataOf<unknown[]>(value);
  return Array.isArray(list) ? shopsPageResponse.shape.data.parse(list) : [];
}

/** 200 when an open shop delivers to the point; 400 ERROR_433 when none does. */
export async function deliversTo(api: ApiClient, address: Point): Promise<boolean> {
  try {
    await get(api, "rest/shop/delivery-zone/check/distance", { address: addressQuery(address) });
    return true;
  } catch (error) {
    const status = (error as { status?: number }).status;
    return !(status === 400 || status === 433);
  }
}

/** Settled: a missing endpoint or a failure gives the fallback, so the page still renders. */
export async function orElse<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 401) throw error;
    return fallback;
  }
}
