import type { Bundle } from "@tiffin/i18n";

/** A page's translation bundles: language, then namespace. */
export type PageTexts = Record<string, Record<string, Bundle>>;

/**
 * The texts every page uses, in one place for both sides. The server provides every language's
 * (resources.server.ts); the browser keeps each one it has fetched from the file the page links
 * (`<link data-page-texts>`, see root.tsx), and fetches it before it hydrates (entry.client.tsx).
 * They are not part of the root loader's data: that would put them into every page's HTML.
 */
const kept = new Map<string, PageTexts>();
let provider: ((lang: string) => PageTexts) | null = null;

/** The server's source of every language's texts. */
export function providePageTexts(read: (lang: string) => PageTexts): void {
  provider = read;
}

/** A language's texts, fetched by the browser. */
function keepPageTexts(lang: string, texts: PageTexts): void {
  kept.set(lang, texts);
}

/** The texts of `lang` when this side has them. */
export function pageTextsFor(lang: string): PageTexts | undefined {
  return kept.get(lang) ?? provider?.(lang);
}

/** One text of the page's bundles by namespace and dotted key, for titles made outside React. */
export function pageText(lang: string, ns: string, key: string): string | undefined {
  let value: unknown = pageTextsFor(lang)?.[lang]?.[ns];
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  return typeof value === "string" ? value : undefined;
}

/** The attribute that marks the link to the page's texts. */
export const PAGE_TEXTS_ATTRIBUTE = "data-page-texts";

/** Fetches the texts a link points at (the preloaded answer when there is one) and keeps them. */
export async function fetchPageTexts(lang: string, url: string): Promise<PageTexts> {
  const known = kept.get(lang);
  if (known) return known;
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`page texts ${url}: HTTP ${response.status}`);
  const texts = (await response.json()) as PageTexts;
  keepPageTexts(lang, texts);
  return texts;
}
