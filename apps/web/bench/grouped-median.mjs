/**
 * The median of whole-millisecond clock readings, found within the rounding.
 *
 * The Worker's clock counts whole milliseconds, so a render reads as a whole number: one of 9.6 ms
 * reads 9 or 10, depending on where the clock ticked. Each reading k stands for [k - 0.5, k + 0.5),
 * and the median is found within that interval, as for any grouped data. For readings taken this
 * way the estimate lies within about 0.15 ms of the true median (test/grouped-median.test.ts),
 * where the middle reading alone can be up to a whole millisecond off. The mean of the readings
 * is unbiased.
 * @param {number[]} sorted whole-number readings, ascending
 * @returns {number}
 */
export function groupedMedian(sorted) {
  const half = sorted.length / 2;
  let below = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    if (below + (j - i) >= half) return sorted[i] - 0.5 + (half - below) / (j - i);
    below += j - i;
    i = j;
  }
  return Number.NaN;
}
