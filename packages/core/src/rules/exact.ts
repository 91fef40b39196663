/**
 * Exact rational numbers over bigint, so money maths can multiply by rates,
 * percentages and distances without any intermediate rounding. A value is
 * rounded exactly once, when it leaves the domain as integer minor units.
 */
export interface Exact {
  readonly n: bigint;
  readonly d: bigint;
}

/** A factor is taken to six decimal places: counted in millionths. */
const RATE_SCALE = 1_000_000;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x === 0n ? 1n : x;
}

function normalise(n: bigint, d: bigint): Exact {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export function exactInt(value: number): Exact {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
  return { n: BigInt(value), d: 1n };
}

/** A decimal factor (rate, percent, km) as a whole number of millionths: six decimal places. */
export function factorMillionths(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  return Math.round(value * RATE_SCALE);
}

/** A decimal factor (rate, percent, km) taken to six decimal places. */
export function exactFactor(value: number): Exact {
  return normalise(BigInt(factorMillionths(value)), BigInt(RATE_SCALE));
}

export const ZERO: Exact = { n: 0n, d: 1n };

export function add(a: Exact, b: Exact): Exact {
  return normalise(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Exact, b: Exact): Exact {
  return normalise(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function mul(a: Exact, b: Exact): Exact {
  return normalise(a.n * b.n, a.d * b.d);
}

export function sum(values: readonly Exact[]): Exact {
  return values.reduce(add, ZERO);
}

export function min(a: Exact, b: Exact): Exact {
  return a.n * b.d <= b.n * a.d ? a : b;
}

export function max(a: Exact, b: Exact): Exact {
  return a.n * b.d >= b.n * a.d ? a : b;
}

/**
 * A safe integer count of millionths, half-up (away from zero at .5) to the nearest integer: what
 * `roundHalfUp` gives for that fraction, with plain numbers (exact while the count is safe).
 */
export function roundMillionthsHalfUp(millionths: number): number {
  const abs = Math.abs(millionths);
  const remainder = abs % RATE_SCALE;
  const rounded = (abs - remainder) / RATE_SCALE + (remainder * 2 >= RATE_SCALE ? 1 : 0);
  return millionths < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Half-up (away from zero at .5) to the nearest integer. */
export function roundHalfUp(value: Exact): number {
  const negative = value.n < 0n;
  const abs = negative ? -value.n : value.n;
  const rounded = (abs * 2n + value.d) / (value.d * 2n);
  return Number(negative ? -rounded : rounded);
}
