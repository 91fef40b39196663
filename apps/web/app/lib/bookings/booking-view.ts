import { formatWallClock } from "@tiffin/i18n/dates";

/**
 * A "YYYY-MM-DD HH:mm" wall-clock stamp (a booking's, in the shop's own time zone) as the reader's
 * language writes it; formatted as UTC so the reader's or server's zone never shifts it.
 */
export function formatStamp(_lang: string, stamp: string): string {
  return formatWallClock(stamp);
}
