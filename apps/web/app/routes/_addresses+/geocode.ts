import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { geocoderFor, type Place, QUERY_MAX_LENGTH } from "../../lib/address/geocoding.server";
import { parseLocation } from "../../lib/address/location";
import { readPreferences } from "../../lib/preferences.server";

/** What `/geocode` answers: the places a search found, or the name of a point. */
export type GeocodeAnswer = { places: Place[] } | { address: string | null };

/**
 * The address forms' geocoding (lib/geocoding.server.ts): `?q=` searches places by their text,
 * `?lat=&lng=` names a picked point. Google's geocoder when a key is set, the keyless one
 * otherwise; a failing service answers no places, never an error page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = readPreferences(request, context).lang;
  const geocoder = geocoderFor(context.cloudflare.env);
  const headers = { "Cache-Control": "private, max-age=300" };
  const q = url.searchParams.get("q");
  if (q !== null) {
    const places: Place[] = await geocoder.search(q.slice(0, QUERY_MAX_LENGTH), language);
    return Response.json({ places } satisfies GeocodeAnswer, { headers });
  }
  const point = parseLocation(`${url.searchParams.get("lat") ?? ""},${url.searchParams.get("lng") ?? ""}`);
  if (!point) return Response.json({ places: [] } satisfies GeocodeAnswer, { status: 400, headers });
  const address = await geocoder.reverse(point, language);
  return Response.json({ address } satisfies GeocodeAnswer, { headers });
}
