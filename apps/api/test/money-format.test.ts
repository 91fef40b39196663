import { formatAmount, formatMoney } from "@tiffin/i18n/money";
import { describe, expect, it } from "vitest";

// These run in workerd, the Worker's runtime: its ICU must know every locale the site speaks,
// or French and Arabic prices would quietly come out in English.
describe("money formatting in the Worker's runtime", () => {
  it("knows the en, fr and ar locales (full ICU)", () => {
    expect(Intl.NumberFormat.supportedLocalesOf(["en", "fr", "ar"])).toEqual(["en", "fr", "ar"]);
  });

  it("formats French amounts with narrow-space groups and a decimal comma, the symbol on the currency's side", () => {
    expect(formatMoney(1234.5, { locale: "fr", symbol: "€", position: "after" })).toBe("1\u202f234,50 €");
    expect(formatMoney(-5, { locale: "fr", symbol: "$", position: "before" })).toBe("-$5,00");
    expect(formatAmount(10_000, { locale: "fr" })).toBe("10\u202f000,00");
  });

  it("formats Arabic amounts as the runtime's Arabic digits and separators, not English ones", () => {
    const arabic = new Intl.NumberFormat("ar", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5);
    expect(formatMoney(1234.5, { locale: "ar", symbol: "SAR", position: "before" })).toBe(`SAR ${arabic}`);
    expect(formatMoney(0, { locale: "ar", symbol: "$" })).toBe(
      `$${new Intl.NumberFormat("ar", { minimumFractionDigits: 2 }).format(0)}`,
    );
  });
});
