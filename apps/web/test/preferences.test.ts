import { describe, expect, it } from "vitest";
import { formatPrice } from "../app/lib/money";
import { readPreferences } from "../app/lib/preferences.server";

describe("readPreferences", () => {
  it("prefers the lang query over the cookie and defaults to en", () => {
    const cookie = { headers: { Cookie: "lang=fr; currency_id=2" } };
    expect(readPreferences(new Request("http://x/?lang=ar", cookie))).toEqual({ lang: "ar", currencyId: 2 });
    expect(readPreferences(new Request("http://x/", cookie))).toEqual({ lang: "fr", currencyId: 2 });
    expect(readPreferences(new Request("http://x/"))).toEqual({ lang: "en", currencyId: null });
  });

  it("ignores malformed values", () => {
    const request = new Request("http://x/?lang=%3Cscript%3E&currency_id=abc");
    expect(readPreferences(request)).toEqual({ lang: "en", currencyId: null });
  });
});

describe("formatPrice", () => {
  it("places the symbol by the currency's position with two decimals", () => {
    expect(formatPrice(1234.5, { symbol: "$", position: "before" })).toBe("$1,234.50");
    expect(formatPrice(3, { symbol: "€", position: "after" })).toBe("3.00 €");
    expect(formatPrice(0.5, null)).toBe("$0.50");
  });
});
