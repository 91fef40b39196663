/**
 * Converts stored minor units of the default currency into a major amount in the requested
 * currency: multiplied by the rate, rounded once, half-up, to two decimals.
 */
export function toMajor(minor: number, rate = 1): number {
  const scaled = minor * rate;
  return (Math.sign(scaled) * Math.round(Math.abs(scaled))) / 100;
}
