/**
 * Which map the address and parcel forms draw: Google's when `GOOGLE_MAPS_KEY` is set, otherwise
 * MapLibre GL over an open vector style that needs no key (`MAP_STYLE_URL`, OpenFreeMap's
 * "liberty" by default). Tests point `MAP_STYLE_URL` at a local style and tiles.
 */
export type MapConfig = { provider: "google"; key: string } | { provider: "maplibre"; styleUrl: string };

export const OPEN_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

export function mapConfigFor(env: {
  GOOGLE_MAPS_KEY?: string | undefined;
  MAP_STYLE_URL?: string | undefined;
}): MapConfig {
  if (env.GOOGLE_MAPS_KEY) return { provider: "google", key: env.GOOGLE_MAPS_KEY };
  return { provider: "maplibre", styleUrl: env.MAP_STYLE_URL || OPEN_MAP_STYLE_URL };
}
