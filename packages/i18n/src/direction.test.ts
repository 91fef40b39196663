import { describe, expect, it } from "vitest";
import { dirOf, RTL_LOCALES } from "./direction";

describe("dirOf", () => {
  it("is rtl when the language is backward", () => {
    expect(dirOf({ locale: "ar", backward: true })).toBe("rtl");
    expect(dirOf({ locale: "xx", backward: 1 })).toBe("rtl");
  });

  it("is ltr when backward is false, whatever the code", () => {
    expect(dirOf({ locale: "en", backward: false })).toBe("ltr");
    expect(dirOf({ locale: "ar", backward: false })).toBe("ltr");
  });

  it("falls back to the RTL list for bare codes", () => {
    expect(dirOf("ar")).toBe("rtl");
    expect(dirOf("he-IL")).toBe("rtl");
    expect(dirOf("fr")).toBe("ltr");
    expect(dirOf({ locale: "fa" })).toBe("rtl");
    expect(RTL_LOCALES).toContain("ar");
  });
});
