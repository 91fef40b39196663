/** Results per page on the search view; "load more" asks for one page more of that list. */
export const SEARCH_PAGE_SIZE = 6;
/** The API caps perPage at 100. */
export const MAX_SEARCH_PAGES = 16;

export function pagesParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_SEARCH_PAGES) : 1;
}

/** SPEC.md section 5: search only runs for a non-empty trimmed term. */
export function searchTerm(value: string | null | undefined): string {
  return (value ?? "").trim().slice(0, 100);
}

/** The search URL with one list showing one page more; the other list keeps its pages. */
export function moreHref(term: string, shopPages: number, productPages: number, list: "shops" | "products"): string {
  const params = new URLSearchParams({ q: term });
  const sp = list === "shops" ? shopPages + 1 : shopPages;
  const pp = list === "products" ? productPages + 1 : productPages;
  if (sp > 1) params.set("sp", String(sp));
  if (pp > 1) params.set("pp", String(pp));
  return `/search?${params}`;
}
