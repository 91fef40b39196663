import { isInsideZone } from "@tiffin/core";

/** A point as stored in delivery_zones.polygon: [latitude, longitude]. */
export type LatLng = readonly [latitude: number, longitude: number];

/** Whether a stored zone polygon contains the point (the shared rule of @tiffin/core). */
export function polygonContains(polygon: readonly LatLng[], point: LatLng): boolean {
  return isInsideZone(
    { latitude: point[0], longitude: point[1] },
    polygon.map(([latitude, longitude]) => ({ latitude, longitude })),
  );
}
