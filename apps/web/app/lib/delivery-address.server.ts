import { readCookie } from "./cookies.server";
import { DEFAULT_LOCATION, type LatLng, parseLocation } from "./location";

export interface DeliveryAddress {
  location: LatLng;
  /** The address text the visitor confirmed or typed; null for the default location. */
  address: string | null;
  /** True once the visitor answered "Order for this address?". */
  confirmed: boolean;
}

/** The visitor's delivery point from the `location` and `address` cookies, else the default. */
export function readDeliveryAddress(request: Request): DeliveryAddress {
  const location = parseLocation(readCookie(request, "location"));
  const address = readCookie(request, "address") ?? null;
  return { location: location ?? DEFAULT_LOCATION, address: address || null, confirmed: location !== null };
}
