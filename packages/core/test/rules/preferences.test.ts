import { describe, expect, it } from "vitest";
import { currencyOf, languageOf, shownCurrency } from "../../src/rules/preferences.js";

const currencies = [
  { id: 2, symbol: "$", position: "before" as const, rate: 1, default: true },
  { id: 5, symbol: "€", position: "after" as const, rate: 0.9, default: false },
];

describe("currencyOf", () => {
  it("finds the active currency by its id or the id's digits", () => {
    expect(currencyOf(currencies, 5)?.symbol).toBe("€");
    expect(currencyOf(currencies, "5")?.symbol).toBe("€");
  });

  it("names none for an inactive id, a forged value or nothing", () => {
    for (const choice of [9, "9", "5.0", " 5", "-5", "0", "", null, undefined, 5.5, "5; drop"]) {
      expect(currencyOf(currencies, choice), String(choice)).toBeNull();
    }
  });
});

describe("shownCurrency", () => {
  it("is the chosen active one, else the default, else none", () => {
    expect(shownCurrency(currencies, "5")?.id).toBe(5);
    expect(shownCurrency(currencies, 9)?.id).toBe(2);
    expect(shownCurrency([{ id: 1, default: false }], null)).toBeNull();
  });
});

describe("languageOf", () => {
  it("finds an active locale and nothing else", () => {
    const languages = [{ locale: "en" }, { locale: "ar" }];
    expect(languageOf(languages, "ar")).toEqual({ locale: "ar" });
    expect(languageOf(languages, "de")).toBeNull();
    expect(languageOf(languages, ["ar"])).toBeNull();
  });
});
