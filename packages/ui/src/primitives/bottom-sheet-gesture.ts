/** SPEC.md section 9: swipe area 20px, close threshold 0.52 of the height, fling 450 px/s. */
export const BOTTOM_SHEET_GESTURE = {
  swipeAreaPx: 20,
  closeThreshold: 0.52,
  minFlingVelocityPxPerSecond: 450,
} as const;

export interface SheetDrag {
  /** How far the sheet was pulled down, in px (negative when pushed up). */
  distance: number;
  /** The sheet's height in px. */
  height: number;
  /** Speed at release in px per second, positive downwards. */
  velocity: number;
}

/**
 * Whether releasing a drag closes the sheet: a downward fling at or above the minimum
 * velocity, or a pull of at least the threshold share of the sheet's height.
 */
export function shouldCloseSheet({ distance, height, velocity }: SheetDrag): boolean {
  if (distance <= 0) return false;
  if (velocity >= BOTTOM_SHEET_GESTURE.minFlingVelocityPxPerSecond) return true;
  return height > 0 && distance / height >= BOTTOM_SHEET_GESTURE.closeThreshold;
}

/** Velocity in px/s from a distance and the time it took in ms. */
export function dragVelocity(distance: number, elapsedMs: number): number {
  return elapsedMs > 0 ? (distance / elapsedMs) * 1000 : 0;
}
