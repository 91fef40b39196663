import { describe, expect, it } from "vitest";
import { appendPage, emptyPage, hasMore } from "../../src/rules/page.js";

describe("paged lists", () => {
  it("has more only while the loaded page is before the last one", () => {
    expect(hasMore(emptyPage())).toBe(true);
    expect(hasMore({ items: [], page: 1, lastPage: 2 })).toBe(true);
    expect(hasMore({ items: [], page: 2, lastPage: 2 })).toBe(false);
    expect(hasMore({ items: [], page: 3, lastPage: 2 })).toBe(false);
  });

  it("appends the next page's items after the loaded ones and takes its page numbers", () => {
    const next = appendPage({ items: ["a", "b"], page: 1, lastPage: 3 }, { items: ["c"], page: 2, lastPage: 4 });
    expect(next).toEqual({ items: ["a", "b", "c"], page: 2, lastPage: 4 });
    expect(emptyPage()).toEqual({ items: [], page: 0, lastPage: 1 });
  });
});
