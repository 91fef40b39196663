/** Geography for delivery: distances and delivery zones. */

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;

/** The default map location when nothing else is known (London). */
export const DEFAULT_LOCATION: LatLng = { latitude: 51.50735, longitude: -0.12776 };

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Whether a point lies inside a delivery zone polygon (ray casting). */
export function isInsideZone(point: LatLng, zone: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = zone.length - 1; i < zone.length; j = i++) {
    const a = zone[i];
    const b = zone[j];
    if (!a || !b) continue;
    const crosses =
      a.latitude > point.latitude !== b.latitude > point.latitude &&
      point.longitude <
        ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) + a.longitude;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** 'latitude,longitude' as stored in the browser; falls back to the default location. */
export function parseLocation(value: string | null | undefined): LatLng {
  const [lat, lng] = (value ?? "").split(",").map((part) => Number.parseFloat(part));
  if (lat === undefined || lng === undefined || Number.isNaN(lat) || Number.isNaN(lng)) {
    return DEFAULT_LOCATION;
  }
  return { latitude: lat, longitude: lng };
}

export function formatLocation(location: LatLng): string {
  return `${location.latitude},${location.longitude}`;
}
