import { Scripts } from "@remix-run/react";
import { cloneElement, Fragment, isValidElement, type ReactNode } from "react";

/**
 * Every page is complete as HTML: links and forms work before any script runs, and hydration
 * starts after the first frame. So the route modules Remix preloads need not compete with the
 * stylesheet and the first pictures for a slow connection. The server renders Remix's scripts
 * retagged:
 *
 * - "low" (every page): each `<link rel="modulepreload">` asks for low fetch priority. The scripts
 *   still load in parallel, just behind what paints.
 * - "after-paint" (the browse pages, see after-paint.tsx): the preloads and Remix's module script
 *   are made inert (`x-modulepreload`, `x-module`), so nothing is fetched before the first paint;
 *   the page's boot script turns them back on once the browser reports that paint.
 *
 * The browser renders them untouched: React leaves a hydrated element's attributes as the server
 * wrote them, and after hydration Remix renders no preloads at all.
 */
export type ScriptLoading = "low" | "after-paint";

type Props = Record<string, unknown> & { children?: ReactNode };

/** Remix's module preloads and module script in `node` (its `<Scripts>` output) retagged for `loading`. */
export function retagScripts(node: ReactNode, loading: ScriptLoading): ReactNode {
  if (Array.isArray(node)) return node.map((child: ReactNode) => retagScripts(child, loading));
  if (!isValidElement<Props>(node)) return node;
  const { props } = node;
  if (node.type === "link" && props.rel === "modulepreload")
    return cloneElement(node, loading === "low" ? { fetchpriority: "low" } : { rel: "x-modulepreload" });
  if (node.type === "script" && props.type === "module" && loading === "after-paint")
    return cloneElement(node, { type: "x-module" });
  if (node.type === Fragment) return cloneElement(node, { children: retagScripts(props.children, loading) });
  return node;
}

/**
 * Remix's `<Scripts>`, retagged for `loading` when rendered on the server. It is called, not
 * rendered, so its output can be retagged: its hooks run as this component's own, in the same
 * order on every render.
 */
export function PrioritisedScripts({ nonce, loading }: { nonce?: string; loading: ScriptLoading }) {
  const scripts = Scripts({ nonce });
  return <>{typeof document === "undefined" ? retagScripts(scripts, loading) : scripts}</>;
}
