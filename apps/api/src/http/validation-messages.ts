import ar from "@tiffin/i18n/locales/ar/errors.json";
import en from "@tiffin/i18n/locales/en/errors.json";
import fr from "@tiffin/i18n/locales/fr/errors.json";
import type { z } from "zod";

/**
 * What a refused field says, in the request's language (`lang`): the sentences of SPEC.md
 * section 5 and a few more, from @tiffin/i18n's "errors" bundle, so a client can show them as
 * they are. A schema path or zod's own wording ("Invalid input: expected string, received
 * undefined") never reaches an answer.
 */
type Texts = typeof en.validation;
type Key = keyof Texts;

const BUNDLES: Record<string, Texts> = { en: en.validation, ar: ar.validation, fr: fr.validation };

/** A schema's own English sentence that the bundle carries, by its words ("Phone number is invalid"). */
const BY_ENGLISH = new Map<string, Key>(Object.entries(en.validation).map(([key, text]) => [text, key as Key]));

/** zod's built-in wording, which no customer should read ("Too big: …", "Invalid input: …"). */
const ZOD_WORDING = /^(?:Invalid\b|Too (?:big|small)\b|Unrecognized\b|Expected\b)/;

export function textsFor(lang: string | undefined): Texts {
  return BUNDLES[(lang ?? "en").slice(0, 2)] ?? en.validation;
}

function fill(text: string, values: Record<string, number | bigint>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** The value the request held at `path` (undefined when it had none). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (!value || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** One issue as a sentence in `lang`; `input` is what was sent, to tell a missing value from a wrong one. */
export function issueSentence(
  issue: { message: string; code?: string } & Partial<z.core.$ZodIssue>,
  path: readonly PropertyKey[],
  input: unknown,
  lang: string | undefined,
): string {
  const texts = textsFor(lang);
  const known = BY_ENGLISH.get(issue.message);
  if (known) return texts[known];
  // A schema's own English sentence ("The products field is required.") stays in English answers.
  const english = texts === en.validation;
  if (english && !ZOD_WORDING.test(issue.message)) return issue.message;
  const sent = valueAt(input, path);
  switch (issue.code) {
    case "invalid_type":
      if (blank(sent)) return texts.required;
      break;
    case "too_small": {
      const minimum = Number(issue.minimum ?? 0);
      if (issue.origin === "string" || issue.origin === "array") {
        if (minimum <= 1 || blank(sent)) return texts.required;
        if (issue.origin === "string") return fill(texts.tooShort, { min: minimum });
      }
      if (issue.origin === "number" || issue.origin === "bigint") return fill(texts.atLeast, { min: minimum });
      break;
    }
    case "too_big": {
      const maximum = Number(issue.maximum ?? 0);
      if (issue.origin === "string") return fill(texts.tooLong, { max: maximum });
      if (issue.origin === "array" || issue.origin === "set") return fill(texts.tooMany, { max: maximum });
      if (issue.origin === "number" || issue.origin === "bigint") return fill(texts.atMost, { max: maximum });
      break;
    }
    case "invalid_format":
      if (issue.format === "email") return texts.emailInvalid;
      break;
  }
  // Anything else is said generally: other languages have no words for a schema's own sentence.
  return texts.invalid;
}
