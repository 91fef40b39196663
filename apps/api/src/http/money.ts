import { convertMinor, fromMinor } from "@tiffin/core";

/**
 * Converts stored minor units of the default currency into a major amount in the requested
 * currency: multiplied by the rate, rounded once, half-up, to two decimals (the shared rule
 * of @tiffin/core).
 */
export function toMajor(minor: number, rate = 1): number {
  return fromMinor(convertMinor(minor, rate));
}
