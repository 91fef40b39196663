/** The origin the in-process API transport uses; its pages are served on the storefront's own host. */
const INTERNAL_HOST = "api.internal";

/**
 * Where the browser goes to pay: a real provider's page as given, or the built-in sandbox page,
 * which the API names on its internal origin when called in-process, moved to this request's
 * origin. Only http(s) addresses are followed.
 */
export function publicProviderUrl(url: string, request: Request): string {
  const target = new URL(url);
  if (target.protocol !== "https:" && target.protocol !== "http:") throw new Error("Unexpected payment page address");
  if (target.hostname !== INTERNAL_HOST) return target.toString();
  const origin = new URL(request.url).origin;
  return `${origin}${target.pathname}${target.search}`;
}
