import type { Cart } from "@tiffin/core";
import { emptyCart } from "@tiffin/core";
import { describe, expect, it } from "vitest";
import { contentBundles, fillText } from "../app/lib/i18n/content-bundles";
import { BRAND, shareLink, storeLink } from "../app/lib/site/brand";
import { addLines, recipeLines } from "../app/routes/_content+/recipe-cart.server";
import { homeArrangementFor } from "../app/routes/_home+/__home-variant";

const keysOf = (value: unknown, prefix = ""): string[] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe("content texts", () => {
  it("has every English key in Arabic and French, none empty, with the same placeholders", () => {
    const en = keysOf(contentBundles.en).sort();
    for (const lang of ["ar", "fr"]) {
      expect(keysOf(contentBundles[lang]).sort()).toEqual(en);
    }
    const read = (bundle: unknown, key: string) =>
      key.split(".").reduce((node, part) => (node as Record<string, unknown>)[part], bundle) as string;
    for (const key of en) {
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const lang of ["en", "ar", "fr"]) {
        const text = read(contentBundles[lang], key);
        expect(text.trim().length, `${lang}:${key}`).toBeGreaterThan(0);
        expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(read(contentBundles.en, key)));
      }
    }
  });

  it("fills placeholders and leaves unknown ones as written", () => {
    expect(fillText("Servings: {{n}}", { n: 4 })).toBe("Servings: 4");
    expect(fillText("{{a}} and {{b}}", { a: "x" })).toBe("x and {{b}}");
  });
});

describe("brand configuration", () => {
  it("puts share links on the short-link domain, whatever slashes the path has", () => {
    expect(shareLink("/blog/abc")).toBe(`https://${BRAND.shortLinkDomain}/blog/abc`);
    expect(shareLink("//recipes/1")).toBe(`https://${BRAND.shortLinkDomain}/recipes/1`);
    expect(shareLink("/")).toBe(`https://${BRAND.shortLinkDomain}`);
  });

  it("builds store pages from the app identifiers", () => {
    expect(storeLink("customer", "android")).toBe(
      `https://play.google.com/store/apps/details?id=${BRAND.apps.customer.android}`,
    );
    expect(storeLink("customer", "ios")).toContain(BRAND.apps.customer.ios);
  });
});

describe("home interface variants", () => {
  it("lets ?v= override settings' ui_type, and falls back to ui_type without it", () => {
    expect(homeArrangementFor("1", "3").variant).toBe(3);
    expect(homeArrangementFor("2", "1").layout).toBe(1);
    expect(homeArrangementFor("2", null)).toMatchObject({ variant: 2, layout: 2 });
    expect(homeArrangementFor("9", null)).toMatchObject({ variant: 1, layout: 1 });
    expect(homeArrangementFor("4", "7")).toMatchObject({ variant: 1, layout: 1 });
  });

  it("gives each variant its own arrangement of the same four sections", () => {
    const all = [1, 2, 3, 4].map((v) => homeArrangementFor("1", String(v)));
    for (const a of all)
      expect([...a.main, ...a.side].sort()).toEqual(["highlights", "recommended", "restaurants", "shops"]);
    const shapes = all.map((a) => JSON.stringify([a.layout, a.main, a.side, a.sideFirst]));
    expect(new Set(shapes).size).toBe(4);
    expect(all[2]?.main[0]).toBe("shops");
    expect(all[3]?.sideFirst).toBe(true);
  });
});

describe("a recipe into the cart", () => {
  const stock = (id: number, shopId: number, quantity = 1, inStock = true) => ({
    id,
    quantity,
    price: 5,
    min_quantity: 1,
    in_stock: inStock,
    product: { id: id * 10, uuid: `p${id}`, shop_id: shopId, img: null, title: `P${id}`, translation: null },
  });

  it("leaves out sold-out products and keeps each quantity", () => {
    const lines = recipeLines([stock(1, 2, 2), stock(2, 2, 1, false), stock(3, 2)]);
    expect(lines.map((l) => [l.stockId, l.quantity])).toEqual([
      [1, 2],
      [3, 1],
    ]);
  });

  it("adds to a cart of the same shop, merging a line already there", () => {
    const start = addLines(emptyCart(), recipeLines([stock(1, 2)]), false);
    expect(start.ok).toBe(true);
    const cart = (start as { cart: Cart }).cart;
    const added = addLines(cart, recipeLines([stock(1, 2, 2), stock(3, 2)]), false);
    expect(added.ok && added.cart.lines.map((l) => [l.stockId, l.quantity])).toEqual([
      [1, 3],
      [3, 1],
    ]);
  });

  it("refuses another shop's cart unless told to replace it, and then holds only the recipe", () => {
    const other = (addLines(emptyCart(), recipeLines([stock(9, 5)]), false) as { cart: Cart }).cart;
    expect(addLines(other, recipeLines([stock(1, 2)]), false)).toEqual({ ok: false, error: "oneShop" });
    const replaced = addLines(other, recipeLines([stock(1, 2), stock(3, 2)]), true);
    expect(replaced.ok && replaced.cart.lines.map((l) => l.stockId)).toEqual([1, 3]);
  });
});
