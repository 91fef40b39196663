export type DateInput = Date | string | number;

/** Notification timestamps read "DD.MM.YYYY, HH:mm" (SPEC.md section 9). */
export const NOTIFICATION_DATE_FORMAT = "DD.MM.YYYY, HH:mm";

export interface DateFormatOptions {
  /** IANA zone; the runtime's own zone when left out. */
  timeZone?: string;
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** One formatter per time zone, made once per isolate (the zone is the only thing that varies). */
const partFormatters = new Map<string, Intl.DateTimeFormat>();
const MAX_PART_FORMATTERS = 32;

function partFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = partFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      ...(timeZone ? { timeZone } : {}),
    });
    if (partFormatters.size < MAX_PART_FORMATTERS) partFormatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(date: Date, timeZone: string | undefined): Record<string, string> {
  const formatter = partFormatter(timeZone);
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/**
 * Formats with the tokens YYYY, MM, DD, HH, mm and ss; anything else is copied as is.
 * An invalid date gives an empty string rather than "NaN.NaN.NaN".
 */
export function formatDateTime(
  value: DateInput,
  pattern: string = NOTIFICATION_DATE_FORMAT,
  options: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const parts = partsOf(date, options.timeZone);
  const tokens: Record<string, string | undefined> = {
    YYYY: parts.year,
    MM: parts.month,
    DD: parts.day,
    HH: parts.hour,
    mm: parts.minute,
    ss: parts.second,
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

export function formatNotificationDate(value: DateInput, options: DateFormatOptions = {}): string {
  return formatDateTime(value, NOTIFICATION_DATE_FORMAT, options);
}

/** A day as every page writes it (SPEC.md): "DD.MM.YYYY". */
export const DATE_FORMAT = "DD.MM.YYYY";
/** A moment as every page writes it: "DD.MM.YYYY, HH:mm" (the notifications' format). */
export const DATE_TIME_FORMAT = NOTIFICATION_DATE_FORMAT;

/** "27.11.2026": a moment's day in `timeZone` (the runtime's when left out). */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  return formatDateTime(value, DATE_FORMAT, options);
}

/** "18:05": a moment's time of day, 24-hour, in `timeZone`. */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string {
  return formatDateTime(value, "HH:mm", options);
}

/**
 * A wall-clock stamp with no zone of its own ("2026-11-27", "2026-11-27 18:30", a shop's delivery
 * day and slot or a booking's start) in the same formats, never shifted by a time zone:
 * "27.11.2026" or "27.11.2026, 18:30". Anything else is returned as it came.
 */
export function formatWallClock(stamp: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(stamp.trim());
  if (!match) return stamp;
  const [, day, time] = match;
  const at = new Date(`${day}T${time ?? "00:00"}:00Z`);
  if (Number.isNaN(at.getTime())) return stamp;
  return formatDateTime(at, time ? DATE_TIME_FORMAT : DATE_FORMAT, { timeZone: "UTC" });
}

/** A day's short weekday name in the reader's language ("Fri", "ven.", "الجمعة"), for day pickers. */
export function formatWeekday(day: string, locale = "en"): string {
  const at = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return "";
  try {
    return new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(at);
  } catch {
    return new Intl.DateTimeFormat("en", { weekday: "short", timeZone: "UTC" }).format(at);
  }
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.34524],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

export interface RelativeTimeOptions {
  locale?: string;
  /** The moment to measure from; now by default. */
  now?: DateInput;
}

/** "5 minutes ago", "in 2 days", "yesterday": the largest whole unit, in the given locale. */
export function formatRelativeTime(value: DateInput, options: RelativeTimeOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "";
  const now = options.now === undefined ? Date.now() : toDate(options.now).getTime();
  const formatter = new Intl.RelativeTimeFormat(options.locale ?? "en", { numeric: "auto" });
  let amount = (date.getTime() - now) / 1000;
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(amount) < size) return formatter.format(Math.round(amount), unit);
    amount /= size;
  }
  // Stryker disable next-line all: unreachable, the last unit's size is Infinity so the loop always returns
  return formatter.format(Math.round(amount), "year");
}
