import { ErrorFallback as Now } from "@tiffin/ui";
import { lazy } from "react";
import { island } from "../../lib/islands/island";

// Only an error page needs the fallback: its code loads when one shows (see island).
export const ErrorFallback = island(
  import.meta.env.SSR ? Now : lazy(() => import("@tiffin/ui").then((m) => ({ default: m.ErrorFallback }))),
  "ErrorFallback",
);
