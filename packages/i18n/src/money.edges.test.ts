import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney, moneyOptionsFor, toMinorUnits } from "./money";

describe("money formatting edges", () => {
  it("never returns negative zero minor units, so nothing prints as -0.00", () => {
    expect(Object.is(toMinorUnits(0), 0)).toBe(true);
    expect(Object.is(toMinorUnits(-0.001), 0)).toBe(true);
    expect(Object.is(toMinorUnits(-0.004), 0)).toBe(true);
    expect(toMinorUnits(-0.005)).toBe(-1);
    expect(formatAmount(-0.004)).toBe("0.00");
  });

  it("prints the bare amount without a trailing space when the symbol is empty, wherever it goes", () => {
    expect(formatMoney(5, { symbol: "", position: "after" })).toBe("5.00");
    expect(formatMoney(-5, { symbol: "", position: "before" })).toBe("-5.00");
  });

  it("adds a space only after a symbol that ends in a letter", () => {
    expect(formatMoney(10, { symbol: "R$" })).toBe("R$10.00");
    expect(formatMoney(10, { symbol: "US$" })).toBe("US$10.00");
    expect(formatMoney(10, { symbol: "Br" })).toBe("Br 10.00");
  });

  it("sets no rate when asked to convert with a currency that has none, or with no currency", () => {
    expect(moneyOptionsFor({ symbol: "€", position: "after" }, { convert: true })).toStrictEqual({
      symbol: "€",
      position: "after",
    });
    expect(moneyOptionsFor(null, { convert: true })).toStrictEqual({ symbol: "$", position: "before" });
    expect(moneyOptionsFor(undefined)).toStrictEqual({ symbol: "$", position: "before" });
  });
});
