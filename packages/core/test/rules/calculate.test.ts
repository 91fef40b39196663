import { describe, expect, it } from "vitest";
import { type CalculateInput, calculateCart } from "../../src/rules/calculate.js";

const base: CalculateInput = {
  lines: [{ price: 20, tax: 0, discount: 0, quantity: 1 }],
  shop: { price: 5, price_per_km: 0, tax: 0 },
  type: "delivery",
};

describe("calculate: coupons, distance and rate", () => {
  it("takes a percent coupon as that share of the total, not as a fixed amount", () => {
    const totals = calculateCart({ ...base, coupon: { type: "percent", price: 10, for: "total_price" } });
    expect(totals.coupon_price).toBe(2.5);
    expect(totals.total_price).toBe(22.5);
  });

  it("caps a delivery-fee coupon at the delivery fee, not at the total", () => {
    const totals = calculateCart({ ...base, coupon: { type: "fix", price: 10, for: "delivery_fee" } });
    expect(totals.delivery_fee).toBe(5);
    expect(totals.coupon_price).toBe(5);
    expect(totals.total_price).toBe(20);
    const half = calculateCart({ ...base, coupon: { type: "percent", price: 50, for: "delivery_fee" } });
    expect(half.coupon_price).toBe(2.5);
  });

  it("ignores a coupon worth nothing or less", () => {
    for (const price of [0, -5]) {
      const totals = calculateCart({ ...base, coupon: { type: "fix", price, for: "total_price" } });
      expect(totals.coupon_price).toBe(0);
      expect(totals.total_price).toBe(25);
    }
  });

  it("charges no distance when the shop's location is known but the address is not", () => {
    const totals = calculateCart({
      ...base,
      shop: { price: 5, price_per_km: 2, tax: 0, location: { latitude: 51.5, longitude: -0.1 } },
    });
    expect(totals.delivery_fee).toBe(5);
  });

  it("reports the rate it used, 1 when none is given", () => {
    expect(calculateCart({ ...base, rate: 2 }).rate).toBe(2);
    expect(calculateCart({ ...base, rate: 2 }).total_price).toBe(50);
    expect(calculateCart(base).rate).toBe(1);
  });
});
