import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { RootData } from "../root";
import { pageText } from "./i18n/page-texts";

type Match = { id: string; data: unknown };

/** A page's title in the reader's language: `key` of the page bundle `namespace`, else `fallback`. */
export function pageTitle(matches: Match[], namespace: string, key: string, fallback: string): string {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const value = root ? pageText(root.lang, namespace, key) : undefined;
  return `${value ?? fallback} | Tiffin`;
}

/**
 * A private page's title in the reader's language, from the page's "web" bundle (`key` under
 * it), and no indexing.
 */
export function privatePageMeta(matches: Match[], key: string, fallback: string): MetaDescriptor[] {
  return [{ title: pageTitle(matches, "web", key, fallback) }, { name: "robots", content: "noindex" }];
}
