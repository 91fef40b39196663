import { describe, expect, it } from "vitest";
import { formatDateTime, formatNotificationDate, formatRelativeTime } from "./dates";

describe("formatNotificationDate", () => {
  it("reads DD.MM.YYYY, HH:mm with a 24-hour clock", () => {
    expect(formatNotificationDate("2026-03-07T21:05:09Z", { timeZone: "UTC" })).toBe("07.03.2026, 21:05");
    expect(formatNotificationDate(Date.UTC(2026, 0, 1, 0, 0), { timeZone: "UTC" })).toBe("01.01.2026, 00:00");
  });

  it("follows the given time zone", () => {
    expect(formatNotificationDate("2026-03-07T23:30:00Z", { timeZone: "Asia/Tashkent" })).toBe("08.03.2026, 04:30");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatNotificationDate("not a date")).toBe("");
  });
});

describe("formatDateTime", () => {
  it("fills the tokens of any pattern", () => {
    expect(formatDateTime("2026-12-31T08:09:10Z", "YYYY-MM-DD HH:mm:ss", { timeZone: "UTC" })).toBe(
      "2026-12-31 08:09:10",
    );
  });
});

describe("formatRelativeTime", () => {
  const now = Date.UTC(2026, 5, 15, 12, 0, 0);

  it("picks the largest whole unit", () => {
    expect(formatRelativeTime(now - 5 * 60_000, { now })).toBe("5 minutes ago");
    expect(formatRelativeTime(now - 3 * 3_600_000, { now })).toBe("3 hours ago");
    expect(formatRelativeTime(now + 2 * 86_400_000, { now })).toBe("in 2 days");
    expect(formatRelativeTime(now - 86_400_000, { now })).toBe("yesterday");
    expect(formatRelativeTime(now - 400 * 86_400_000, { now })).toBe("last year");
  });

  it("speaks the requested language", () => {
    expect(formatRelativeTime(now - 5 * 60_000, { now, locale: "fr" })).toBe("il y a 5 minutes");
    expect(formatRelativeTime(now - 5 * 60_000, { now, locale: "ar" })).not.toBe("5 minutes ago");
  });
});
