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

const BY_CODE: Record<string, string> = {
  ERROR_108: "errors:catalogue.somethingWentWrong",
  ERROR_109: "errors:catalogue.insufficientWalletBalance",
  ERROR_256: "errors:catalogue.tooManyUnpaidOrders",
  ERROR_403: "errors:catalogue.staffOnly",
  ERROR_409: "errors:catalogue.changedMeanwhile",
};

export function apiFailure(error: unknown): ApiFailure {
  if (isUnauthorized(error) || !(error instanceof ApiError)) throw error;
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error.params ?? {})) {
    if (messages[0]) fields[name] = messages[0];
  }
  const key =
    BY_CODE[error.statusCode] ?? (error.status >= 500 || !error.message ? "errors:catalogue.errorOccured" : null);
  return { message: key ? { key } : { text: error.message }, fields };
}
