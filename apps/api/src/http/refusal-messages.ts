import ar from "@tiffin/i18n/locales/ar/errors.json";
import en from "@tiffin/i18n/locales/en/errors.json";
import fr from "@tiffin/i18n/locales/fr/errors.json";

/**
 * The API's refusals in the request's language (`lang`): every refusal's sentence is a key of
 * @tiffin/i18n's "errors" bundle (`api.*`, and `validation.*` for the form sentences), with the
 * values it names. English answers keep the API's words as they are; Arabic and French ones are
 * rendered from their bundle, and a sentence no bundle carries stays English.
 */
export type RefusalKey = keyof typeof en.api;
export type RefusalValues = Record<string, string | number>;
export interface RefusalText {
  key: RefusalKey;
  values?: RefusalValues;
}

type Texts = { api: typeof en.api; validation: typeof en.validation };
const BUNDLES: Record<string, Texts> = { ar, fr };

/** The refusals by their English words: a sentence, or a pattern for those that name a value. */
const EXACT = new Map<string, RefusalText>();
const PATTERNS: { pattern: RegExp; key: RefusalKey }[] = [];
for (const [key, text] of Object.entries(en.api) as [RefusalKey, string][]) {
  if (!text.includes("{{")) {
    EXACT.set(text, { key });
    continue;
  }
  const source = text
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      return name ? `(?<${name}>.+?)` : part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    })
    .join("");
  PATTERNS.push({ pattern: new RegExp(`^${source}$`), key });
}
const VALIDATION = new Map(
  Object.entries(en.validation).map(([key, text]) => [text, key as keyof Texts["validation"]]),
);

/** Which bundle sentence an English refusal is, with the values it names (null: none is). */
export function refusalText(message: string): RefusalText | null {
  const exact = EXACT.get(message);
  if (exact) return exact;
  for (const { pattern, key } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

const fill = (text: string, values: RefusalValues = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/**
 * A refusal's sentence in `lang`: `message` itself in English (or in a language without a bundle),
 * else the bundle's sentence for `text` (the key the error carries) or for the English words.
 */
export function refusalSentence(message: string, lang: string | undefined, text?: RefusalText): string {
  const texts = BUNDLES[(lang ?? "en").slice(0, 2)];
  if (!texts) return message;
  const known = text ?? refusalText(message);
  if (known) return fill(texts.api[known.key], known.values);
  const validation = VALIDATION.get(message);
  return validation ? texts.validation[validation] : message;
}
