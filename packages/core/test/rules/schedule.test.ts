import { describe, expect, it } from "vitest";
import {
  clockIn,
  isClosedOn,
  isOpenAt,
  isOpenNow,
  timeSlots,
  validTimeZone,
  weekdayOf,
} from "../../src/rules/schedule.js";

const shop = {
  shop_working_days: [
    { day: "monday", from: "09-00", to: "21-00", disabled: false },
    { day: "tuesday", from: "10-00", to: "12-00", disabled: false },
    { day: "sunday", from: "09-00", to: "21-00", disabled: true },
  ],
  shop_closed_date: [{ day: "2026-11-30" }],
};

describe("schedule", () => {
  it("knows the weekday of a date whatever the time zone", () => {
    const zone = process.env.TZ;
    // west of UTC, where midnight UTC is still yesterday, and east, where it is already today
    for (const tz of ["America/Los_Angeles", "Pacific/Kiritimati", "UTC", "Asia/Kolkata"]) {
      process.env.TZ = tz;
      expect(new Date(2026, 10, 23).getTimezoneOffset(), tz).toBe(
        { "America/Los_Angeles": 480, "Pacific/Kiritimati": -840, UTC: 0, "Asia/Kolkata": -330 }[tz],
      );
      const week = ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
      expect(week.map(weekdayOf), tz).toEqual([
        "sunday",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
      ]);
      expect(weekdayOf("2026-12-31"), tz).toBe("thursday");
      expect(weekdayOf("2027-01-01"), tz).toBe("friday");
      expect(weekdayOf("2028-02-29"), tz).toBe("tuesday");
    }
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("is open inside working hours only", () => {
    expect(isOpenAt(shop, "2026-11-23", "09:00")).toBe(true);
    expect(isOpenAt(shop, "2026-11-23", "20:59")).toBe(true);
    expect(isOpenAt(shop, "2026-11-23", "21:00")).toBe(false);
    expect(isOpenAt(shop, "2026-11-23", "08:59")).toBe(false);
  });

  it("is closed on disabled days, days without hours and closed dates", () => {
    expect(isClosedOn(shop, "2026-11-22")).toBe(true);
    expect(isClosedOn(shop, "2026-11-25")).toBe(true);
    expect(isClosedOn(shop, "2026-11-30")).toBe(true);
    expect(isClosedOn(shop, "2026-11-23")).toBe(false);
  });

  it("offers time slots within the day's hours", () => {
    expect(timeSlots(shop, "2026-11-24")).toEqual(["10:00", "10:30", "11:00", "11:30"]);
    expect(timeSlots(shop, "2026-11-24", { notBefore: "10:45" })).toEqual(["11:00", "11:30"]);
    expect(timeSlots(shop, "2026-11-24", { step: 60 })).toEqual(["10:00", "11:00"]);
    expect(timeSlots(shop, "2026-11-30")).toEqual([]);
  });
});

describe("clockIn and isOpenNow: a shop's hours are read in its own time zone", () => {
  // 2026-11-23 22:30 UTC: Monday evening in London, already Tuesday morning in Tokyo.
  const moment = new Date("2026-11-23T22:30:00Z");
  const weekdays = ["monday", "tuesday"].map((day) => ({ day, from: "08-00", to: "22-00" }));
  const schedule = { shop_working_days: weekdays, shop_closed_date: [] };

  it("gives the local date, time and weekday of the zone", () => {
    expect(clockIn(moment, "Europe/London")).toEqual({ date: "2026-11-23", time: "22:30", day: "monday" });
    expect(clockIn(moment, "Asia/Tokyo")).toEqual({ date: "2026-11-24", time: "07:30", day: "tuesday" });
    expect(clockIn(moment, "America/New_York")).toEqual({ date: "2026-11-23", time: "17:30", day: "monday" });
  });

  it("is closed in London after 22:00 and open in New York at 17:30 at the same moment", () => {
    expect(isOpenNow(schedule, moment, "Europe/London")).toBe(false);
    expect(isOpenNow(schedule, moment, "America/New_York")).toBe(true);
    // Tokyo's 07:30 is before opening.
    expect(isOpenNow(schedule, moment, "Asia/Tokyo")).toBe(false);
  });

  it("falls back to London for an unknown zone name instead of throwing", () => {
    expect(validTimeZone("Mars/Olympus")).toBe("Europe/London");
    expect(validTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(clockIn(moment, "Mars/Olympus").time).toBe("22:30");
  });

  it("keeps each zone's own clock when more zones than it keeps formatters for are asked in turn", () => {
    const zones = Intl.supportedValuesOf("timeZone").slice(0, 100);
    for (const zone of zones) clockIn(moment, zone);
    expect(validTimeZone("Mars/Olympus")).toBe("Europe/London");
    for (const zone of ["Asia/Tokyo", "Mars/Olympus", "America/New_York", "Asia/Tokyo", zones[99] ?? "UTC"]) {
      const expected = new Intl.DateTimeFormat("en-GB", {
        timeZone: zone === "Mars/Olympus" ? "Europe/London" : zone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(moment);
      expect(clockIn(moment, zone).time).toBe(expected);
    }
  });
});
