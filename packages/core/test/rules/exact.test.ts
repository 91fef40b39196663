import { describe, expect, it } from "vitest";
import { add, exactFactor, exactInt, max, min, mul, roundHalfUp, sub, sum } from "../../src/rules/exact.js";
import { fromMinor } from "../../src/rules/money.js";

const q = (n: number, d: number) => ({ n: BigInt(n), d: BigInt(d) });

describe("exact rationals", () => {
  it("adds and subtracts fractions with different denominators, in lowest terms", () => {
    expect(add(q(1, 4), q(1, 3))).toEqual(q(7, 12));
    expect(sub(q(3, 4), q(1, 3))).toEqual(q(5, 12));
    expect(sub(q(1, 3), q(3, 4))).toEqual(q(-5, 12));
    expect(add(q(1, 4), q(1, 4))).toEqual(q(1, 2));
    expect(sum([q(1, 6), q(1, 3), q(1, 2)])).toEqual(q(1, 1));
  });

  it("keeps the denominator positive and the sign on the numerator", () => {
    expect(mul(q(1, -2), q(1, 1))).toEqual(q(-1, 2));
    expect(mul(q(-3, -4), q(2, 1))).toEqual(q(3, 2));
    expect(mul(q(0, 5), q(7, 3))).toEqual(q(0, 1));
    expect(mul(q(4, -2), q(1, 1))).toEqual(q(-2, 1));
    expect(mul(q(-6, -3), q(1, 1))).toEqual(q(2, 1));
  });

  it("picks the smaller and the larger across denominators", () => {
    expect(min(q(1, 2), q(1, 3))).toEqual(q(1, 3));
    expect(min(q(1, 3), q(1, 2))).toEqual(q(1, 3));
    expect(max(q(3, 4), q(1, 3))).toEqual(q(3, 4));
    expect(max(q(1, 3), q(3, 4))).toEqual(q(3, 4));
    expect(max(q(-1, 2), q(0, 1))).toEqual(q(0, 1));
  });

  it("rounds half away from zero, and everything else to the nearest integer", () => {
    expect(roundHalfUp(q(5, 2))).toBe(3);
    expect(roundHalfUp(q(-5, 2))).toBe(-3);
    expect(roundHalfUp(q(7, 3))).toBe(2);
    expect(roundHalfUp(q(-7, 3))).toBe(-2);
    expect(roundHalfUp(q(0, 1))).toBe(0);
  });

  it("takes a factor to six decimals and refuses what is not a number", () => {
    // 0.1234564 → 123456 / 1,000,000 in lowest terms
    expect(exactFactor(0.1234564)).toEqual(q(1929, 15_625));
    expect(() => exactFactor(Number.NaN)).toThrow(RangeError);
    expect(() => exactFactor(Number.POSITIVE_INFINITY)).toThrow("not a finite number: Infinity");
    expect(() => exactInt(1.5)).toThrow("not a safe integer: 1.5");
    expect(() => exactInt(2 ** 53)).toThrow(RangeError);
    expect(() => fromMinor(12.5)).toThrow("not integer minor units: 12.5");
    expect(fromMinor(1234)).toBe(12.34);
  });
});
