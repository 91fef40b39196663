import { hoursOn } from "@tiffin/core";
import { badRequest } from "../http/errors";

/** "YYYY-MM-DD HH:mm" → minutes since the epoch day 0 (time-zone free: shop local time). */
export function minutesOfStamp(stamp: string): number {
  const [date = "", time = "00:00"] = stamp.split(" ");
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0) / 60_000;
}

export function stampOf(minutes: number): string {
  return new Date(minutes * 60_000).toISOString().slice(0, 16).replace("T", " ");
}

export interface BookingSettings {
  /** Default length of a booking in minutes (reservation_time_durations). */
  durationMinutes: number;
  /** How far ahead, in hours, a booking must start (reservation_before_time). */
  beforeHours: number;
  /** Shortest booking, in hours (min_reservation_time). */
  minHours: number;
  /** Longest booking, in minutes (the shop's bookings.max_time). */
  maxMinutes: number;
}

export interface Schedule {
  shop_working_days: { day: string; from: string; to: string; disabled?: boolean }[];
  shop_closed_date: { day: string }[];
}

/**
 * Checks a requested slot against the rules and returns [start, end] in minutes: within the
 * shop's working hours of that day, starting at least `beforeHours` from now, lasting at least
 * `minHours` and at most `maxMinutes`. Each refusal names its field.
 */
export function checkSlot(
  start: string,
  end: string | null | undefined,
  schedule: Schedule,
  rules: BookingSettings,
  nowMinutes: number,
): [number, number] {
  const from = minutesOfStamp(start);
  const to = end ? minutesOfStamp(end) : from + rules.durationMinutes;
  if (to <= from)
    throw badRequest("ERROR_400", "The end must be after the start", {
      end_date: ["The end must be after the start."],
    });
  if (to - from < rules.minHours * 60) {
    throw badRequest("ERROR_400", `A booking lasts at least ${rules.minHours} hour(s)`, { end_date: ["Too short."] });
  }
  if (to - from > rules.maxMinutes) {
    throw badRequest("ERROR_400", `A booking lasts at most ${rules.maxMinutes} minutes`, { end_date: ["Too long."] });
  }
  if (from < nowMinutes + rules.beforeHours * 60) {
    throw badRequest("ERROR_400", `Book at least ${rules.beforeHours} hour(s) ahead`, { start_date: ["Too soon."] });
  }
  const day = start.slice(0, 10);
  const hours = hoursOn(schedule, day);
  const dayStart = minutesOfStamp(`${day} 00:00`);
  if (!hours || from - dayStart < hours.from || to - dayStart > hours.to) {
    throw badRequest("ERROR_400", "Shop is closed", { start_date: ["The shop is closed at that time."] });
  }
  return [from, to];
}
