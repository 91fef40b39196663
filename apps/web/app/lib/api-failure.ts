import { ApiError, isUnauthorized } from "@tiffin/api-client";

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

/** The bundle key for an API refusal that has one (by its code; a failed sender by its status). */
export function refusalKey(error: ApiError): string | null {
  const key = BY_CODE[error.statusCode];
  if (key) return key;
  // The code senders' failures (apps/api/src/services/messages.ts): SPEC.md section 8's texts.
  if (error.status === 502 && error.message === "Sms not sent!") return "errors:catalogue.smsNotSent";
  if (error.status === 502 && error.message === "The email could not be sent") return "errors:catalogue.requestNotSent";
  if (error.status === 503 && error.message.startsWith("Codes by SMS cannot be sent"))
    return "errors:catalogue.smsNotSent";
  if (error.status === 503 && error.message.startsWith("Codes by email cannot be sent"))
    return "errors:catalogue.requestNotSent";
  return null;
}

export function apiFailure(error: unknown): ApiFailure {
  if (isUnauthorized(error) || !(error instanceof ApiError)) throw error;
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error.params ?? {})) {
    if (messages[0]) fields[name] = messages[0];
  }
  const key = refusalKey(error) ?? (error.status >= 500 || !error.message ? "errors:catalogue.errorOccured" : null);
  return { message: key ? { key } : { text: error.message }, fields };
}
