import ar from "../../locales/content/ar.json";
import en from "../../locales/content/en.json";
import fr from "../../locales/content/fr.json";

/**
 * The content pages' texts (blog, news, recipes, careers, branches, static pages, promotions,
 * brands and the visitor's landing): resolved by those pages' loaders in the reader's language,
 * so no other page carries them. Same keys in every locale (checked in a test).
 */
export type ContentTexts = typeof en;
export const contentBundles: Record<string, ContentTexts> = { en, ar, fr };

/** `{{name}}` placeholders filled from `values`; an unknown name stays as written. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => String(values[key] ?? match));
}
