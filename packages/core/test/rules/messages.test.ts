import { describe, expect, it } from "vitest";
import { errorMessage, MESSAGES } from "../../src/rules/messages.js";

describe("errorMessage", () => {
  it("shows the API's own message when the failure carries one", () => {
    expect(errorMessage(new Error("Shop is closed"))).toBe("Shop is closed");
    expect(errorMessage({ message: "Insufficient wallet balance" })).toBe("Insufficient wallet balance");
  });

  it("falls back to the generic text for anything without a string message", () => {
    expect(MESSAGES.generic).toBe("Error occured. Please, try again later");
    for (const failure of [null, undefined, "boom", 500, {}, { message: 42 }, { error: "x" }]) {
      expect(errorMessage(failure)).toBe(MESSAGES.generic);
    }
  });
});
