import { describe, expect, it } from "vitest";
import { rememberSearch } from "../../src/rules/searchHistory.js";

describe("rememberSearch keeps older searches", () => {
  it("puts a new term first and keeps the older ones in their order", () => {
    expect(rememberSearch(["tea", "cake"], " soup ")).toEqual(["soup", "tea", "cake"]);
  });

  it("moves a repeated term to the front without losing the others", () => {
    expect(rememberSearch(["tea", "cake", "soup"], "soup")).toEqual(["soup", "tea", "cake"]);
    expect(rememberSearch(["tea", "cake"], "   ")).toEqual(["tea", "cake"]);
  });
});
