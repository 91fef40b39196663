import { imageResponse } from "@tiffin/api/images";
import { describe, expect, it } from "vitest";
import { inlinedPicture, withFirstPictureInlined } from "./inline-picture.server";

const ORIGIN = "https://tiffin.example";
const BANNER = "/storage/images/banners/pizza-night.svg";

async function drawn(path: string) {
  return (await imageResponse(path)?.text()) ?? "";
}

describe("inlinedPicture", () => {
  it("turns a picture this Worker draws into a data URL holding exactly the drawing it serves", async () => {
    for (const src of [BANNER, `${ORIGIN}${BANNER}`]) {
      const inlined = await inlinedPicture(src, ORIGIN);
      expect(inlined?.startsWith("data:image/svg+xml,")).toBe(true);
      expect(decodeURIComponent(inlined?.slice("data:image/svg+xml,".length) ?? "")).toBe(await drawn(BANNER));
    }
  });

  it("leaves another host's picture, an uploaded photo, a query and a missing picture as they are", async () => {
    for (const src of [
      `https://cdn.example${BANNER}`,
      "/storage/images/users/7/avatar.jpg",
      `${BANNER}?v=2`,
      "/images/avatar_placeholder.png",
    ]) {
      expect(await inlinedPicture(src, ORIGIN)).toBe(src);
    }
    expect(await inlinedPicture(null, ORIGIN)).toBeNull();
  });

  it("inlines only the first of a list, keeping the rest and every other field", async () => {
    const banners = [
      { id: 1, img: BANNER, url: "/shop/1" },
      { id: 2, img: "/storage/images/banners/fresh-greens.svg", url: null },
    ];
    const [first, second] = await withFirstPictureInlined(banners, ORIGIN);
    expect(first).toMatchObject({ id: 1, url: "/shop/1" });
    expect(first?.img?.startsWith("data:image/svg+xml,")).toBe(true);
    expect(second).toEqual(banners[1]);
  });
});
