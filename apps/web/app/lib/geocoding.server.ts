import type { LatLng } from "./location";

export const GEOCODING_BASE_URL = "https://maps.googleapis.com";

export interface GeocodingOptions {
  key: string;
  /** Replaceable for tests and proxies; Google's host by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Reverse geocoding of a picked point through the Google Geocoding API: the first result's
 * formatted_address, or null when there is none or the call fails (the page says "not found").
 */
export async function reverseGeocode(point: LatLng, options: GeocodingOptions): Promise<string | null> {
  const url = new URL("/maps/api/geocode/json", options.baseUrl ?? GEOCODING_BASE_URL);
  url.searchParams.set("latlng", `${point.latitude},${point.longitude}`);
  url.searchParams.set("key", options.key);
  try {
    const response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { results?: Array<{ formatted_address?: unknown }> };
    const first = body.results?.[0]?.formatted_address;
    return typeof first === "string" && first.trim() ? first : null;
  } catch {
    return null;
  }
}
