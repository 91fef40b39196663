import type { LatLng } from "./location";

/** A place a search found: its text and its point. */
export interface Place extends LatLng {
  address: string;
}

/**
 * The geocoding port: the address forms search a place by its text and name a picked point.
 * Two adapters: Google's Geocoding API when `GOOGLE_MAPS_KEY` is set, and otherwise a keyless
 * Nominatim-compatible service (OpenStreetMap's by default, or `GEOCODING_BASE_URL`).
 * Both answer an empty list or null when the service fails, so a form says "not found"
 * instead of breaking.
 */
export interface Geocoder {
  search(query: string, language: string): Promise<Place[]>;
  reverse(point: LatLng, language: string): Promise<string | null>;
}

export const GOOGLE_GEOCODING_BASE_URL = "https://maps.googleapis.com";
export const NOMINATIM_BASE_URL = "https://nominatim.openstreetmap.org";

/** At most this many places a search offers. */
export const SEARCH_LIMIT = 5;
/** A query longer than this is cut; no address needs more. */
export const QUERY_MAX_LENGTH = 200;

interface AdapterOptions {
  /** Replaceable for tests and proxies; the service's own host by default. */
  baseUrl?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface GoogleGeocodingOptions extends AdapterOptions {
  key: string;
}

async function getJson(url: URL, options: AdapterOptions, headers: Record<string, string> = {}): Promise<unknown> {
  try {
    const response = await (options.fetch ?? fetch)(url, {
      headers: { Accept: "application/json", ...headers },
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (!response.ok) return null;
    return await response.json();
  } catch {
    return null;
  }
}

function finite(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
}

function place(address: unknown, latitude: unknown, longitude: unknown): Place | null {
  const lat = finite(latitude);
  const lng = finite(longitude);
  if (typeof address !== "string" || !address.trim() || lat === null || lng === null) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { address: address.trim(), latitude: lat, longitude: lng };
}

function cleanQuery(query: string): string {
  return query.trim().slice(0, QUERY_MAX_LENGTH);
}

/** Google's Geocoding API: `geocode/json?address=` and `geocode/json?latlng=`. */
export function googleGeocoder(options: GoogleGeocodingOptions): Geocoder {
  const endpoint = (params: Record<string, string>, language: string) => {
    const url = new URL("/maps/api/geocode/json", options.baseUrl || GOOGLE_GEOCODING_BASE_URL);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set("language", language);
    url.searchParams.set("key", options.key);
    return url;
  };
  type Body = {
    results?: Array<{ formatted_address?: unknown; geometry?: { location?: { lat?: unknown; lng?: unknown } } }>;
  };
  return {
    async search(query, language) {
      const q = cleanQuery(query);
      if (!q) return [];
      const body = (await getJson(endpoint({ address: q }, language), options)) as Body | null;
      return (body?.results ?? [])
        .map((r) => place(r.formatted_address, r.geometry?.location?.lat, r.geometry?.location?.lng))
        .filter((p): p is Place => p !== null)
        .slice(0, SEARCH_LIMIT);
    },
    async reverse(point, language) {
      const body = (await getJson(
        endpoint({ latlng: `${point.latitude},${point.longitude}` }, language),
        options,
      )) as Body | null;
      const first = body?.results?.[0]?.formatted_address;
      return typeof first === "string" && first.trim() ? first : null;
    },
  };
}

/**
 * A Nominatim-compatible service (`/search` and `/reverse` in `jsonv2`). OpenStreetMap's own
 * asks for an identifying User-Agent and light use; a busy deployment sets `GEOCODING_BASE_URL`
 * to its own instance or a provider's.
 */
export function nominatimGeocoder(options: AdapterOptions = {}): Geocoder {
  const headers = { "User-Agent": "Tiffin storefront (address search)" };
  const endpoint = (path: string, params: Record<string, string>, language: string) => {
    const url = new URL(path, options.baseUrl || NOMINATIM_BASE_URL);
    url.searchParams.set("format", "jsonv2");
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set("accept-language", language);
    return url;
  };
  type Hit = { display_name?: unknown; lat?: unknown; lon?: unknown };
  return {
    async search(query, language) {
      const q = cleanQuery(query);
      if (!q) return [];
      const body = await getJson(endpoint("/search", { q, limit: String(SEARCH_LIMIT) }, language), options, headers);
      if (!Array.isArray(body)) return [];
      return (body as Hit[])
        .map((hit) => place(hit.display_name, hit.lat, hit.lon))
        .filter((p): p is Place => p !== null)
        .slice(0, SEARCH_LIMIT);
    },
    async reverse(point, language) {
      const body = (await getJson(
        endpoint("/reverse", { lat: String(point.latitude), lon: String(point.longitude) }, language),
        options,
        headers,
      )) as Hit | null;
      const name = body?.display_name;
      return typeof name === "string" && name.trim() ? name : null;
    },
  };
}

/** The deployment's geocoder: Google's when a key is set, the keyless one otherwise. */
export function geocoderFor(env: { GOOGLE_MAPS_KEY?: string | undefined; GEOCODING_BASE_URL?: string | undefined }) {
  return env.GOOGLE_MAPS_KEY
    ? googleGeocoder({ key: env.GOOGLE_MAPS_KEY, baseUrl: env.GEOCODING_BASE_URL })
    : nominatimGeocoder({ baseUrl: env.GEOCODING_BASE_URL });
}
