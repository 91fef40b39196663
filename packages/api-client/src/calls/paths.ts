/**
 * The path of one shop. A shop is named by its number, slug or uuid; whatever the caller passes
 * (a page's URL segment, say) is encoded, so its slashes and query characters never reach
 * another path of the API. (An id of exactly "." or ".." stays a dot segment; a page's URL never
 * hands one on, as URLs resolve dot segments before routing.)
 */
export function shopPath(id: number | string): string {
  return `rest/shops/${encodeURIComponent(String(id))}`;
}
