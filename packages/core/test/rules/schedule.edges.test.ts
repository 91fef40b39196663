import { describe, expect, it } from "vitest";
import { formatMinutes, isClosedOn, isOpenAt, timeSlots, validTimeZone, weekdayOf } from "../../src/rules/schedule.js";

const shop = {
  shop_working_days: [
    { day: "Friday", from: "09:05", to: "11:00" },
    { day: "saturday", from: "22-00", to: "02-00" },
    { day: "sunday", from: "10-00", to: "10-00" },
  ],
  shop_closed_date: [{ day: "2027-01-08" }],
};

describe("schedule edges", () => {
  it("writes times with two-digit hours and minutes", () => {
    expect(formatMinutes(5 * 60 + 5)).toBe("05:05");
    expect(formatMinutes(0)).toBe("00:00");
    expect(formatMinutes(23 * 60 + 59)).toBe("23:59");
  });

  it("knows the weekday across years, and calls a date it cannot read a sunday", () => {
    expect(weekdayOf("2027-01-01")).toBe("friday");
    expect(weekdayOf("1999-12-31")).toBe("friday");
    expect(weekdayOf("not-a-date")).toBe("sunday");
  });

  it("treats a day whose hours close at or before they open as closed", () => {
    expect(isClosedOn(shop, "2027-01-02")).toBe(true);
    expect(isClosedOn(shop, "2027-01-03")).toBe(true);
    expect(isOpenAt(shop, "2027-01-02", "23:00")).toBe(false);
  });

  it("is shut all day on a closed date even at an hour it is usually open", () => {
    expect(isOpenAt(shop, "2027-01-01", "10:00")).toBe(true);
    expect(isOpenAt(shop, "2027-01-08", "10:00")).toBe(false);
  });

  it("offers the slot that starts exactly at the earliest time asked for", () => {
    expect(timeSlots(shop, "2027-01-01", { notBefore: "09:35" })).toEqual(["09:35", "10:05"]);
    expect(timeSlots(shop, "2027-01-01", { step: 1 })).toHaveLength(23);
  });

  it("falls back for a missing zone name, to the given fallback when there is one", () => {
    expect(validTimeZone(undefined)).toBe("Europe/London");
    expect(validTimeZone("")).toBe("Europe/London");
    expect(validTimeZone(null, "Asia/Tokyo")).toBe("Asia/Tokyo");
  });
});
