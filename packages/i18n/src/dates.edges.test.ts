import { afterEach, describe, expect, it, vi } from "vitest";
import { formatRelativeTime } from "./dates";

describe("formatRelativeTime at each unit's edge", () => {
  const now = Date.UTC(2026, 5, 15, 12, 0, 0);
  const day = 86_400_000;

  afterEach(() => {
    vi.useRealTimers();
  });

  it("speaks in seconds under a minute and switches to minutes at 60 seconds", () => {
    expect(formatRelativeTime(now + 30_000, { now })).toBe("in 30 seconds");
    expect(formatRelativeTime(now - 59_000, { now })).toBe("59 seconds ago");
    expect(formatRelativeTime(now - 60_000, { now })).toBe("1 minute ago");
  });

  it("speaks in weeks from 7 days and in months from about 4.3 weeks", () => {
    expect(formatRelativeTime(now + 6 * day, { now })).toBe("in 6 days");
    expect(formatRelativeTime(now + 14 * day, { now })).toBe("in 2 weeks");
    expect(formatRelativeTime(now - 91 * day, { now })).toBe("3 months ago");
    expect(formatRelativeTime(now - 800 * day, { now })).toBe("2 years ago");
  });

  it("measures from the current clock and speaks English when neither is given", () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    expect(formatRelativeTime(now - 5 * 60_000)).toBe("5 minutes ago");
    expect(formatRelativeTime(new Date(now + 3 * 3_600_000))).toBe("in 3 hours");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatRelativeTime("not a date", { now })).toBe("");
  });
});
