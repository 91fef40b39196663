import { describe, expect, it } from "vitest";
import { birthdayProblem, MAX_AGE_YEARS } from "../../src/rules/birthday.js";

const today = new Date("2026-11-27T22:00:00Z");

describe("birthdayProblem", () => {
  it("accepts a real past day, today, and exactly the oldest age", () => {
    expect(birthdayProblem("1991-03-04", today)).toBeNull();
    expect(birthdayProblem("2026-11-27", today)).toBeNull();
    expect(birthdayProblem(`${2026 - MAX_AGE_YEARS}-11-27`, today)).toBeNull();
  });

  it("refuses a day in the future, such as one in 2999 or tomorrow", () => {
    expect(birthdayProblem("2999-01-01", today)).toBe("future");
    expect(birthdayProblem("2026-11-28", today)).toBe("future");
  });

  it("refuses an implausible age, older than the limit", () => {
    expect(birthdayProblem(`${2026 - MAX_AGE_YEARS}-11-26`, today)).toBe("tooOld");
    expect(birthdayProblem("0001-01-01", today)).toBe("tooOld");
  });

  it("refuses what is not a calendar day", () => {
    expect(birthdayProblem("1990-02-30", today)).toBe("invalid");
    expect(birthdayProblem("01/02/1990", today)).toBe("invalid");
    expect(birthdayProblem("", today)).toBe("invalid");
  });
});
