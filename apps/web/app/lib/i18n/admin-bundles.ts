import type { AppLoadContext } from "@remix-run/cloudflare";
import ar from "../../locales/admin/ar.json";
import en from "../../locales/admin/en.json";
import fr from "../../locales/admin/fr.json";
import { readPreferences } from "../preferences.server";

/**
 * The staff console's texts (/admin): resolved by its loaders in the reader's language, so no
 * customer page carries them. Same keys in every locale (checked in a test).
 */
export type AdminTexts = typeof en;
export const adminBundles: Record<string, AdminTexts> = { en, ar, fr };

export function adminTexts(request: Request, context: Pick<AppLoadContext, "cookies">): AdminTexts {
  return adminBundles[readPreferences(request, context).lang] ?? (en as AdminTexts);
}
