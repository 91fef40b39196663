import type { AppLoadContext } from "@remix-run/cloudflare";
import ar from "../../locales/booking/ar.json";
import en from "../../locales/booking/en.json";
import fr from "../../locales/booking/fr.json";
import { readPreferences } from "../preferences.server";

/**
 * The table-booking and parcel pages' texts: resolved by those pages' loaders in the reader's
 * language, so no other page carries them. Same keys in every locale (checked in a test).
 */
export type BookingTexts = typeof en;
export const bookingBundles: Record<string, BookingTexts> = { en, ar, fr };

export function bookingTexts(request: Request, context: Pick<AppLoadContext, "cookies">): BookingTexts {
  return bookingBundles[readPreferences(request, context).lang] ?? (en as BookingTexts);
}
