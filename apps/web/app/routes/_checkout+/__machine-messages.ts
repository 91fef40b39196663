import { MESSAGES } from "@tiffin/core";

/** core's machine texts (SPEC.md section 5) → the translated keys that carry the same words. */
const KEYS: Record<string, string> = {
  [MESSAGES.choosePayment]: "errors:validation.choosePaymentMethod",
  [MESSAGES.phoneRequired]: "errors:validation.phoneRequired",
  [MESSAGES.insufficientBalance]: "errors:catalogue.insufficientWalletBalance",
  [MESSAGES.shopClosedDay]: "errors:validation.shopClosedChooseAnotherDay",
  [MESSAGES.outsideZone]: "errors:catalogue.notAvailableHere",
  [MESSAGES.required]: "errors:validation.required",
  [MESSAGES.loginFirst]: "errors:catalogue.loginFirst",
  [MESSAGES.generic]: "errors:catalogue.errorOccured",
  "Shop is closed": "errors:catalogue.shopClosed",
};

export function messageKey(message: string): string | null {
  return KEYS[message] ?? null;
}
