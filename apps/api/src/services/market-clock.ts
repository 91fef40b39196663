/**
 * The marketplace's local time: shops' working hours ("09-00" to "21-00") are wall-clock times
 * in this zone. One zone for the whole demo marketplace (London).
 */
export const MARKET_TIME_ZONE = "Europe/London";

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** Weekday name, "HH-MM" and "YYYY-MM-DD" of a moment in the market's zone. */
export function marketClock(moment: Date, timeZone = MARKET_TIME_ZONE) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    })
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const day = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? "monday";
  return { day, time: `${parts.hour}-${parts.minute}`, date };
}
