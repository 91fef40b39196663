import { type BookingRules, checkBookingSlot, clockIn, type ShopSchedule, type SlotRefusal } from "@tiffin/core";
import { badRequest } from "../http/errors";

export type { BookingRules };

const REFUSALS: Record<SlotRefusal, (rules: BookingRules) => [string, Record<string, string[]>]> = {
  malformed: () => ["The start date must be YYYY-MM-DD HH:mm", { start_date: ["The start date is invalid."] }],
  order: () => ["The end must be after the start", { end_date: ["The end must be after the start."] }],
  too_short: (r) => [`A booking lasts at least ${r.minHours} hour(s)`, { end_date: ["Too short."] }],
  too_long: (r) => [`A booking lasts at most ${r.maxMinutes} minutes`, { end_date: ["Too long."] }],
  too_soon: (r) => [`Book at least ${r.beforeHours} hour(s) ahead`, { start_date: ["Too soon."] }],
  closed: () => ["Shop is closed", { start_date: ["The shop is closed at that time."] }],
  taken: () => ["This table is already booked at that time", { start_date: ["The table is taken."] }],
};

/**
 * Checks a requested slot with the storefront's own rules (@tiffin/core), against the shop's
 * clock in its time zone, and returns [start, end] in minutes; each refusal names its field.
 */
export function checkSlot(
  start: string,
  end: string | null | undefined,
  shop: ShopSchedule & { time_zone?: string | null },
  rules: BookingRules,
  moment: Date,
): [number, number] {
  const clock = clockIn(moment, shop.time_zone ?? "Europe/London");
  const result = checkBookingSlot(start, end, shop, rules, `${clock.date} ${clock.time}`);
  if (result.ok) return [result.from, result.to];
  const [message, errors] = REFUSALS[result.reason](rules);
  throw badRequest("ERROR_400", message, errors);
}
