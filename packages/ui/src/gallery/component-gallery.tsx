import { Direction } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { cn } from "../class-names";
import { Switch } from "../primitives/choice-controls";
import { ToastProvider } from "../primitives/toast";
import type { Translate } from "../text";
import { englishText } from "../text";
import { galleryStories } from "./gallery-stories";

export type GalleryTheme = "light" | "dark";
export type GalleryDirection = "ltr" | "rtl";

export interface ComponentGalleryProps {
  t?: Translate;
  initialTheme?: GalleryTheme;
  initialDirection?: GalleryDirection;
  /** Show only the story of this name (used by tests). */
  only?: string;
  /** Also set the theme class and dir on <html>, so portalled dialogs follow. On by default. */
  controlDocument?: boolean;
}

/**
 * Every component on one page, with light/dark and left-to-right/right-to-left switches.
 * The web app mounts it at /dev/ui in development.
 */
export function ComponentGallery({
  t = englishText,
  initialTheme = "light",
  initialDirection = "ltr",
  only,
  controlDocument = true,
}: ComponentGalleryProps) {
  const [theme, setTheme] = useState<GalleryTheme>(initialTheme);
  const [direction, setDirection] = useState<GalleryDirection>(initialDirection);
  const headingId = useId();

  useEffect(() => {
    if (!controlDocument || typeof document === "undefined") return;
    const root = document.documentElement;
    const previous = { dark: root.classList.contains("dark"), dir: root.getAttribute("dir") };
    root.classList.toggle("dark", theme === "dark");
    root.setAttribute("dir", direction);
    return () => {
      root.classList.toggle("dark", previous.dark);
      if (previous.dir === null) root.removeAttribute("dir");
      else root.setAttribute("dir", previous.dir);
    };
  }, [theme, direction, controlDocument]);

  const stories = only ? galleryStories.filter((story) => story.name === only) : galleryStories;

  return (
    <Direction.Provider dir={direction}>
      <ToastProvider labels={{ region: t("common:toast.region"), dismiss: t("common:toast.dismiss") }}>
        <div
          dir={direction}
          data-theme={theme}
          className={cn(theme === "dark" && "dark", "min-h-screen bg-bg text-fg")}
        >
          <main aria-labelledby={headingId} className="mx-auto flex max-w-5xl flex-col gap-8 p-6">
            <header className="flex flex-wrap items-center justify-between gap-4 border-b border-border pb-4">
              <h1 id={headingId} className="text-2xl font-bold">
                Tiffin UI
              </h1>
              <div className="flex flex-wrap gap-6">
                <Switch
                  label={t("common:pickers.dark")}
                  checked={theme === "dark"}
                  onCheckedChange={(on) => setTheme(on ? "dark" : "light")}
                />
                <Switch
                  label={t("common:pickers.rtl")}
                  checked={direction === "rtl"}
                  onCheckedChange={(on) => setDirection(on ? "rtl" : "ltr")}
                />
              </div>
            </header>
            {stories.map((story) => {
              const id = `${headingId}-${story.name.replace(/\W+/g, "-")}`;
              return (
                <section key={story.name} aria-labelledby={id} className="flex flex-col gap-3">
                  <h2 id={id} className="text-lg font-semibold">
                    {story.name}
                  </h2>
                  {story.render(t)}
                </section>
              );
            })}
          </main>
        </div>
      </ToastProvider>
    </Direction.Provider>
  );
}
