import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { drawImage, imageResponse } from "../src/images/generated-image";
import { chooseIcons, fallbackIcon } from "../src/images/icon-choice";
import { ICONS } from "../src/images/icons.gen";

/** Every picture path the demo seed writes, as [kind, name]. */
function seededImages(): [string, string][] {
  const paths = new Set(env.TEST_SEED.join("\n").match(/\/storage\/images\/[a-z-]+\/[a-z0-9-]+\.svg/g) ?? []);
  return [...paths].map((path) => {
    const [, , , kind = "", file = ""] = path.split("/");
    return [kind, file.replace(/\.svg$/, "")];
  });
}

/** The icons a drawn picture holds, by their data-icon marks. */
function drawnIcons(svg: string): string[] {
  return [...svg.matchAll(/<svg data-icon="([a-z0-9-]+)"/g)].map((m) => m[1] ?? "");
}

const PICTURED = ["products", "shops", "backgrounds", "banners", "stories", "recipes"];

describe("seeded pictures", () => {
  it("draws every seeded image path as an SVG holding a bundled icon's artwork, never initials on a gradient", () => {
    const images = seededImages();
    expect(images.length).toBeGreaterThan(200);
    for (const [kind, name] of images) {
      const svg = drawImage(kind, name);
      const icons = drawnIcons(svg);
      expect(icons.length, `${kind}/${name}`).toBeGreaterThan(0);
      for (const icon of icons) expect(svg, `${kind}/${name}`).toContain(ICONS[icon]?.body ?? "missing icon");
      expect(svg, `${kind}/${name}`).not.toMatch(/<text|linearGradient/);
    }
  });

  it("finds a keyword in every seeded product, shop, background, banner, story and recipe name (no fallback)", () => {
    const unmatched = seededImages()
      .filter(([kind]) => PICTURED.includes(kind))
      .filter(([kind, name]) => !chooseIcons(kind, name).matched)
      .map(([kind, name]) => `${kind}/${name}`);
    expect(unmatched).toEqual([]);
  });

  it("serves a seeded path as a cacheable, immutable SVG and refuses paths outside the pattern", async () => {
    const response = imageResponse("/storage/images/products/margherita-pizza.svg");
    expect(response?.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response?.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(drawnIcons((await response?.text()) ?? "")).toEqual(["pizza", "herb"]);
    expect(imageResponse("/storage/images/products/%3Cscript%3E.svg")).toBeNull();
    expect(imageResponse("/storage/images/products/../../secrets.svg")).toBeNull();
  });
});

describe("choosing an icon from a name", () => {
  it.each([
    ["shops", "pizza-palace", "pizza"],
    ["shops", "morning-bakery", "croissant"],
    ["shops", "bloom-flowers", "bouquet"],
    ["products", "chai-masala", "teacup-without-handle"],
    ["shops", "pet-pantry", "paw-prints"],
    ["recipes", "classic-tiramisu", "shortcake"],
  ])("draws %s/%s with the %s icon", (kind, name, icon) => {
    expect(chooseIcons(kind, name)).toEqual({ icons: [icon], matched: true });
    expect(drawnIcons(drawImage(kind, name))).toEqual([icon]);
  });

  it.each([
    ["margherita-pizza", ["pizza", "herb"]],
    ["pepperoni-pizza", ["pizza", "cut-of-meat"]],
    ["spicy-mushroom-pizza", ["pizza", "mushroom", "hot-pepper"]],
    ["calzone", ["pizza"]],
    ["caesar-salad", ["green-salad", "bread"]],
    ["buddha-bowl", ["green-salad", "roasted-sweet-potato"]],
    ["garlic-bread", ["bread", "garlic"]],
    ["chicken-tikka-masala", ["curry-rice", "poultry-leg"]],
    ["cheeseburger", ["hamburger", "cheese-wedge"]],
    ["deluxe-salmon-nigiri", ["sushi", "fish", "crown"]],
    ["family-size-cat-food", ["cat-face", "canned-food", "people-hugging"]],
  ])("draws product %s as its dish with marks for what sets it apart: %j", (name, icons) => {
    expect(chooseIcons("products", name)).toEqual({ icons, matched: true });
    expect(drawnIcons(drawImage("products", name))).toEqual(icons);
  });

  it("keeps toppings and variants to products: a shop or banner named with them is not marked", () => {
    expect(chooseIcons("shops", "curry-house").icons).toEqual(["curry-rice"]);
    expect(chooseIcons("banners", "spicy-deluxe-week")).toEqual({ icons: ["sparkles"], matched: false });
    expect(chooseIcons("products", "spicy-deluxe-week").icons).toEqual(["hot-pepper", "crown"]);
  });

  it("matches whole words only: a 'rosemary' product is not a rose, a 'caterer' is not a cat", () => {
    expect(chooseIcons("products", "rosemary-focaccia").icons).toEqual(["flatbread"]);
    expect(chooseIcons("shops", "city-caterer")).toEqual({ icons: [fallbackIcon("shops")], matched: false });
  });

  it("lays banners out with one to three distinct icons, the matched one in the middle", () => {
    const pizza = drawnIcons(drawImage("banners", "pizza-night"));
    expect(pizza[0]).toBe("pizza");
    expect(pizza).toContain("crescent-moon");
    for (const [kind, name] of seededImages().filter(([k]) => k === "banners")) {
      const icons = drawnIcons(drawImage(kind, name));
      expect(icons.length, name).toBeGreaterThanOrEqual(1);
      expect(icons.length, name).toBeLessThanOrEqual(3);
      expect(new Set(icons).size, name).toBe(icons.length);
    }
  });

  it("gives a shop's second story a different icon from its first", () => {
    expect(chooseIcons("stories", "morning-bakery-1").icons).toEqual(["croissant"]);
    expect(chooseIcons("stories", "morning-bakery-2").icons).toEqual(["bread"]);
  });

  it("falls back to the kind's own icon for unknown names, and to a generic one for unknown kinds", () => {
    expect(chooseIcons("products", "zzz-mystery-item")).toEqual({
      icons: ["fork-and-knife-with-plate"],
      matched: false,
    });
    expect(chooseIcons("recipes", "grandmas-secret")).toEqual({ icons: ["cooking"], matched: false });
    expect(chooseIcons("parcels", "unknown")).toEqual({ icons: ["package"], matched: false });
    expect(chooseIcons("__proto__", "constructor")).toEqual({ icons: [fallbackIcon("*")], matched: false });
    expect(drawnIcons(drawImage("nothing-known", "qwerty"))).toEqual([fallbackIcon("*")]);
  });

  it("bundles every icon a rule or fallback can choose", () => {
    for (const [kind, name] of seededImages()) {
      for (const icon of chooseIcons(kind, name).icons) expect(ICONS[icon], icon).toBeDefined();
    }
    for (const kind of ["products", "shops", "banners", "stories", "recipes", "users", "*"]) {
      expect(ICONS[fallbackIcon(kind)], kind).toBeDefined();
    }
  });
});

describe("drawing a picture", () => {
  it("keeps today's sizes: round 160 px shop logos, 1200×400 banners, 400×300 products", () => {
    expect(drawImage("shops", "pizza-palace")).toMatch(/^<svg [^>]*width="160" height="160"[^>]*>.*<rect [^>]*rx="80"/);
    expect(drawImage("banners", "eat-green")).toMatch(/^<svg [^>]*width="1200" height="400"/);
    expect(drawImage("products", "croissant")).toMatch(/^<svg [^>]*width="400" height="300"/);
  });

  it("escapes a name carrying markup instead of injecting it into the SVG", () => {
    const svg = drawImage("products", `x"><script>alert(1)</script><text a='b'>&amp`);
    expect(svg).not.toMatch(/<script|<text|a='b'/);
    expect(svg).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(svg).toContain("X&quot;&gt;");
    expect(svg).toContain("&amp;amp");
    expect(svg.match(/<title>/g)).toHaveLength(1);
  });

  it("draws the same picture for the same name every time, tinted from the main icon", () => {
    const svg = drawImage("products", "margherita-pizza");
    expect(drawImage("products", "margherita-pizza")).toBe(svg);
    expect(svg).toContain(`fill="${ICONS.pizza?.tint[0]}"`);
  });
});
