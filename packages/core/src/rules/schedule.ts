/** Shop opening hours: working days, closed dates and delivery time slots. */

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** As the API sends it: {day:"monday", from:"09-00", to:"21-00", disabled}. */
export interface WorkingDay {
  day: string;
  from: string;
  to: string;
  disabled?: boolean | number;
}

/** As the API sends it: {day:"YYYY-MM-DD"}. */
export interface ClosedDate {
  day: string;
}

export interface ShopSchedule {
  shop_working_days: readonly WorkingDay[];
  shop_closed_date: readonly ClosedDate[];
}

/** "09-00" or "09:00" → minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(/[-:]/).map((part) => Number.parseInt(part, 10));
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Minutes after midnight → "HH:mm". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** "YYYY-MM-DD" → weekday name, independent of the runtime's time zone. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split("-").map((part) => Number.parseInt(part, 10));
  const index = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return WEEKDAYS[index] ?? "sunday";
}

/** The working hours that apply on a date, or null when the shop is closed that day. */
export function hoursOn(schedule: ShopSchedule, date: string): { from: number; to: number } | null {
  if (schedule.shop_closed_date.some((closed) => closed.day === date)) return null;
  const weekday = weekdayOf(date);
  const day = schedule.shop_working_days.find((w) => w.day.toLowerCase() === weekday);
  if (!day || day.disabled) return null;
  const from = minutesOf(day.from);
  const to = minutesOf(day.to);
  return to > from ? { from, to } : null;
}

export function isClosedOn(schedule: ShopSchedule, date: string): boolean {
  return hoursOn(schedule, date) === null;
}

/** Open at this date and "HH:mm" time (from inclusive, to exclusive). */
export function isOpenAt(schedule: ShopSchedule, date: string, time: string): boolean {
  const hours = hoursOn(schedule, date);
  const at = minutesOf(time);
  return hours !== null && at >= hours.from && at < hours.to;
}

export interface SlotOptions {
  /** Slot length in minutes (default 30). */
  step?: number;
  /** Only slots starting at or after this "HH:mm" (for today). */
  notBefore?: string;
}

/** Start times of delivery slots on a date; empty when the shop is closed. */
export function timeSlots(schedule: ShopSchedule, date: string, options: SlotOptions = {}): string[] {
  const hours = hoursOn(schedule, date);
  if (!hours) return [];
  const step = Math.max(5, options.step ?? 30);
  const earliest = options.notBefore ? minutesOf(options.notBefore) : 0;
  const slots: string[] = [];
  for (let start = hours.from; start + step <= hours.to; start += step) {
    if (start >= earliest) slots.push(formatMinutes(start));
  }
  return slots;
}

export interface WallClock {
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:mm" */
  time: string;
  day: Weekday;
}

/**
 * One wall-clock formatter per zone name, or null for a name that is not a zone, made once per
 * isolate: building an Intl formatter costs far more than using one, and every order, checkout
 * and menu asks a shop's clock. A pure memo of the runtime's zone data, not of anything stored;
 * bounded (shops name a few zones, and a name past the bound is simply built each time).
 */
const clockFormats = new Map<string, Intl.DateTimeFormat | null>();
const MAX_CLOCK_FORMATS = 64;

function clockFormat(zone: string): Intl.DateTimeFormat | null {
  let format = clockFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-GB", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      format = null;
    }
    if (clockFormats.size < MAX_CLOCK_FORMATS) clockFormats.set(zone, format);
  }
  return format;
}

/** A valid IANA zone name, else the fallback (shops store theirs; a bad one must not break a page). */
export function validTimeZone(zone: string | null | undefined, fallback = "Europe/London"): string {
  return zone && clockFormat(zone) ? zone : fallback;
}

/** The wall-clock date, time and weekday of a moment in a time zone (a shop's hours are local to it). */
export function clockIn(moment: Date, timeZone: string): WallClock {
  // The fallback zone always exists, so the cast only tells the compiler what validTimeZone ensures.
  const format = clockFormat(validTimeZone(timeZone)) as Intl.DateTimeFormat;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(moment)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, time: `${parts.hour}:${parts.minute}`, day: weekdayOf(date) };
}

/** Whether a shop is open at a moment, judged in the shop's own time zone. */
export function isOpenNow(schedule: ShopSchedule, moment: Date, timeZone: string): boolean {
  const clock = clockIn(moment, timeZone);
  return isOpenAt(schedule, clock.date, clock.time);
}
