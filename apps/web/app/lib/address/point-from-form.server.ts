import type { WebEnv } from "../../../load-context";
import { geocoderFor } from "./geocoding.server";
import { type LatLng, parseLocation } from "./location";

/** The field names of a form with one address: its point and its text. */
export const ADDRESS_FIELDS = { latitude: "latitude", longitude: "longitude", address: "address" };

/**
 * The point an address form posted: the map's or the search's point when the page ran its
 * scripts (two hidden fields), otherwise the first place the geocoder finds for the typed
 * address. Null when neither gives one; the form then asks to search or pick on the map.
 */
export async function pointFromForm(
  form: FormData,
  env: WebEnv,
  language: string,
  names: { latitude: string; longitude: string; address: string } = ADDRESS_FIELDS,
): Promise<LatLng | null> {
  const latitude = String(form.get(names.latitude) ?? "").trim();
  const longitude = String(form.get(names.longitude) ?? "").trim();
  const posted = latitude && longitude ? parseLocation(`${latitude},${longitude}`) : null;
  if (posted) return posted;
  const text = String(form.get(names.address) ?? "").trim();
  if (!text) return null;
  const [first] = await geocoderFor(env).search(text, language);
  return first ? { latitude: first.latitude, longitude: first.longitude } : null;
}
