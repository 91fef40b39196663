const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;
const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed && ADDRESS.test(trimmed) ? trimmed : null;
};

/**
 * The visitor's IP address as far as the storefront can trust it: Cloudflare's
 * `CF-Connecting-IP`; only in development (no edge in front) the first `X-Forwarded-For` hop.
 * null when unknown.
 */
export function visitorAddress(request: Request, environment: string | undefined): string | null {
  const edge = clean(request.headers.get("CF-Connecting-IP"));
  if (edge) return edge;
  if (environment !== "development") return null;
  return clean(request.headers.get("X-Forwarded-For")?.split(",")[0]);
}

/**
 * The API request with the visitor's address in `header` (and nothing else there): the header
 * the API's in-process app reads (`CLIENT_ADDRESS_HEADER` of @tiffin/api).
 */
export function withClientAddress(apiRequest: Request, address: string | null, header: string): Request {
  const headers = new Headers(apiRequest.headers);
  headers.delete(header);
  if (address) headers.set(header, address);
  return new Request(apiRequest, { headers });
}

/**
 * The API request with the origin the visitor used in `header` (whatever the request carried
 * there is replaced): the API's in-process app builds payment return URLs from it.
 */
export function withPublicOrigin(apiRequest: Request, origin: string, header: string): Request {
  const headers = new Headers(apiRequest.headers);
  headers.set(header, origin);
  return new Request(apiRequest, { headers });
}
