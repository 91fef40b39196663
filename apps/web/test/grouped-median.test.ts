import { describe, expect, it } from "vitest";
import { groupedMedian } from "../bench/grouped-median.mjs";

/** Whole-millisecond readings of renders of the given lengths, the clock's phase stepping evenly. */
function readings(durations: number[]): number[] {
  return durations
    .map((d, i) => {
      const start = i * 0.618_034 + 1000;
      return Math.floor(start + d) - Math.floor(start);
    })
    .sort((a, b) => a - b);
}

describe("groupedMedian: the median of whole-millisecond readings", () => {
  it("finds the median within the rounding: 9, 9, 10, 10, 10 reads as 9.67", () => {
    expect(groupedMedian([9, 9, 10, 10, 10])).toBeCloseTo(9.5 + 0.5 / 3, 10);
    expect(groupedMedian([10, 10, 10])).toBe(10);
    expect(groupedMedian([])).toBeNaN();
  });

  it("tells 9.6 ms renders from 10.4 ms ones, which both read 10 in the middle", () => {
    const middle = (sorted: number[]) => sorted[sorted.length >> 1] ?? Number.NaN;
    for (let truth = 8.5; truth <= 11.5; truth += 0.1) {
      for (const spread of [0.2, 1, 2]) {
        const durations = Array.from({ length: 101 }, (_, i) => truth + (((i * 37) % 101) / 100) * spread);
        const trueMedian = middle([...durations].sort((a, b) => a - b));
        expect(Math.abs(groupedMedian(readings(durations)) - trueMedian)).toBeLessThan(0.15);
      }
    }
    // The middle reading alone cannot tell them apart.
    const at = (truth: number) => readings(Array.from({ length: 101 }, (_, i) => truth + ((i * 37) % 101) / 1000));
    expect(middle(at(9.6))).toBe(middle(at(10.4)));
    expect(groupedMedian(at(9.6))).toBeLessThan(10);
    expect(groupedMedian(at(10.4))).toBeGreaterThan(10);
  });
});
