/** The home page's shop filters, read from and written to the query (GET forms and links). */
export const ORDER_BY = ["new", "best_sale", "high_rating"] as const;
export type OrderBy = (typeof ORDER_BY)[number];

export interface HomeFilters {
  categoryId: number | null;
  orderBy: OrderBy | null;
  freeDelivery: boolean;
  openToday: boolean;
  /** How many pages of restaurants are shown ("load more" adds one). */
  pages: number;
}

export const HOME_PAGE_SIZE = 9;

export function readHomeFilters(params: URLSearchParams): HomeFilters {
  const category = Number(params.get("category_id"));
  const orderBy = params.get("order_by") ?? (params.get("newest") ? "new" : null);
  const pages = Number(params.get("page"));
  return {
    categoryId: Number.isInteger(category) && category > 0 ? category : null,
    orderBy: ORDER_BY.includes(orderBy as OrderBy) ? (orderBy as OrderBy) : null,
    freeDelivery: params.get("free_delivery") === "1",
    openToday: params.get("open") === "1",
    pages: Number.isInteger(pages) && pages > 1 ? Math.min(pages, 8) : 1,
  };
}

/** The query for these filters; `page` is left out at 1. */
export function homeQuery(filters: HomeFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.categoryId) params.set("category_id", String(filters.categoryId));
  if (filters.orderBy) params.set("order_by", filters.orderBy);
  if (filters.freeDelivery) params.set("free_delivery", "1");
  if (filters.openToday) params.set("open", "1");
  if (filters.pages > 1) params.set("page", String(filters.pages));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}
