import {
  type ApiClient,
  ApiError,
  checkDeliveryZone,
  getShopMenuList,
  getShopProducts,
  paginateShops,
  searchShops as searchShopsCall,
} from "@tiffin/api-client";

/** A point as the shop search and the delivery-zone check take it. */
export type Point = NonNullable<Parameters<typeof searchShopsCall>[1]["address"]>;

export async function searchShops(api: ApiClient, query: Parameters<typeof searchShopsCall>[1]) {
  try {
    return await searchShopsCall(api, query);
  } catch (error) {
    // An API without the search route still filters its shop list by the same term.
    if (error instanceof ApiError && error.status === 404) return paginateShops(api, query);
    throw error;
  }
}

/** The shop's menu (by id, slug or uuid): recommended products and every category that has products. */
export async function getShopMenu(api: ApiClient, shopId: number | string) {
  return shownMenu(await getShopProducts(api, shopId));
}

/** The shop's menu as its cards show it: each product priced by its first stock, no stocks. */
export async function getShopMenuCards(api: ApiClient, shopId: number | string) {
  return shownMenu(await getShopMenuList(api, shopId));
}

function shownMenu<M extends { recommended: unknown[]; all: Array<{ products: unknown[] }> }>(
  menu: M,
): { recommended: M["recommended"]; categories: M["all"] } {
  return {
    recommended: menu.recommended,
    categories: menu.all.filter((category) => category.products.length > 0),
  };
}

/** 200 when an open shop delivers to the point; 400 ERROR_433 when none does. */
export async function deliversTo(api: ApiClient, address: Point): Promise<boolean> {
  try {
    await checkDeliveryZone(api, address);
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
