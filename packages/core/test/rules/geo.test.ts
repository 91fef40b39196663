import { describe, expect, it } from "vitest";
import { DEFAULT_LOCATION, distanceKm, formatLocation, isInsideZone, parseLocation } from "../../src/rules/geo.js";

const zone = [
  { latitude: 51.4, longitude: -0.3 },
  { latitude: 51.6, longitude: -0.3 },
  { latitude: 51.6, longitude: 0.1 },
  { latitude: 51.4, longitude: 0.1 },
];

describe("geo", () => {
  it("measures great-circle distances", () => {
    expect(distanceKm(DEFAULT_LOCATION, DEFAULT_LOCATION)).toBe(0);
    expect(distanceKm({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 })).toBeCloseTo(
      343.5,
      0,
    );
  });

  it("tells whether a point is inside a delivery zone", () => {
    expect(isInsideZone(DEFAULT_LOCATION, zone)).toBe(true);
    expect(isInsideZone({ latitude: 52, longitude: -0.1 }, zone)).toBe(false);
    expect(isInsideZone(DEFAULT_LOCATION, [])).toBe(false);
  });

  it("parses the stored 'latitude,longitude' with a fallback", () => {
    expect(parseLocation("40.1,-3.5")).toEqual({ latitude: 40.1, longitude: -3.5 });
    expect(parseLocation("nonsense")).toEqual(DEFAULT_LOCATION);
    expect(parseLocation(formatLocation(DEFAULT_LOCATION))).toEqual(DEFAULT_LOCATION);
  });
});
