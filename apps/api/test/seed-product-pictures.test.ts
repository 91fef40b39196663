import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { imageResponse } from "../src/images/generated-image";
import { ICONS } from "../src/images/icons.gen";

interface ProductRow {
  id: number;
  shop_id: number;
  img: string;
  title: string;
}

async function seededProducts(): Promise<ProductRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT p.id, p.shop_id, p.img, t.title FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
      ORDER BY p.shop_id, p.id`,
  ).all<ProductRow>();
  return results;
}

/** The products of each shop, by shop id. */
function byShop(products: ProductRow[]): Map<number, ProductRow[]> {
  const shops = new Map<number, ProductRow[]>();
  for (const product of products) shops.set(product.shop_id, [...(shops.get(product.shop_id) ?? []), product]);
  return shops;
}

/** Problems that make an SVG text unreadable: unbalanced or mismatched tags, no root svg. */
function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="[\d. ]+"/.test(svg)) {
    problems.push("no sized root <svg>");
  }
  const open: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name ?? "");
    else if (open.pop() !== name) problems.push(`${tag} closes nothing open`);
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(", ")}`);
  if (!svg.endsWith("</svg>")) problems.push("does not end with </svg>");
  return problems;
}

/** What a customer sees of a picture: its SVG without the accessible title, hashed. */
async function pictureHash(svg: string): Promise<string> {
  const seen = svg.replace(/<title>[^<]*<\/title>/, "");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(seen));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("seeded product pictures", () => {
  it("gives no two products of the same shop the same picture path", async () => {
    const products = await seededProducts();
    expect(products.length).toBeGreaterThan(500);
    const shared: string[] = [];
    for (const [shopId, list] of byShop(products)) {
      const seen = new Map<string, string>();
      for (const { img, title } of list) {
        const other = seen.get(img);
        if (other) shared.push(`shop ${shopId}: "${title}" and "${other}" share ${img}`);
        else seen.set(img, title);
      }
    }
    expect(shared).toEqual([]);
  });

  it("serves every product's picture path as a well-formed SVG drawn from bundled icons", async () => {
    const broken: string[] = [];
    for (const { img, title } of await seededProducts()) {
      const response = imageResponse(img);
      if (!response) {
        broken.push(`${title}: ${img} is not served`);
        continue;
      }
      expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
      const svg = await response.text();
      const problems = svgProblems(svg);
      const icons = [...svg.matchAll(/<svg data-icon="([a-z0-9-]+)"/g)].map((m) => m[1] ?? "");
      if (icons.length === 0) problems.push("holds no icon");
      for (const icon of icons) if (!ICONS[icon] || !svg.includes(ICONS[icon].body)) problems.push(`no ${icon}`);
      if (problems.length > 0) broken.push(`${title}: ${img}: ${problems.join("; ")}`);
    }
    expect(broken).toEqual([]);
  });

  it("draws every product of a shop as a different picture, not only a different title", async () => {
    const alike: string[] = [];
    for (const [shopId, list] of byShop(await seededProducts())) {
      const seen = new Map<string, string>();
      for (const { img, title } of list) {
        const hash = await pictureHash((await imageResponse(img)?.text()) ?? "");
        const other = seen.get(hash);
        if (other) alike.push(`shop ${shopId}: "${title}" looks like "${other}"`);
        else seen.set(hash, title);
      }
    }
    expect(alike).toEqual([]);
  });

  it("finds a well-formedness problem in a broken SVG (the check above can fail)", () => {
    expect(
      svgProblems('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3" viewBox="0 0 4 3"><g></svg>'),
    ).toEqual(["</svg> closes nothing open", "unclosed svg"]);
    expect(svgProblems("<html></html>")).toContain("no sized root <svg>");
  });
});
