import type { Paginated, ProductSearchHit, Shop } from "@tiffin/api-client";
import type { Page } from "@tiffin/core";

/**
 * Browser-side search calls for the header popover: the API's JSON, typed by the api-client's
 * response schemas (types only: no schema code reaches the browser bundle).
 */
export interface SearchHit {
  id: number;
  title: string;
  href: string;
  img: string | null;
}

export const POPOVER_PAGE_SIZE = 5;

/** The page's currency (the root loader's), or null for the default. */
type CurrencyId = number | null;

async function get<T>(path: string, params: Record<string, string>, currency: CurrencyId): Promise<Paginated<T>> {
  const query = new URLSearchParams({
    ...params,
    lang: document.documentElement.lang || "en",
    perPage: String(POPOVER_PAGE_SIZE),
  });
  if (currency !== null) query.set("currency_id", String(currency));
  const response = await fetch(`/api/v1/${path}?${query}`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error("Something went wrong");
  return (await response.json()) as Paginated<T>;
}

function pageOf<T>(body: Paginated<unknown>, items: T[]): Page<T> {
  return { items, page: body.meta?.current_page ?? 1, lastPage: body.meta?.last_page ?? 1 };
}

export async function fetchShops(
  { term, page }: { term: string; page: number },
  currency: CurrencyId,
): Promise<Page<SearchHit>> {
  const body = await get<Shop>("rest/shops/search", { search: term, page: String(page) }, currency);
  return pageOf(
    body,
    (body.data ?? []).map((shop) => ({
      id: shop.id,
      title: shop.translation?.title ?? "",
      href: `/${shop.type === "restaurant" ? "restaurant" : "shop"}/${shop.id}`,
      img: shop.logo_img ?? null,
    })),
  );
}

export async function fetchProducts(
  { term, page }: { term: string; page: number },
  currency: CurrencyId,
): Promise<Page<SearchHit>> {
  const body = await get<ProductSearchHit>("rest/products/search", { search: term, page: String(page) }, currency);
  return pageOf(
    body,
    (body.data ?? []).map((product) => ({
      id: product.id,
      title: product.translation?.title ?? "",
      href: `/shop/${product.shop?.id ?? product.shop_id}?product=${product.uuid}`,
      img: product.img ?? null,
    })),
  );
}

const HISTORY_KEY = "search_history";

export function loadHistory(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string").slice(0, 5) : [];
  } catch {
    return [];
  }
}

export function saveHistory(history: string[]) {
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Private mode: recent searches simply are not kept.
  }
}
