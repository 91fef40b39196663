import type { AppLoadContext } from "@remix-run/cloudflare";
import { DEFAULT_LOCATION, type LatLng, parseLocation } from "./location";

export interface DeliveryAddress {
  location: LatLng;
  /** The address text the visitor confirmed or typed; null for the default location. */
  address: string | null;
  /** True once the visitor answered "Order for this address?". */
  confirmed: boolean;
}

/** The visitor's delivery point from the `location` and `address` cookies, else the default. */
export function readDeliveryAddress(context: Pick<AppLoadContext, "cookies">): DeliveryAddress {
  const location = parseLocation(context.cookies.location);
  const address = context.cookies.address;
  return { location: location ?? DEFAULT_LOCATION, address: address || null, confirmed: location !== null };
}
