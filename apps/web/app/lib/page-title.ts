import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { RootData } from "../root";

type Match = { id: string; data: unknown };

/**
 * A private page's title in the reader's language, from the "web" bundle the root loader sent
 * (`key` under it), and no indexing.
 */
export function privatePageMeta(matches: Match[], key: string, fallback: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  let value: unknown = root?.i18n[root.lang]?.web;
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  return [
    { title: `${typeof value === "string" ? value : fallback} | Tiffin` },
    { name: "robots", content: "noindex" },
  ];
}
