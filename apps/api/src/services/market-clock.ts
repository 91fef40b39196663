import { clockIn } from "@tiffin/core";

/**
 * A shop's working hours ("09-00" to "21-00") are wall-clock times in the shop's own zone
 * (`shops.time_zone`). This is the clock in the stored "HH-MM" form for one zone.
 */
export function shopClock(moment: Date, timeZone: string) {
  const clock = clockIn(moment, timeZone);
  return { day: clock.day, time: clock.time.replace(":", "-"), date: clock.date };
}
