import { z } from "zod";

/** A point on the wire: `[latitude, longitude]` (saved addresses, orders). */
export const locationSchema = z.tuple([z.number(), z.number()]);
export type WireLocation = z.infer<typeof locationSchema>;

/** A `{latitude, longitude}` point as the API sends and answers it. */
export function toWireLocation(point: { latitude: number; longitude: number }): WireLocation {
  return [point.latitude, point.longitude];
}

/** The API's `[latitude, longitude]` as a `{latitude, longitude}` point. */
export function fromWireLocation([latitude, longitude]: WireLocation): { latitude: number; longitude: number } {
  return { latitude, longitude };
}
