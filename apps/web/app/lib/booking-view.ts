/**
 * A "YYYY-MM-DD HH:mm" wall-clock stamp (a booking's, in the shop's own time zone) as the reader's
 * language writes it; formatted as UTC so the reader's or server's zone never shifts it.
 */
export function formatStamp(lang: string, stamp: string): string {
  const at = new Date(`${stamp.replace(" ", "T")}:00Z`);
  if (Number.isNaN(at.getTime())) return stamp;
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(at);
}
