import { ApiError, isUnauthorized } from "@tiffin/api-client";
import { type Bundle, bundledResources, isSupportedLocale, SUPPORTED_LOCALES } from "@tiffin/i18n";

/**
 * What a form shows when an API call fails: a key of the "errors" bundle (SPEC.md section 5) and
 * the API's field messages. A 401 is not handled here: it signs the user out (`orSignOut`).
 */
export interface ApiFailure {
  /** A key of the translation bundles, or the API's own message when no SPEC text fits. */
  message: { key: string } | { text: string };
  fields: Record<string, string>;
}

/**
 * The API's refusals by code, as keys of the "errors" bundle: the API's own words for them are
 * English, so a form shows these instead, in the reader's language.
 */
export const BY_CODE: Readonly<Record<string, string>> = {
  ERROR_102: "errors:validation.loginOrPasswordInvalid",
  ERROR_201: "errors:validation.wrongVerificationCode",
  ERROR_202: "errors:catalogue.codeLocked",
  ERROR_203: "errors:catalogue.codeExpired",
  ERROR_429: "errors:catalogue.tooManyAttempts",
  ERROR_108: "errors:catalogue.somethingWentWrong",
  ERROR_109: "errors:catalogue.insufficientWalletBalance",
  ERROR_256: "errors:catalogue.tooManyUnpaidOrders",
  ERROR_403: "errors:catalogue.staffOnly",
  ERROR_409: "errors:catalogue.changedMeanwhile",
};

/** The API's sentences for one refusal (a key of the bundle's `errors.api`), in every language. */
function refusalTexts(key: string): string[] {
  return SUPPORTED_LOCALES.flatMap((locale) => {
    const api = bundledResources[locale].errors?.api;
    const text = api && typeof api === "object" ? api[key] : undefined;
    return typeof text === "string" ? [text] : [];
  });
}

/**
 * Whether the API's words are its refusal `key` (of `errors.api`), in whichever language the
 * API answered: a page tells refusals that share a code apart by their words.
 */
export function isRefusal(text: string, key: string): boolean {
  return refusalTexts(key).includes(text);
}

/** The bundle key for an API refusal that has one (by its code; a failed sender by its status). */
export function refusalKey(error: ApiError): string | null {
  const key = BY_CODE[error.statusCode];
  if (key) return key;
  // The code senders' failures (apps/api/src/services/messages.ts): SPEC.md section 8's texts.
  if (error.status === 502 && isRefusal(error.message, "smsNotSent")) return "errors:catalogue.smsNotSent";
  if (error.status === 502 && isRefusal(error.message, "emailNotSent")) return "errors:catalogue.requestNotSent";
  if (error.status === 503 && isRefusal(error.message, "noSmsProvider")) return "errors:catalogue.smsNotSent";
  if (error.status === 503 && isRefusal(error.message, "noEmailProvider")) return "errors:catalogue.requestNotSent";
  return null;
}

/** The sentences the API answers refusals with (the "errors" bundle's `api` and `validation`), per language. */
function refusalSentences(bundle: Bundle | undefined): RegExp[] {
  return ["api", "validation"].flatMap((group) => {
    const texts = bundle?.[group];
    if (!texts || typeof texts === "string") return [];
    return Object.values(texts)
      .filter((text): text is string => typeof text === "string")
      .map((text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\{\w+\}\}/g, ".+?")}$`));
  });
}

const SENTENCES = new Map(
  SUPPORTED_LOCALES.map((locale) => [locale, refusalSentences(bundledResources[locale].errors)] as const),
);

/**
 * Whether an API refusal's words are in the page's language: a sentence of that language's
 * bundle; on an English page, also the API's own English words when they are no other
 * language's sentence.
 */
export function inPageLanguage(text: string, lang: string): boolean {
  const page = isSupportedLocale(lang) ? lang : "en";
  if (SENTENCES.get(page)?.some((sentence) => sentence.test(text))) return true;
  if (page !== "en") return false;
  return !SUPPORTED_LOCALES.some(
    (other) => other !== "en" && SENTENCES.get(other)?.some((sentence) => sentence.test(text)),
  );
}

/**
 * A form's message for a failed call on a page in `lang`: the bundle's words for a refusal it
 * knows, the API's own words when they are in the page's language (the API answers in the
 * request's language, docs/decisions/043), else the general "Error occured" text.
 */
export function apiFailure(error: unknown, lang = "en"): ApiFailure {
  if (isUnauthorized(error) || !(error instanceof ApiError)) throw error;
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error.params ?? {})) {
    if (messages[0]) fields[name] = messages[0];
  }
  const shown = error.status < 500 && error.message && inPageLanguage(error.message, lang);
  const key = refusalKey(error) ?? (shown ? null : "errors:catalogue.errorOccured");
  return { message: key ? { key } : { text: error.message }, fields };
}
