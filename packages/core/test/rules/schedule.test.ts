import { describe, expect, it } from "vitest";
import { isClosedOn, isOpenAt, timeSlots, weekdayOf } from "../../src/rules/schedule.js";

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
    expect(weekdayOf("2026-11-23")).toBe("monday");
    expect(weekdayOf("2026-11-22")).toBe("sunday");
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
