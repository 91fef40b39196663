/**
 * Money: integer minor units (cents) inside the domain; major units only at
 * the edges (API payloads, display).
 */
import { exactFactor, exactInt, factorMillionths, mul, roundHalfUp, roundMillionthsHalfUp } from "./exact.js";

/** Major units (12.34) to integer minor units (1234), half-up past the second decimal. */
export function toMinor(amount: number): number {
  return roundHalfUp(mul(exactFactor(amount), exactInt(100)));
}

/** Integer minor units (1234) to major units (12.34). */
export function fromMinor(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not integer minor units: ${minor}`);
  return minor / 100;
}

/**
 * Convert minor units by a currency rate (taken to six decimals), rounding once, half-up. A menu
 * converts thousands of amounts, so the exact product is computed with plain numbers whenever it
 * is a safe integer (it then is exact), and with bigint otherwise.
 */
export function convertMinor(minor: number, rate: number): number {
  if (Number.isSafeInteger(minor) && Number.isFinite(rate)) {
    if (rate === 1) return minor;
    const millionths = minor * factorMillionths(rate);
    if (Number.isSafeInteger(millionths)) return roundMillionthsHalfUp(millionths);
  }
  return roundHalfUp(mul(exactInt(minor), exactFactor(rate)));
}
