import { describe, expect, it } from "vitest";
import { BOTTOM_SHEET_GESTURE, dragVelocity, shouldCloseSheet } from "./bottom-sheet-gesture";

describe("bottom sheet gesture", () => {
  it("holds the numbers of SPEC.md section 9", () => {
    expect(BOTTOM_SHEET_GESTURE).toEqual({ swipeAreaPx: 20, closeThreshold: 0.52, minFlingVelocityPxPerSecond: 450 });
  });

  it("closes when pulled down at least 52% of its height", () => {
    expect(shouldCloseSheet({ distance: 52, height: 100, velocity: 0 })).toBe(true);
    expect(shouldCloseSheet({ distance: 51.9, height: 100, velocity: 0 })).toBe(false);
    expect(shouldCloseSheet({ distance: 300, height: 400, velocity: 10 })).toBe(true);
  });

  it("closes on a downward fling of at least 450 px/s, however short", () => {
    expect(shouldCloseSheet({ distance: 10, height: 400, velocity: 450 })).toBe(true);
    expect(shouldCloseSheet({ distance: 10, height: 400, velocity: 449 })).toBe(false);
  });

  it("never closes when pushed up or not moved", () => {
    expect(shouldCloseSheet({ distance: -200, height: 400, velocity: 2000 })).toBe(false);
    expect(shouldCloseSheet({ distance: 0, height: 400, velocity: 900 })).toBe(false);
  });

  it("does not divide by a zero height", () => {
    expect(shouldCloseSheet({ distance: 30, height: 0, velocity: 0 })).toBe(false);
  });

  it("measures velocity in px per second", () => {
    expect(dragVelocity(90, 200)).toBe(450);
    expect(dragVelocity(90, 0)).toBe(0);
  });
});
