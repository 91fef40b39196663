/**
 * Table booking rules: which start times a table can be booked at on a date, and whether a
 * requested slot is acceptable. All stamps are "YYYY-MM-DD HH:mm" wall-clock times in the shop's
 * own time zone; `now` is the shop's clock (see clockIn), so the rules never read a runtime zone.
 */
import { formatMinutes, hoursOn, type ShopSchedule } from "./schedule.js";

export interface BookingRules {
  /** Length of a booking and the step between offered start times, in minutes (reservation_time_durations). */
  durationMinutes: number;
  /** How far ahead of now a booking must start, in hours (reservation_before_time). */
  beforeHours: number;
  /** Shortest booking, in hours (min_reservation_time). */
  minHours: number;
  /** Longest booking, in minutes (the shop's booking max_time). */
  maxMinutes: number;
}

/** A booked range of a table, as /rest/booking/disable-dates answers it. */
export interface TakenSlot {
  start_date: string;
  end_date: string;
}

export type SlotRefusal = "order" | "too_short" | "too_long" | "too_soon" | "closed" | "taken" | "malformed";

export type SlotCheck = { ok: true; from: number; to: number } | { ok: false; reason: SlotRefusal };

const STAMP = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;

/** "YYYY-MM-DD HH:mm" → minutes since 1970-01-01 00:00 on the same wall clock; NaN when malformed. */
export function stampMinutes(stamp: string): number {
  const match = STAMP.exec(stamp);
  if (!match) return Number.NaN;
  const [, y, m, d, h, min] = match.map(Number) as number[];
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0) / 60_000;
}

/** Minutes since 1970-01-01 00:00 → "YYYY-MM-DD HH:mm". */
export function minutesStamp(minutes: number): string {
  return new Date(minutes * 60_000).toISOString().slice(0, 16).replace("T", " ");
}

/** "YYYY-MM-DD" plus n days. */
export function addDays(date: string, days: number): string {
  return minutesStamp(stampMinutes(`${date} 00:00`) + days * 1440).slice(0, 10);
}

const positive = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const notNegative = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/** The rules from the settings' strings and the shop's max_time (a missing or bad value takes its default). */
export function bookingRulesFrom(
  settings: { reservation_time_durations?: unknown; reservation_before_time?: unknown; min_reservation_time?: unknown },
  maxTime?: number | null,
): BookingRules {
  return {
    durationMinutes: positive(settings.reservation_time_durations, 60),
    beforeHours: notNegative(settings.reservation_before_time),
    minHours: notNegative(settings.min_reservation_time),
    maxMinutes: positive(maxTime, 180),
  };
}

/** How many live bookings one customer may hold: at one time (any table) and on one day. */
export interface BookingLimits {
  perSlot: number;
  perDay: number;
}

export const DEFAULT_BOOKING_LIMITS: BookingLimits = { perSlot: 1, perDay: 2 };

/** The limits from the settings (`booking_limit_per_slot`, `booking_limit_per_day`); a missing or bad value takes its default. */
export function bookingLimitsFrom(settings: {
  booking_limit_per_slot?: unknown;
  booking_limit_per_day?: unknown;
}): BookingLimits {
  const whole = (value: unknown, fallback: number) => {
    const n = Number(value);
    return value !== null && value !== undefined && value !== "" && Number.isInteger(n) && n >= 1 ? n : fallback;
  };
  return {
    perSlot: whole(settings.booking_limit_per_slot, DEFAULT_BOOKING_LIMITS.perSlot),
    perDay: whole(settings.booking_limit_per_day, DEFAULT_BOOKING_LIMITS.perDay),
  };
}

/** How long a booking made from an offered start time lasts: the duration, but never under the minimum. */
export function bookingLength(rules: BookingRules): number {
  return Math.max(rules.durationMinutes, Math.ceil(rules.minHours * 60));
}

const overlaps = (from: number, to: number, taken: readonly TakenSlot[]) =>
  taken.some((slot) => stampMinutes(slot.start_date) < to && stampMinutes(slot.end_date) > from);

/**
 * Whether [start, end) can be booked: end after start, at least the minimum and at most the
 * maximum length, starting at least `beforeHours` after now, inside the shop's hours of that day
 * (not a closed date or a day off), and clear of every taken range.
 */
export function checkBookingSlot(
  start: string,
  end: string | null | undefined,
  schedule: ShopSchedule,
  rules: BookingRules,
  now: string,
  taken: readonly TakenSlot[] = [],
): SlotCheck {
  const from = stampMinutes(start);
  const to = end ? stampMinutes(end) : from + bookingLength(rules);
  if (Number.isNaN(from) || Number.isNaN(to)) return { ok: false, reason: "malformed" };
  if (to <= from) return { ok: false, reason: "order" };
  if (to - from < rules.minHours * 60) return { ok: false, reason: "too_short" };
  if (to - from > rules.maxMinutes) return { ok: false, reason: "too_long" };
  if (from < stampMinutes(now) + rules.beforeHours * 60) return { ok: false, reason: "too_soon" };
  const day = start.slice(0, 10);
  const hours = hoursOn(schedule, day);
  const dayStart = stampMinutes(`${day} 00:00`);
  if (!hours || from - dayStart < hours.from || to - dayStart > hours.to) return { ok: false, reason: "closed" };
  if (overlaps(from, to, taken)) return { ok: false, reason: "taken" };
  return { ok: true, from, to };
}

/**
 * The "HH:mm" start times offered on a date: every `durationMinutes` from opening, each one a
 * slot that checkBookingSlot accepts (so a booked, past or too-soon slot is never offered).
 */
export function bookingSlots(
  schedule: ShopSchedule,
  date: string,
  rules: BookingRules,
  now: string,
  taken: readonly TakenSlot[] = [],
): string[] {
  const hours = hoursOn(schedule, date);
  if (!hours) return [];
  const step = Math.max(5, rules.durationMinutes);
  const slots: string[] = [];
  for (let start = hours.from; start < hours.to; start += step) {
    const time = formatMinutes(start);
    if (checkBookingSlot(`${date} ${time}`, null, schedule, rules, now, taken).ok) slots.push(time);
  }
  return slots;
}

/** The dates from today on, `days` of them, on which the shop is open for bookings. */
export function bookingDates(schedule: ShopSchedule, today: string, days = 14): string[] {
  const dates: string[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(today, i);
    if (hoursOn(schedule, date)) dates.push(date);
  }
  return dates;
}
