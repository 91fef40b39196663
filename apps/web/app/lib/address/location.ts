/** SPEC.md section 9: the default map location, central London. */
export const DEFAULT_LOCATION = { latitude: 51.50735, longitude: -0.12776 } as const;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A location is stored as the string 'latitude,longitude' (SPEC.md section 3). */
export function parseLocation(value: string | null | undefined): LatLng | null {
  if (!value) return null;
  const [lat, lng] = value.split(",").map((part) => Number(part.trim()));
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

export function formatLocation(point: LatLng): string {
  return `${point.latitude},${point.longitude}`;
}
