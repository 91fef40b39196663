import { describe, expect, it } from "vitest";
import { DEFAULT_LOCATION, formatLocation, isInsideZone, parseLocation } from "../../src/rules/geo.js";

// A right triangle with its slanted side from (lat 0, lng 10) to (lat 10, lng 0): inside means
// latitude + longitude < 10.
const triangle = [
  { latitude: 0, longitude: 0 },
  { latitude: 10, longitude: 0 },
  { latitude: 0, longitude: 10 },
];

describe("delivery zones with slanted edges", () => {
  it("puts points just inside the slanted side in the zone and points just beyond it out", () => {
    expect(isInsideZone({ latitude: 2, longitude: 2 }, triangle)).toBe(true);
    expect(isInsideZone({ latitude: 1, longitude: 8.5 }, triangle)).toBe(true);
    expect(isInsideZone({ latitude: 1, longitude: 9.5 }, triangle)).toBe(false);
    expect(isInsideZone({ latitude: 8, longitude: 1.5 }, triangle)).toBe(true);
    expect(isInsideZone({ latitude: 8, longitude: 2.5 }, triangle)).toBe(false);
    expect(isInsideZone({ latitude: 6, longitude: 6 }, triangle)).toBe(false);
  });

  it("answers the same whatever vertex the zone starts from", () => {
    const rotated = [triangle[1], triangle[2], triangle[0]].filter((p) => p !== undefined);
    for (const zone of [triangle, rotated]) {
      expect(isInsideZone({ latitude: 4, longitude: 5.5 }, zone)).toBe(true);
      expect(isInsideZone({ latitude: 4, longitude: 6.5 }, zone)).toBe(false);
    }
  });

  it("closes the zone with the edge from the last vertex back to the first", () => {
    // Starting from the apex, the closing edge is the west side at longitude 0.
    const rotated = [triangle[1], triangle[2], triangle[0]].filter((p) => p !== undefined);
    expect(isInsideZone({ latitude: 5, longitude: -1 }, rotated)).toBe(false);
    expect(isInsideZone({ latitude: 5, longitude: 1 }, rotated)).toBe(true);
  });

  it("works for a zone away from the origin, with points at a vertex's latitude", () => {
    // The same triangle moved to latitude 20–30, longitude 30–40: inside means (lat − 20) + (lng − 30) < 10.
    const moved = triangle.map((p) => ({ latitude: p.latitude + 20, longitude: p.longitude + 30 }));
    expect(isInsideZone({ latitude: 21, longitude: 38.5 }, moved)).toBe(true);
    expect(isInsideZone({ latitude: 21, longitude: 39.5 }, moved)).toBe(false);
    expect(isInsideZone({ latitude: 28, longitude: 31.5 }, moved)).toBe(true);
    expect(isInsideZone({ latitude: 28, longitude: 32.5 }, moved)).toBe(false);
    // A diamond: its left and right vertices sit at latitude 25, the same as the points tested.
    const diamond = [
      { latitude: 20, longitude: 35 },
      { latitude: 25, longitude: 40 },
      { latitude: 30, longitude: 35 },
      { latitude: 25, longitude: 30 },
    ];
    expect(isInsideZone({ latitude: 25, longitude: 35 }, diamond)).toBe(true);
    expect(isInsideZone({ latitude: 25, longitude: 29 }, diamond)).toBe(false);
    expect(isInsideZone({ latitude: 25, longitude: 41 }, diamond)).toBe(false);
    expect(isInsideZone({ latitude: 29, longitude: 35.5 }, diamond)).toBe(true);
    expect(isInsideZone({ latitude: 29, longitude: 36.5 }, diamond)).toBe(false);
  });

  it("leaves out points beside, above and below the zone", () => {
    expect(isInsideZone({ latitude: 5, longitude: -1 }, triangle)).toBe(false);
    expect(isInsideZone({ latitude: 11, longitude: 0.5 }, triangle)).toBe(false);
    expect(isInsideZone({ latitude: -1, longitude: 0.5 }, triangle)).toBe(false);
  });
});

describe("stored locations", () => {
  it("falls back to the default when either half is missing or not a number", () => {
    for (const stored of [null, undefined, "", "51.5", "51.5,", "abc,-0.1", "51.5,abc"]) {
      expect(parseLocation(stored)).toEqual(DEFAULT_LOCATION);
    }
  });

  it("writes 'latitude,longitude' and reads it back", () => {
    expect(formatLocation({ latitude: 40.1, longitude: -3.5 })).toBe("40.1,-3.5");
    expect(parseLocation("-33.9,151.2")).toEqual({ latitude: -33.9, longitude: 151.2 });
  });
});
