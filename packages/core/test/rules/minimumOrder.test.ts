import { describe, expect, it } from "vitest";
import { checkMinimumOrder } from "../../src/rules/minimumOrder.js";

describe("checkMinimumOrder", () => {
  it("says how much a subtotal below the minimum lacks", () => {
    expect(checkMinimumOrder(650, 1000)).toEqual({ met: false, minimum: 1000, missing: 350 });
  });

  it("is met by a subtotal exactly at the minimum", () => {
    expect(checkMinimumOrder(1000, 1000)).toEqual({ met: true, minimum: 1000, missing: 0 });
  });

  it("is met by a subtotal above the minimum, with nothing missing", () => {
    expect(checkMinimumOrder(1250, 1000)).toEqual({ met: true, minimum: 1000, missing: 0 });
  });

  it("treats a zero, negative or missing minimum as no minimum", () => {
    expect(checkMinimumOrder(0, 0).met).toBe(true);
    expect(checkMinimumOrder(0, -500).met).toBe(true);
    expect(checkMinimumOrder(0, Number.NaN).met).toBe(true);
  });

  it("refuses an empty subtotal when the shop has a minimum", () => {
    expect(checkMinimumOrder(0, 1000)).toEqual({ met: false, minimum: 1000, missing: 1000 });
  });
});
