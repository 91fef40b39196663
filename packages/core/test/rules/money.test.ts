import { describe, expect, it } from "vitest";
import { calculateCart } from "../../src/rules/calculate.js";
import { exactFactor, roundHalfUp } from "../../src/rules/exact.js";
import { convertMinor, toMinor } from "../../src/rules/money.js";

describe("money", () => {
  it("rounds half-up at the cent", () => {
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(2.675)).toBe(268);
    expect(toMinor(0.125)).toBe(13);
    expect(roundHalfUp(exactFactor(2.5))).toBe(3);
    expect(roundHalfUp(exactFactor(-2.5))).toBe(-3);
    expect(convertMinor(15, 0.7)).toBe(11);
  });

  it("calculates a delivery order like the contract", () => {
    const totals = calculateCart({
      lines: [
        { price: 10, tax: 1, discount: 2, quantity: 2 },
        { price: 3.5, tax: 0, discount: 0, quantity: 1, addons: [{ price: 0.5, tax: 0, discount: 0, quantity: 2 }] },
      ],
      shop: { price: 2, price_per_km: 0.5, tax: 10 },
      type: "delivery",
      km: 3,
      serviceFee: 1,
      tips: 2,
      coupon: { type: "fix", price: 1, for: "delivery_fee" },
      rate: 1,
    });
    expect(totals).toEqual({
      price: 26.5,
      total_discount: 4,
      total_tax: 2,
      total_shop_tax: 2.25,
      delivery_fee: 3.5,
      service_fee: 1,
      tips: 2,
      coupon_price: 1,
      rate: 1,
      total_price: 30.25,
    });
  });

  it("applies the currency rate to every amount and caps coupons", () => {
    const totals = calculateCart({
      lines: [{ price: 10, tax: 0, discount: 0, quantity: 1 }],
      shop: { price: 5, price_per_km: 0, tax: 0 },
      type: "delivery",
      coupon: { type: "percent", price: 150, for: "total_price" },
      rate: 2,
    });
    expect(totals.price).toBe(20);
    expect(totals.delivery_fee).toBe(10);
    expect(totals.coupon_price).toBe(30);
    expect(totals.total_price).toBe(0);
  });

  it("computes distance from locations when km is not given", () => {
    const totals = calculateCart({
      lines: [],
      shop: { price: 0, price_per_km: 1, tax: 0, location: { latitude: 51.5074, longitude: -0.1278 } },
      address: { latitude: 48.8566, longitude: 2.3522 },
      type: "delivery",
    });
    expect(totals.delivery_fee).toBeGreaterThan(343);
    expect(totals.delivery_fee).toBeLessThan(344);
  });
});
