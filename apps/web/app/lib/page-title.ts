import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { RootData } from "../root";
import { pageText } from "./i18n/page-texts";

type Match = { id: string; data: unknown };

/**
 * A private page's title in the reader's language, from the page's "web" bundle (`key` under
 * it), and no indexing.
 */
export function privatePageMeta(matches: Match[], key: string, fallback: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const value = root ? pageText(root.lang, "web", key) : undefined;
  return [{ title: `${value ?? fallback} | Tiffin` }, { name: "robots", content: "noindex" }];
}
