import { useEffect, useState } from "react";

/** SPEC.md section 9 breakpoints. */
export const BREAKPOINTS = { mobileModal: 576, desktop: 1140 } as const;

/**
 * Whether a media query matches. It is false on the server and on the first client render
 * (so hydration matches), then follows the query.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window === "undefined" || typeof window.matchMedia !== "function") return;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}

/** True under 576px, where dialogs become bottom sheets and panels become modals. */
export function useIsMobileModal(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS.mobileModal - 0.02}px)`);
}
