import { describe, expect, it } from "vitest";
import { formatDate, formatTime, formatWallClock, formatWeekday } from "./dates";

const moment = "2026-11-27T18:05:09Z";

describe("formatDate and formatTime", () => {
  it("write a day as DD.MM.YYYY and a time as 24-hour HH:mm", () => {
    expect(formatDate(moment, { timeZone: "UTC" })).toBe("27.11.2026");
    expect(formatTime(moment, { timeZone: "UTC" })).toBe("18:05");
  });

  it("read the moment in the time zone asked for", () => {
    expect(formatDate("2026-11-27T23:30:00Z", { timeZone: "Asia/Dubai" })).toBe("28.11.2026");
    expect(formatTime("2026-11-27T23:30:00Z", { timeZone: "Asia/Dubai" })).toBe("03:30");
  });

  it("give an empty text for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatWallClock", () => {
  it("writes a zone-less day, or day and slot, without shifting it", () => {
    expect(formatWallClock("2026-11-27")).toBe("27.11.2026");
    expect(formatWallClock("2026-11-27 07:00")).toBe("27.11.2026, 07:00");
    expect(formatWallClock("2026-11-27 23:59:00")).toBe("27.11.2026, 23:59");
  });

  it("returns what is not a stamp as it came", () => {
    expect(formatWallClock("tomorrow")).toBe("tomorrow");
  });
});

describe("formatWeekday", () => {
  it("names a day's weekday in the reader's language", () => {
    expect(formatWeekday("2026-11-27", "en")).toBe("Fri");
    expect(formatWeekday("2026-11-27", "fr")).toBe("ven.");
    expect(formatWeekday("bad", "en")).toBe("");
  });
});
