import { describe, expect, it } from "vitest";
import type { Bundle } from "./bundled-resources";
import { bundledResources } from "./bundled-resources";
import { NAMESPACES, SUPPORTED_LOCALES } from "./locale-config";

function flatten(bundle: Bundle, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("locale bundles", () => {
  for (const ns of NAMESPACES) {
    describe(ns, () => {
      const english = flatten(bundledResources.en[ns]);

      it("has texts in English", () => {
        expect(english.size).toBeGreaterThan(0);
      });

      for (const lng of SUPPORTED_LOCALES.filter((code) => code !== "en")) {
        it(`has the same keys in ${lng} as in en`, () => {
          const other = flatten(bundledResources[lng][ns]);
          const missing = [...english.keys()].filter((key) => !other.has(key));
          const extra = [...other.keys()].filter((key) => !english.has(key));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        });

        it(`keeps the placeholders of en in ${lng}`, () => {
          const other = flatten(bundledResources[lng][ns]);
          const differing = [...english].filter(
            ([key, text]) =>
              JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(other.get(key) ?? text)),
          );
          expect(differing.map(([key]) => key)).toEqual([]);
        });
      }

      it("has no empty text in any language", () => {
        const empty = SUPPORTED_LOCALES.flatMap((lng) =>
          [...flatten(bundledResources[lng][ns])]
            .filter(([, text]) => text.trim() === "")
            .map(([key]) => `${lng}:${key}`),
        );
        expect(empty).toEqual([]);
      });
    });
  }
});

describe("texts named by the specification", () => {
  const english = new Set(NAMESPACES.flatMap((ns) => [...flatten(bundledResources.en[ns]).values()]));

  it.each([
    "Required",
    "Passwords don't match",
    "Passwords should match",
    "Password should contain at least 6 characters",
    "Phone number is required",
    "Phone number is invalid",
    "Please, fill user details",
    "Wrong verification code",
    "The email has already been taken",
    "Login or password is invalid",
    "Please, choose payment method",
    "You can only add items from one restaurant to your shopping cart",
    "You cannot join. Invalid group order",
    "Error occured. Please, try again later",
    "Something went wrong",
    "Unauthorized",
    "Insufficient wallet balance",
    "Sms not sent!",
    "You request didn't send!",
    "Sorry, we're not available here",
    "Shop is closed",
    "Out of stock",
    "You have been kicked from group order",
    "Branches not found",
    "Oops, something went wrong!",
    "Try again",
    "Order for this address?",
    "Please, login first",
    "Restaurants",
    "Products",
    "No notifications yet",
    "No orders yet",
    "No refunds yet",
    "No wallet transactions yet",
    "No active orders",
    "No liked restaurants yet",
    "No restaurants found",
    "No shops found",
    "No recipes yet",
    "No open positions right now",
    "Restaurant",
    "chat error",
    "not found",
  ])("has %j", (text) => {
    expect(english.has(text)).toBe(true);
  });
});
