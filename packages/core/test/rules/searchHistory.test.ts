import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canCancel, isActiveOrder, nextOrderStatus } from "../../src/rules/orderStatus.js";
import { forgetSearch, rememberSearch, SEARCH_HISTORY_LIMIT } from "../../src/rules/searchHistory.js";

describe("search history", () => {
  it("keeps newest first, no duplicates, at most five", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("pizza", " sushi ", "tea", "", "cake", "soup", "rice", "tacos")),
        (terms) => {
          const history = terms.reduce(rememberSearch, [] as string[]);
          expect(history.length).toBeLessThanOrEqual(SEARCH_HISTORY_LIMIT);
          expect(new Set(history).size).toBe(history.length);
          const last = terms.filter((t) => t.trim()).at(-1);
          if (last) expect(history[0]).toBe(last.trim());
          expect(history.every((h) => h === h.trim() && h.length > 0)).toBe(true);
        },
      ),
    );
  });

  it("forgets one entry", () => {
    expect(forgetSearch(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });
});

describe("order statuses", () => {
  it("moves forward and knows the active ones", () => {
    expect(nextOrderStatus("new")).toBe("accepted");
    expect(nextOrderStatus("on_a_way")).toBe("delivered");
    expect(nextOrderStatus("delivered")).toBeNull();
    expect(isActiveOrder("cooking")).toBe(true);
    expect(isActiveOrder("canceled")).toBe(false);
    expect(isActiveOrder("progress")).toBe(false);
    expect(canCancel("new")).toBe(true);
    expect(canCancel("accepted")).toBe(false);
  });
});
