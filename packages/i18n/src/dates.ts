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

function partsOf(date: Date, timeZone: string | undefined): Record<string, string> {
  const formatter = new Intl.DateTimeFormat("en-GB", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  });
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
