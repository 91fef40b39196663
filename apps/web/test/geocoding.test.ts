import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reverseGeocode } from "../app/lib/geocoding.server";

// A local stand-in for the Google Geocoding API.
let server: Server;
let baseUrl = "";
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    seen.push(url.pathname + url.search);
    const latlng = url.searchParams.get("latlng");
    response.setHeader("Content-Type", "application/json");
    if (url.searchParams.get("key") !== "test-key") {
      response.statusCode = 403;
      response.end(JSON.stringify({ status: "REQUEST_DENIED", results: [] }));
    } else if (latlng === "51.50735,-0.12776") {
      response.end(
        JSON.stringify({
          status: "OK",
          results: [
            { formatted_address: "Trafalgar Square, London WC2N 5DN, UK" },
            { formatted_address: "London, UK" },
          ],
        }),
      );
    } else {
      response.end(JSON.stringify({ status: "ZERO_RESULTS", results: [] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("reverseGeocode", () => {
  it("asks GET /maps/api/geocode/json with latlng and key, and takes the first formatted_address", async () => {
    const found = await reverseGeocode({ latitude: 51.50735, longitude: -0.12776 }, { key: "test-key", baseUrl });
    expect(found).toBe("Trafalgar Square, London WC2N 5DN, UK");
    expect(seen.at(-1)).toBe("/maps/api/geocode/json?latlng=51.50735%2C-0.12776&key=test-key");
  });

  it("gives null (shown as “not found”) for no results, a refused key or no server", async () => {
    expect(await reverseGeocode({ latitude: 0, longitude: 0 }, { key: "test-key", baseUrl })).toBeNull();
    expect(await reverseGeocode({ latitude: 51.50735, longitude: -0.12776 }, { key: "wrong", baseUrl })).toBeNull();
    expect(
      await reverseGeocode({ latitude: 1, longitude: 1 }, { key: "test-key", baseUrl: "http://127.0.0.1:1" }),
    ).toBeNull();
  });
});
