import { describe, expect, it } from "vitest";
import { readRequestCookies, setCookie } from "../app/lib/cookies.server";
import { formatPrice } from "../app/lib/money";
import { readPreferences } from "../app/lib/preferences.server";
import type { WebEnv } from "../load-context";

const env = { SESSION_SECRET: "a-test-secret-of-some-length", ENVIRONMENT: "test" } as WebEnv;

/** The preferences a page sees: the Worker reads the cookies, the page reads its query and them. */
async function preferencesOf(request: Request) {
  return readPreferences(request, { cookies: await readRequestCookies(request, env) });
}

describe("readPreferences", () => {
  it("prefers the lang query over the cookie and defaults to en", async () => {
    const header = [await setCookie("lang", "fr"), await setCookie("currency_id", 2)]
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const cookie = { headers: { Cookie: header } };
    expect(await preferencesOf(new Request("http://x/?lang=ar", cookie))).toEqual({ lang: "ar", currencyId: 2 });
    expect(await preferencesOf(new Request("http://x/", cookie))).toEqual({ lang: "fr", currencyId: 2 });
    expect(await preferencesOf(new Request("http://x/"))).toEqual({ lang: "en", currencyId: null });
  });

  it("ignores malformed values", async () => {
    const request = new Request("http://x/?lang=%3Cscript%3E&currency_id=abc");
    expect(await preferencesOf(request)).toEqual({ lang: "en", currencyId: null });
  });
});

describe("formatPrice", () => {
  it("places the symbol by the currency's position with two decimals, in the page's locale", () => {
    expect(formatPrice(1234.5, { symbol: "$", position: "before" }, "en")).toBe("$1,234.50");
    expect(formatPrice(3, { symbol: "€", position: "after" }, "en")).toBe("3.00 €");
    expect(formatPrice(0.5, null, "en")).toBe("$0.50");
    expect(formatPrice(1234.5, { symbol: "€", position: "after" }, "fr")).toBe("1\u202f234,50 €");
    expect(formatPrice(-5, { symbol: "$", position: "before" }, "en")).toBe("-$5.00");
    expect(formatPrice(10, { symbol: "SAR", position: "before" }, "en")).toBe("SAR 10.00");
  });
});
