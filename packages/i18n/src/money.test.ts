import { describe, expect, it } from "vitest";
import { convertAmount, formatAmount, formatMoney, moneyOptionsFor, roundHalfUp, toMinorUnits } from "./money";

describe("formatMoney", () => {
  it("puts the symbol before the amount by default, $ when none is given", () => {
    expect(formatMoney(12)).toBe("$12.00");
    expect(formatMoney(12, { symbol: "£", position: "before" })).toBe("£12.00");
  });

  it("puts the symbol after the amount with a space", () => {
    expect(formatMoney(12.5, { symbol: "€", position: "after" })).toBe("12.50 €");
  });

  it("separates a letter symbol placed before", () => {
    expect(formatMoney(10, { symbol: "SAR" })).toBe("SAR 10.00");
  });

  it("groups thousands in large numbers", () => {
    expect(formatMoney(1234567.891)).toBe("$1,234,567.89");
    expect(formatMoney(1000)).toBe("$1,000.00");
    expect(formatMoney(999.999)).toBe("$1,000.00");
    expect(formatMoney(987654321012.34, { symbol: "€", position: "after" })).toBe("987,654,321,012.34 €");
  });

  it("rounds half up, also where floating point lands just below the half", () => {
    expect(formatMoney(1.005)).toBe("$1.01");
    expect(formatMoney(2.675)).toBe("$2.68");
    expect(formatMoney(0.125)).toBe("$0.13");
    expect(formatMoney(0.124)).toBe("$0.12");
  });

  it("rounds negative halves away from zero and keeps the sign first", () => {
    expect(formatMoney(-1.005)).toBe("-$1.01");
    expect(formatMoney(-1234.5, { symbol: "€", position: "after" })).toBe("-1,234.50 €");
    expect(formatMoney(-0.001)).toBe("$0.00");
  });

  it("converts with a rate before rounding", () => {
    expect(formatMoney(10, { rate: 1.5 })).toBe("$15.00");
    expect(formatMoney(3.35, { symbol: "€", position: "after", rate: 0.5 })).toBe("1.68 €");
    expect(formatMoney(1000, { symbol: "сум", position: "after", rate: 12650.5 })).toBe("12,650,500.00 сум");
  });

  it("accepts other decimals", () => {
    expect(formatMoney(1234.5, { decimals: 0 })).toBe("$1,235");
  });
});

/** French groups with a narrow no-break space (U+202F) and writes a decimal comma. */
const NNBSP = "\u202f";

describe("formatMoney in the page's locale", () => {
  const euro = { symbol: "€", position: "after" } as const;
  const dollar = { symbol: "$", position: "before" } as const;
  const riyal = { symbol: "SAR", position: "before" } as const;

  it("en: comma groups, point decimals, the currency's symbol on its side", () => {
    expect(formatMoney(1234.5, { ...dollar, locale: "en" })).toBe("$1,234.50");
    expect(formatMoney(1234.5, { ...euro, locale: "en" })).toBe("1,234.50 €");
    expect(formatMoney(10, { ...riyal, locale: "en" })).toBe("SAR 10.00");
  });

  it("fr: narrow-space groups and a decimal comma, whatever side the symbol goes", () => {
    expect(formatMoney(1234.5, { ...euro, locale: "fr" })).toBe(`1${NNBSP}234,50 €`);
    expect(formatMoney(1234.5, { ...dollar, locale: "fr" })).toBe(`$1${NNBSP}234,50`);
    expect(formatMoney(-5, { ...euro, locale: "fr" })).toBe("-5,00 €");
  });

  it("ar: the digits and separators Arabic uses in this runtime, the symbol from the currency", () => {
    const arabic = new Intl.NumberFormat("ar", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(formatMoney(1234.5, { ...riyal, locale: "ar" })).toBe(`SAR ${arabic.format(1234.5)}`);
    expect(formatMoney(1234.5, { symbol: "ر.س", position: "after", locale: "ar" })).toBe(
      `${arabic.format(1234.5)} ر.س`,
    );
    // The minus sign leads, with the direction mark Arabic gives it, before the symbol.
    const negative = formatMoney(-5, { ...dollar, locale: "ar" });
    expect(negative.endsWith(`$${arabic.format(5)}`)).toBe(true);
    expect(negative.startsWith("$")).toBe(false);
    expect(negative).toContain("-");
  });

  it("negative amounts keep the sign before the symbol in every locale", () => {
    expect(formatMoney(-5, { ...dollar, locale: "en" })).toBe("-$5.00");
    expect(formatMoney(-1234.5, { ...dollar, locale: "fr" })).toBe(`-$1${NNBSP}234,50`);
    expect(formatMoney(-0.004, { ...dollar, locale: "en" })).toBe("$0.00");
  });

  it("zero and large amounts", () => {
    expect(formatMoney(0, { ...dollar, locale: "en" })).toBe("$0.00");
    expect(formatMoney(0, { ...euro, locale: "fr" })).toBe("0,00 €");
    expect(formatMoney(1_234_567_890.125, { ...dollar, locale: "en" })).toBe("$1,234,567,890.13");
    expect(formatMoney(1_234_567_890.125, { ...euro, locale: "fr" })).toBe(`1${NNBSP}234${NNBSP}567${NNBSP}890,13 €`);
  });

  it("falls back to English for a locale nobody knows", () => {
    expect(formatMoney(1234.5, { ...dollar, locale: "not a locale!" })).toBe("$1,234.50");
  });

  it("shows nonsense input as zero", () => {
    expect(formatMoney(Number.NaN)).toBe("$0.00");
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe("$0.00");
  });
});

describe("money helpers", () => {
  it("computes minor units half-up", () => {
    expect(toMinorUnits(19.995)).toBe(2000);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(roundHalfUp(1.455)).toBe(1.46);
  });

  it("converts amounts, treating a missing rate as 1", () => {
    expect(convertAmount(4, 2.5)).toBe(10);
    expect(convertAmount(4, null)).toBe(4);
  });

  it("formats the amount without a symbol", () => {
    expect(formatAmount(1234.5)).toBe("1,234.50");
  });

  it("builds options from a currency record", () => {
    const euro = { symbol: "€", position: "after", rate: 0.9 };
    expect(formatMoney(100, moneyOptionsFor(euro))).toBe("100.00 €");
    expect(formatMoney(100, moneyOptionsFor(euro, { convert: true }))).toBe("90.00 €");
    expect(formatMoney(5, moneyOptionsFor(null))).toBe("$5.00");
    expect(moneyOptionsFor({ symbol: "£", position: "weird" }).position).toBe("before");
  });
});
