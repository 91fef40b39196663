/** A point as the API answers it: `[latitude, longitude]`. */
export function wireLocation(lat: number, lng: number): [number, number] {
  return [lat, lng];
}
