import { describe, expect, it } from "vitest";
import { bookingBundles } from "../app/lib/i18n/booking-bundles";

const keysOf = (value: unknown, prefix = ""): string[] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];
const read = (bundle: unknown, key: string) =>
  String(key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], bundle));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("table booking and parcel texts", () => {
  const en = keysOf(bookingBundles.en).sort();
  for (const lang of ["ar", "fr"]) {
    it(`${lang} has exactly the English keys, each non-empty with the same placeholders`, () => {
      expect(keysOf(bookingBundles[lang]).sort()).toEqual(en);
      for (const key of en) {
        const text = read(bookingBundles[lang], key);
        expect(text.trim(), `${lang}:${key}`).not.toBe("");
        expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(read(bookingBundles.en, key)));
      }
    });
  }
});
