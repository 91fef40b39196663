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

/** What the storefront tells its in-process API app about the visitor, and the headers it goes in. */
export interface ForwardedFacts {
  /** The visitor's address (`visitorAddress`); null when unknown. */
  address: string | null;
  /** `CLIENT_ADDRESS_HEADER` of @tiffin/api: rate limits per client read it. */
  addressHeader: string;
  /** The origin the visitor used: payment return URLs and pictures are built on it. */
  origin: string;
  /** `PUBLIC_ORIGIN_HEADER` of @tiffin/api. */
  originHeader: string;
}

function setFacts(headers: Headers, facts: ForwardedFacts): void {
  headers.delete(facts.addressHeader);
  if (facts.address) headers.set(facts.addressHeader, facts.address);
  headers.set(facts.originHeader, facts.origin);
}

/**
 * The API request with the visitor's address and origin in their headers. Whatever the request
 * carried there is replaced; with no known address the header is absent. The client's own
 * requests are changed in place; a request whose headers cannot change is copied once.
 */
export function withForwardedFacts(apiRequest: Request, facts: ForwardedFacts): Request {
  try {
    setFacts(apiRequest.headers, facts);
    return apiRequest;
  } catch {
    const headers = new Headers(apiRequest.headers);
    setFacts(headers, facts);
    return new Request(apiRequest, { headers });
  }
}
