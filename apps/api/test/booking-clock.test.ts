import { minutesStamp } from "@tiffin/core";
import { describe, expect, it } from "vitest";
import { checkSlot } from "../src/services/booking-rules";

const openAllDay = {
  shop_working_days: ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => ({
    day,
    from: "00-00",
    to: "23-59",
  })),
  shop_closed_date: [],
};
const rules = { durationMinutes: 60, beforeHours: 1, minHours: 1, maxMinutes: 180 };
const moment = new Date("2026-11-24T10:00:00Z");

describe("booking check on the shop's clock", () => {
  it("refuses as too soon a start that is hours ahead in UTC but already past on a UTC+14 shop's clock", () => {
    // 12:00 wall clock: two hours after 10:00 UTC, but the Kiritimati shop's clock reads 00:00 the next day.
    const attempt = () =>
      checkSlot("2026-11-24 12:00", null, { ...openAllDay, time_zone: "Pacific/Kiritimati" }, rules, moment);
    expect(attempt).toThrowError("Book at least 1 hour(s) ahead");
  });

  it("accepts the same wall-clock start at a London shop, where it is two hours ahead", () => {
    const [from, to] = checkSlot(
      "2026-11-24 12:00",
      null,
      { ...openAllDay, time_zone: "Europe/London" },
      rules,
      moment,
    );
    expect([minutesStamp(from), minutesStamp(to)]).toEqual(["2026-11-24 12:00", "2026-11-24 13:00"]);
  });
});
