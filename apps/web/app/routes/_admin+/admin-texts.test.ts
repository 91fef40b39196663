import { describe, expect, it } from "vitest";
import { adminBundles } from "../../lib/i18n/admin-bundles";

const keysOf = (value: unknown, prefix = ""): string[] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];
const read = (bundle: unknown, key: string) =>
  String(key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], bundle));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("staff console texts", () => {
  const en = keysOf(adminBundles.en).sort();
  for (const lang of ["ar", "fr"]) {
    it(`${lang} has exactly the English keys, each translated with the same placeholders`, () => {
      expect(keysOf(adminBundles[lang]).sort()).toEqual(en);
      for (const key of en) {
        const text = read(adminBundles[lang], key);
        expect(text.trim(), `${lang}:${key}`).not.toBe("");
        expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(read(adminBundles.en, key)));
      }
    });
  }

  it("writes Arabic in Arabic script, every text", () => {
    for (const key of en) expect(read(adminBundles.ar, key), key).toMatch(/[\u0600-\u06FF]/);
  });
});
