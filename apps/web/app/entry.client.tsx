import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { fetchPageTexts, PAGE_TEXTS_ATTRIBUTE } from "./lib/i18n/page-texts";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

/** The page's texts, from the file its head links (preloaded): hydration shows the server's texts. */
async function pageTexts(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${PAGE_TEXTS_ATTRIBUTE}]`);
  if (link) await fetchPageTexts(link.getAttribute(PAGE_TEXTS_ATTRIBUTE) ?? "en", link.href);
}

// The server's HTML already works (links and forms), so let the browser paint it first and
// hydrate in the next frame. A tab opened in the background hydrates at once (no frames there).
const painted =
  document.visibilityState === "hidden"
    ? Promise.resolve()
    : new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
// Without its texts the page stays the server's HTML, which works on its own.
Promise.all([pageTexts(), painted]).then(hydrate, (error) => console.error("not hydrated", error));
