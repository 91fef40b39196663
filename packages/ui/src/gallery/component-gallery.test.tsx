import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import type { GalleryDirection, GalleryTheme } from "./component-gallery";
import { ComponentGallery } from "./component-gallery";
import { galleryStories } from "./gallery-stories";

const modes: Array<[GalleryTheme, GalleryDirection]> = [
  ["light", "ltr"],
  ["dark", "ltr"],
  ["light", "rtl"],
  ["dark", "rtl"],
];

describe("ComponentGallery", () => {
  it("renders every story", () => {
    render(<ComponentGallery />);
    for (const story of galleryStories) {
      expect(screen.getByRole("heading", { level: 2, name: story.name })).toBeTruthy();
    }
  });

  it("switches theme and direction on the page and on <html>, and restores them", () => {
    const { container, unmount } = render(<ComponentGallery only="Button" />);
    const frame = container.querySelector("[data-theme]");
    fireEvent.click(screen.getByRole("switch", { name: "Dark" }));
    expect(frame?.classList.contains("dark")).toBe(true);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    fireEvent.click(screen.getByRole("switch", { name: "Right to left" }));
    expect(frame?.getAttribute("dir")).toBe("rtl");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    unmount();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(document.documentElement.hasAttribute("dir")).toBe(false);
  });

  describe.each(modes)("in %s theme, %s", (theme, direction) => {
    it.each(galleryStories.map((story) => story.name))("%s has no axe violations", async (name) => {
      const { container } = render(<ComponentGallery only={name} initialTheme={theme} initialDirection={direction} />);
      const frame = container.querySelector("[data-theme]");
      expect(frame?.getAttribute("dir")).toBe(direction);
      expect(frame?.classList.contains("dark")).toBe(theme === "dark");
      await expectNoAxeViolations(container);
    });
  });
});
