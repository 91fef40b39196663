import { z } from "zod";

const latitude = z.coerce
  .number({ message: "The latitude must be a number." })
  .min(-90, "The latitude must be between -90 and 90.")
  .max(90, "The latitude must be between -90 and 90.");
const longitude = z.coerce
  .number({ message: "The longitude must be a number." })
  .min(-180, "The longitude must be between -180 and 180.")
  .max(180, "The longitude must be between -180 and 180.");

/**
 * A point as the clients send it: `[latitude, longitude]` (the contract's form, the Foodyman
 * clients' own), or the older `{latitude, longitude}` object. Read as `{latitude, longitude}`; a
 * bad coordinate is named by its field (`location.latitude`) in either form.
 */
export const locationInput = z.preprocess(
  (value) => (Array.isArray(value) && value.length === 2 ? { latitude: value[0], longitude: value[1] } : value),
  z.object({ latitude, longitude }, { message: "The location must be [latitude, longitude]." }),
);

/** A point as the API answers it: `[latitude, longitude]`. */
export function wireLocation(lat: number, lng: number): [number, number] {
  return [lat, lng];
}
