export type LatLng = readonly [latitude: number, longitude: number];

/** Ray casting over [lat, lng] vertices; points on an edge count as inside. */
export function polygonContains(polygon: readonly LatLng[], point: LatLng): boolean {
  const [y, x] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i] as LatLng;
    const [yj, xj] = polygon[j] as LatLng;
    if (yi > y !== yj > y) {
      const crossX = ((xj - xi) * (y - yi)) / (yj - yi) + xi;
      if (x === crossX) return true;
      if (x < crossX) inside = !inside;
    }
  }
  return inside;
}
