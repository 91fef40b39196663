import { describe, expect, it } from "vitest";
import { readAddressForm } from "../app/lib/address/address-form";
import { loginRedirectFor } from "../app/lib/require-user.server";
import { historyPages, parseAmount, parseRecipient } from "../app/routes/_wallet+/__wallet-form";
import { publicProviderUrl } from "../app/routes/_wallet+/provider-url.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("wallet amounts", () => {
  it("accepts positive amounts with at most two decimals, a comma as the decimal mark too", () => {
    expect(parseAmount("12")).toBe(12);
    expect(parseAmount(" 5.67 ")).toBe(5.67);
    expect(parseAmount("5,5")).toBe(5.5);
  });

  it("refuses zero, negatives, three decimals, exponents, text and amounts over the limit", () => {
    for (const value of ["0", "0.00", "-1", "0.001", "1e3", "abc", "", "Infinity", "1000000.01"]) {
      expect(parseAmount(value), value).toBeNull();
    }
    expect(parseAmount(null)).toBeNull();
  });
});

describe("wallet recipients", () => {
  it("takes an exact email (lower-cased) or a phone number (spaces and dashes dropped)", () => {
    expect(parseRecipient(" Sam@Tiffin.test ")).toBe("sam@tiffin.test");
    expect(parseRecipient("+44 7700-900002")).toBe("+447700900002");
  });

  it("refuses names, fragments and wildcards, so nobody can list users through the search", () => {
    for (const value of ["Sam", "sam@", "@tiffin.test", "%", "_", "12", "a b@c.d", ""]) {
      expect(parseRecipient(value), value).toBeNull();
    }
  });

  it("shows one to ten pages of history; anything else is one", () => {
    expect(historyPages("3")).toBe(3);
    expect(historyPages("10")).toBe(10);
    for (const value of ["0", "11", "-2", "1.5", "x", null]) expect(historyPages(value)).toBe(1);
  });
});

describe("saved address form", () => {
  it("reads the address, its details and the chosen point; empty details become null", () => {
    const read = readAddressForm(form({ title: " Home ", address: " 1 Main St ", house: "" }), {
      latitude: 51.5,
      longitude: -0.12,
    });
    expect(read).toEqual({
      ok: true,
      input: {
        title: "Home",
        address: { address: "1 Main St", office: null, house: null, floor: null },
        location: [51.5, -0.12],
      },
    });
  });

  it("names the missing address text", () => {
    expect(readAddressForm(form({ address: "  " }), null)).toEqual({
      ok: false,
      errors: { address: "errors:validation.required" },
    });
  });

  it("says the address was not found when its text gave no point", () => {
    expect(readAddressForm(form({ address: "Nowhere Lane" }), null)).toEqual({
      ok: false,
      errors: { location: "address.notFound" },
    });
  });
});

describe("payment pages and sign-in redirects", () => {
  const request = new Request("https://shop.example/wallet");

  it("moves the sandbox page from the in-process API origin to the storefront's own", () => {
    expect(publicProviderUrl("http://api.internal/api/v1/sandbox-pay/sbx_1?x=1", request)).toBe(
      "https://shop.example/api/v1/sandbox-pay/sbx_1?x=1",
    );
  });

  it("keeps a real provider's page and refuses a non-web address", () => {
    expect(publicProviderUrl("https://checkout.stripe.com/c/pay/cs_1", request)).toBe(
      "https://checkout.stripe.com/c/pay/cs_1",
    );
    expect(() => publicProviderUrl("javascript:alert(1)", request)).toThrow();
  });

  it("sends a visitor to /login with the page and its query to come back to", () => {
    expect(loginRedirectFor(new Request("https://shop.example/wallet?pages=2"))).toBe(
      "/login?redirectTo=%2Fwallet%3Fpages%3D2",
    );
  });
});
