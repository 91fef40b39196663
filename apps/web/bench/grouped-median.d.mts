/** The median of whole-millisecond clock readings, found within the rounding (grouped-median.mjs). */
export function groupedMedian(sorted: number[]): number;
