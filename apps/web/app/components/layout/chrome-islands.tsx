import { lazy } from "react";
import { island } from "../../lib/islands/island";
import { ReducedHeader as ReducedHeaderNow } from "./reduced-header";
import { SiteFooter as SiteFooterNow } from "./site-footer";

// Plain links and text first; their code loads lazily (see island).
export const ReducedHeader = island(
  import.meta.env.SSR
    ? ReducedHeaderNow
    : lazy(() => import("./reduced-header").then((m) => ({ default: m.ReducedHeader }))),
  "ReducedHeader",
);
export const SiteFooter = island(
  import.meta.env.SSR ? SiteFooterNow : lazy(() => import("./site-footer").then((m) => ({ default: m.SiteFooter }))),
  "SiteFooter",
);
