import { describe, expect, it } from "vitest";
import {
  addDays,
  bookingDates,
  bookingRulesFrom,
  bookingSlots,
  checkBookingSlot,
  minutesStamp,
  stampMinutes,
} from "../../src/rules/booking.js";

// 2026-11-23 is a Monday.
const shop = {
  shop_working_days: [
    { day: "monday", from: "09-00", to: "13-00" },
    { day: "tuesday", from: "18-00", to: "22-00" },
    { day: "wednesday", from: "09-00", to: "21-00", disabled: true },
    { day: "thursday", from: "09-00", to: "21-00" },
  ],
  shop_closed_date: [{ day: "2026-11-26" }],
};
const rules = { durationMinutes: 60, beforeHours: 1, minHours: 1, maxMinutes: 180 };
const earlier = "2026-11-01 08:00";

describe("booking slots", () => {
  it("offers one start time per duration inside the day's hours, ending by closing time", () => {
    expect(bookingSlots(shop, "2026-11-23", rules, earlier)).toEqual(["09:00", "10:00", "11:00", "12:00"]);
    expect(bookingSlots(shop, "2026-11-24", { ...rules, durationMinutes: 90 }, earlier)).toEqual(["18:00", "19:30"]);
  });

  it("offers nothing on a day off, a disabled day or a closed date", () => {
    expect(bookingSlots(shop, "2026-11-25", rules, earlier)).toEqual([]); // disabled Wednesday
    expect(bookingSlots(shop, "2026-11-26", rules, earlier)).toEqual([]); // closed date
    expect(bookingSlots(shop, "2026-11-27", rules, earlier)).toEqual([]); // no Friday hours
  });

  it("never offers a slot that overlaps a booked range, even partly", () => {
    const taken = [
      { start_date: "2026-11-23 10:00", end_date: "2026-11-23 11:00" },
      { start_date: "2026-11-23 11:30", end_date: "2026-11-23 12:30" },
    ];
    expect(bookingSlots(shop, "2026-11-23", rules, earlier, taken)).toEqual(["09:00"]);
  });

  it("keeps back slots sooner than reservation_before_time from the shop's now", () => {
    expect(bookingSlots(shop, "2026-11-23", rules, "2026-11-23 09:30")).toEqual(["11:00", "12:00"]);
    expect(bookingSlots(shop, "2026-11-23", { ...rules, beforeHours: 0 }, "2026-11-23 10:00")).toEqual([
      "10:00",
      "11:00",
      "12:00",
    ]);
    expect(bookingSlots(shop, "2026-11-23", rules, "2026-11-24 08:00")).toEqual([]);
  });

  it("makes each offered slot last at least min_reservation_time", () => {
    // 30-minute steps but two-hour minimum: a start needs two hours before closing.
    const slots = bookingSlots(shop, "2026-11-23", { ...rules, durationMinutes: 30, minHours: 2 }, earlier);
    expect(slots).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00"]);
  });

  it("lists the open dates ahead, skipping days off and closed dates", () => {
    expect(bookingDates(shop, "2026-11-23", 8)).toEqual(["2026-11-23", "2026-11-24", "2026-11-30"]);
  });
});

describe("checking a requested booking", () => {
  const check = (start: string, end?: string, now = earlier, taken: { start_date: string; end_date: string }[] = []) =>
    checkBookingSlot(start, end, shop, rules, now, taken);

  it("accepts a slot inside the hours and returns its range", () => {
    const result = check("2026-11-23 09:00");
    expect(result).toEqual({ ok: true, from: stampMinutes("2026-11-23 09:00"), to: stampMinutes("2026-11-23 10:00") });
  });

  it("names why a slot is refused", () => {
    expect(check("2026-11-23 10:00", "2026-11-23 09:00")).toEqual({ ok: false, reason: "order" });
    expect(check("2026-11-23 09:00", "2026-11-23 09:30")).toEqual({ ok: false, reason: "too_short" });
    expect(check("2026-11-23 09:00", "2026-11-23 12:30")).toEqual({ ok: false, reason: "too_long" });
    expect(check("2026-11-23 10:00", undefined, "2026-11-23 09:30")).toEqual({ ok: false, reason: "too_soon" });
    expect(check("2026-11-23 12:30")).toEqual({ ok: false, reason: "closed" });
    expect(check("2026-11-23 08:00")).toEqual({ ok: false, reason: "closed" });
    expect(check("2026-11-26 09:00")).toEqual({ ok: false, reason: "closed" });
    expect(check("2026-11-23 9:00")).toEqual({ ok: false, reason: "malformed" });
    expect(check("2026-11-23 24:00")).toEqual({ ok: false, reason: "malformed" });
    expect(
      check("2026-11-23 09:30", undefined, earlier, [{ start_date: "2026-11-23 10:00", end_date: "2026-11-23 11:00" }]),
    ).toEqual({ ok: false, reason: "taken" });
  });

  it("lets a booking start exactly when the previous one ends", () => {
    const taken = [{ start_date: "2026-11-23 09:00", end_date: "2026-11-23 10:00" }];
    expect(check("2026-11-23 10:00", undefined, earlier, taken).ok).toBe(true);
  });
});

describe("booking stamps and settings", () => {
  it("round-trips stamps across months and years", () => {
    expect(minutesStamp(stampMinutes("2026-12-31 23:30") + 60)).toBe("2027-01-01 00:30");
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
  });

  it("reads the settings' strings, falling back on a missing or bad value", () => {
    expect(
      bookingRulesFrom(
        { reservation_time_durations: "45", reservation_before_time: "2", min_reservation_time: "1" },
        120,
      ),
    ).toEqual({ durationMinutes: 45, beforeHours: 2, minHours: 1, maxMinutes: 120 });
    expect(bookingRulesFrom({ reservation_time_durations: "x", reservation_before_time: "-3" }, null)).toEqual({
      durationMinutes: 60,
      beforeHours: 0,
      minHours: 0,
      maxMinutes: 180,
    });
  });
});
