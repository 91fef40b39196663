/**
 * The path of one shop. A shop is named by its number, slug or uuid; whatever the caller passes
 * (a page's URL segment, say) is encoded, so it can never reach another path of the API.
 */
export function shopPath(id: number | string): string {
  return `rest/shops/${encodeURIComponent(String(id))}`;
}
