import ar from "../../locales/account/ar.json";
import en from "../../locales/account/en.json";
import fr from "../../locales/account/fr.json";

/**
 * The account pages' texts (sign-up, password reset, profile, settings): resolved by each of those
 * pages' loaders in the reader's language, so no other page carries them. Same keys in every
 * locale (checked in a test).
 */
export const ACCOUNT_NAMESPACE = "account";
export type AccountTexts = typeof en;
export const accountBundles: Record<string, AccountTexts> = { en, ar, fr };
