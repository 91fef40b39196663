import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalculateInput, calculateCartMinor } from "../../src/rules/calculate.js";
import { convertMinor, fromMinor, toMinor } from "../../src/rules/money.js";

const cents = (max: number) => fc.integer({ min: 0, max });
/** A rate with at most six decimals, as the domain reads it. */
const rateMicroArb = fc.integer({ min: 1_000, max: 5_000_000 });

const lineArb = fc.record({
  price: cents(50_000).map(fromMinor),
  tax: cents(2_000).map(fromMinor),
  discount: cents(1_000).map(fromMinor),
  quantity: fc.integer({ min: 1, max: 12 }),
});

const inputArb: fc.Arbitrary<CalculateInput> = fc.record({
  lines: fc.array(lineArb, { maxLength: 6 }),
  shop: fc.record({
    price: cents(2_000).map(fromMinor),
    price_per_km: cents(500).map(fromMinor),
    tax: fc.integer({ min: 0, max: 2_500 }).map((x) => x / 100),
  }),
  type: fc.constantFrom("delivery" as const, "pickup" as const),
  km: fc.integer({ min: 0, max: 50_000 }).map((m) => m / 1000),
  serviceFee: cents(500).map(fromMinor),
  coupon: fc.option(
    fc.record({
      type: fc.constantFrom("percent" as const, "fix" as const),
      price: fc.integer({ min: 0, max: 100_000 }).map((x) => x / 100),
      for: fc.constantFrom("delivery_fee" as const, "total_price" as const),
    }),
    { nil: null },
  ),
  tips: cents(2_000).map(fromMinor),
  rate: rateMicroArb.map((micro) => micro / 1_000_000),
});

/** Half-up division in bigint, written independently of the domain's helper. */
function divHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

describe("money maths (properties)", () => {
  it("totals and every part are never negative, and the total is the sum of the parts", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = calculateCartMinor(input);
        for (const value of [
          t.price,
          t.total_discount,
          t.total_tax,
          t.total_shop_tax,
          t.delivery_fee,
          t.service_fee,
          t.tips,
          t.coupon_price,
          t.total_price,
        ]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        const sum =
          t.price - t.total_discount + t.total_shop_tax + t.delivery_fee + t.service_fee + t.tips - t.coupon_price;
        expect(t.total_price).toBe(Math.max(sum, 0));
      }),
    );
  });

  it("each amount is rounded once, from the exact value", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = calculateCartMinor({ ...input, type: "delivery" });
        const rateMicro = BigInt(Math.round((input.rate ?? 1) * 1_000_000));
        const metres = BigInt(Math.round((input.km ?? 0) * 1000));
        // price = Σ (price + tax) × quantity × rate, in cents, rounded once.
        const priceCents = input.lines.reduce(
          (acc, l) => acc + BigInt(toMinor(l.price) + toMinor(l.tax)) * BigInt(l.quantity),
          0n,
        );
        expect(t.price).toBe(divHalfUp(priceCents * rateMicro, 1_000_000n));
        // delivery = (base + per km × km) × rate, rounded once.
        const feeMilliCents =
          BigInt(toMinor(input.shop.price)) * 1000n + BigInt(toMinor(input.shop.price_per_km)) * metres;
        expect(t.delivery_fee).toBe(divHalfUp(feeMilliCents * rateMicro, 1000n * 1_000_000n));
      }),
    );
  });

  it("pickup has no delivery fee and no tips", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = calculateCartMinor({ ...input, type: "pickup", coupon: null });
        expect(t.delivery_fee).toBe(0);
        expect(t.tips).toBe(0);
      }),
    );
  });

  it("currency conversion is consistent: rate 1 is identity and any rate matches converting the base amounts", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plain = { ...input, coupon: null, km: 0, shop: { ...input.shop, tax: 0 } };
        const base = calculateCartMinor({ ...plain, rate: 1 });
        const converted = calculateCartMinor(plain);
        const rate = plain.rate ?? 1;
        // With whole-cent base amounts, converting in the calculation equals converting afterwards.
        for (const key of ["price", "total_discount", "total_tax", "delivery_fee", "service_fee", "tips"] as const) {
          expect(converted[key]).toBe(convertMinor(base[key], rate));
        }
        expect(base.price).toBe(
          input.lines.reduce((acc, l) => acc + (toMinor(l.price) + toMinor(l.tax)) * l.quantity, 0),
        );
      }),
    );
  });

  it("toMinor and fromMinor round-trip whole cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (minor) => {
        expect(toMinor(fromMinor(minor))).toBe(minor);
      }),
    );
  });
});

describe("convertMinor", () => {
  /** The rule written out in bigint: minor × round(rate × 10⁶) / 10⁶, half-up away from zero. */
  function reference(minor: number, rate: number): number {
    const product = BigInt(minor) * BigInt(Math.round(rate * 1_000_000));
    const abs = product < 0n ? -product : product;
    const rounded = Number((abs * 2n + 1_000_000n) / 2_000_000n);
    return product < 0n && rounded !== 0 ? -rounded : rounded;
  }

  it("agrees with the rule in bigint for any amount and rate, halves and huge products included", () => {
    const minorArb = fc.oneof(
      fc.integer({ min: -10_000_000, max: 10_000_000 }),
      fc.constantFrom(0, 1, -1, 5, -5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    );
    const rateArb = fc.oneof(
      rateMicroArb.map((micro) => micro / 1_000_000),
      fc.constantFrom(1, 0.5, 1.5, 0.000001, 0, 2.5, 1234.567891),
      fc.double({ min: 0, max: 1e6, noNaN: true }),
    );
    fc.assert(
      fc.property(minorArb, rateArb, (minor, rate) => {
        expect(convertMinor(minor, rate)).toBe(reference(minor, rate));
      }),
      { numRuns: 5_000 },
    );
  });

  it("rounds a half cent away from zero, in both directions", () => {
    expect(convertMinor(1, 0.5)).toBe(1);
    expect(convertMinor(-1, 0.5)).toBe(-1);
    expect(convertMinor(3, 0.5)).toBe(2);
    expect(convertMinor(-3, 0.5)).toBe(-2);
    expect(Object.is(convertMinor(-1, 0.4), 0)).toBe(true);
  });

  it("refuses amounts that are not safe integers and rates that are not finite", () => {
    expect(() => convertMinor(1.5, 1)).toThrow(RangeError);
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER + 1, 1)).toThrow(RangeError);
    expect(() => convertMinor(100, Number.NaN)).toThrow(RangeError);
    expect(() => convertMinor(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
