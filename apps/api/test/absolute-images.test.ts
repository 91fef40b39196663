import { describe, expect, it } from "vitest";
import { absoluteImagesInJson } from "../src/http/images";

const BASE = "https://img.example.test";
const rewrite = (body: unknown, base = BASE) => JSON.parse(absoluteImagesInJson(JSON.stringify(body), base));

describe("absoluteImagesInJson", () => {
  it("prefixes every picture key at any depth and every string of a picture list, leaving nulls and other keys", () => {
    const body = {
      data: [
        {
          img: "/storage/images/products/a.svg",
          title: "/storage/images/products/not-a-picture.svg",
          shop: { logo_img: "/storage/images/shops/b.svg", background_img: null, translation: { title: "B" } },
          stocks: [{ addons: [{ product: { img: "/storage/images/products/c.svg" } }] }],
        },
        { file_urls: ["/storage/images/stories/d.svg", null, "/storage/images/stories/e.svg"], images: [] },
      ],
    };
    expect(rewrite(body)).toEqual({
      data: [
        {
          img: `${BASE}/storage/images/products/a.svg`,
          title: "/storage/images/products/not-a-picture.svg",
          shop: { logo_img: `${BASE}/storage/images/shops/b.svg`, background_img: null, translation: { title: "B" } },
          stocks: [{ addons: [{ product: { img: `${BASE}/storage/images/products/c.svg` } }] }],
        },
        {
          file_urls: [`${BASE}/storage/images/stories/d.svg`, null, `${BASE}/storage/images/stories/e.svg`],
          images: [],
        },
      ],
    });
  });

  it("never touches text inside another string, even text that reads like a picture key", () => {
    const comment = 'I sent {"img":"/storage/images/x.svg"} and "images":["y.svg"]\\';
    const body = { comment, img: "/storage/images/z.svg", note: 'ends in a quote"' };
    expect(rewrite(body)).toEqual({ comment, img: `${BASE}/storage/images/z.svg`, note: 'ends in a quote"' });
  });

  it("decodes and re-encodes a picture path with escaped characters, keeping the JSON valid", () => {
    const body = { img: '/storage/images/products/"quoted"\\path\u00e9.svg', images: ['/storage/images/a "b".svg'] };
    expect(rewrite(body)).toEqual({
      img: `${BASE}/storage/images/products/"quoted"\\pathé.svg`,
      images: [`${BASE}/storage/images/a "b".svg`],
    });
  });

  it("keeps stored absolute URLs and data URLs, collapses a doubled prefix, and leaves the text alone without a base", () => {
    const body = {
      img: "https://cdn.example.test/a.png",
      logo_img: "data:image/png;base64,AAAA",
      background_img: "/storage/images//storage/images/b.svg",
    };
    expect(rewrite(body)).toEqual({ ...body, background_img: `${BASE}/storage/images/b.svg` });
    const text = JSON.stringify({ img: "/storage/images/a.svg" });
    expect(absoluteImagesInJson(text, "")).toBe(text);
  });
});
