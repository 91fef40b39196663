import { useLocation } from "@remix-run/react";

/** The current path and query: where a header form sends the visitor back to. */
export function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
