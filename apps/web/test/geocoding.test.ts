import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { geocoderFor, googleGeocoder, nominatimGeocoder } from "../app/lib/address/geocoding.server";
import { pointFromForm } from "../app/lib/address/point-from-form.server";
import type { WebEnv } from "../load-context";

// Local stand-ins for Google's Geocoding API and a Nominatim service, answering as they do.
let server: Server;
let baseUrl = "";
const seen: string[] = [];

const BAKER_STREET = { name: "221B Baker Street, London NW1 6XE", lat: 51.5237, lng: -0.1585 };

function google(url: URL) {
  if (url.searchParams.get("key") !== "test-key")
    return { status: 403, body: { status: "REQUEST_DENIED", results: [] } };
  const hit = {
    formatted_address: BAKER_STREET.name,
    geometry: { location: { lat: BAKER_STREET.lat, lng: BAKER_STREET.lng } },
  };
  if (url.searchParams.get("address")?.toLowerCase().includes("baker")) {
    return { status: 200, body: { status: "OK", results: [hit, { formatted_address: "London, UK" }] } };
  }
  if (url.searchParams.get("latlng") === "51.5237,-0.1585")
    return { status: 200, body: { status: "OK", results: [hit] } };
  return { status: 200, body: { status: "ZERO_RESULTS", results: [] } };
}

function nominatim(url: URL) {
  if (url.searchParams.get("format") !== "jsonv2") return { status: 400, body: {} };
  if (url.pathname === "/search") {
    const q = url.searchParams.get("q")?.toLowerCase() ?? "";
    const hits = q.includes("baker")
      ? [
          { display_name: BAKER_STREET.name, lat: String(BAKER_STREET.lat), lon: String(BAKER_STREET.lng) },
          { display_name: "Off the globe", lat: "91", lon: "0" },
        ]
      : [];
    return { status: 200, body: hits };
  }
  if (url.pathname === "/reverse" && url.searchParams.get("lat") === "51.5237") {
    return { status: 200, body: { display_name: BAKER_STREET.name } };
  }
  return { status: 200, body: { error: "Unable to geocode" } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    seen.push(`${url.pathname}${url.search} ua=${request.headers["user-agent"] ?? ""}`);
    const { status, body } = url.pathname.startsWith("/maps/") ? google(url) : nominatim(url);
    response.statusCode = status;
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("Google's geocoder (a key is set)", () => {
  it("searches geocode/json?address= in the page's language and reads each result's point", async () => {
    const places = await googleGeocoder({ key: "test-key", baseUrl }).search(" baker street ", "fr");
    expect(places).toEqual([{ address: BAKER_STREET.name, latitude: BAKER_STREET.lat, longitude: BAKER_STREET.lng }]);
    expect(seen.at(-1)).toContain("/maps/api/geocode/json?address=baker+street&language=fr&key=test-key");
  });

  it("names a point through geocode/json?latlng= with the first formatted_address", async () => {
    const name = await googleGeocoder({ key: "test-key", baseUrl }).reverse(
      { latitude: 51.5237, longitude: -0.1585 },
      "en",
    );
    expect(name).toBe(BAKER_STREET.name);
  });

  it("answers no places and no name for no results, a refused key or no server", async () => {
    expect(await googleGeocoder({ key: "test-key", baseUrl }).search("nowhere", "en")).toEqual([]);
    expect(await googleGeocoder({ key: "wrong", baseUrl }).search("baker", "en")).toEqual([]);
    expect(await googleGeocoder({ key: "test-key", baseUrl }).reverse({ latitude: 0, longitude: 0 }, "en")).toBeNull();
    expect(
      await googleGeocoder({ key: "test-key", baseUrl: "http://127.0.0.1:1" }).reverse(
        { latitude: 1, longitude: 1 },
        "en",
      ),
    ).toBeNull();
  });
});

describe("the keyless geocoder (Nominatim)", () => {
  it("searches /search in jsonv2 with the language and an identifying User-Agent, dropping points off the globe", async () => {
    const places = await nominatimGeocoder({ baseUrl }).search("Baker Street", "ar");
    expect(places).toEqual([{ address: BAKER_STREET.name, latitude: BAKER_STREET.lat, longitude: BAKER_STREET.lng }]);
    expect(seen.at(-1)).toMatch(/^\/search\?format=jsonv2&q=Baker\+Street&limit=5&accept-language=ar ua=Tiffin/);
  });

  it("names a point through /reverse, and answers null where the service finds nothing or fails", async () => {
    const geocoder = nominatimGeocoder({ baseUrl });
    expect(await geocoder.reverse({ latitude: 51.5237, longitude: -0.1585 }, "en")).toBe(BAKER_STREET.name);
    expect(await geocoder.reverse({ latitude: 10, longitude: 10 }, "en")).toBeNull();
    expect(await nominatimGeocoder({ baseUrl: "http://127.0.0.1:1" }).search("baker", "en")).toEqual([]);
  });

  it("does not ask the service for an empty query", async () => {
    const before = seen.length;
    expect(await nominatimGeocoder({ baseUrl }).search("   ", "en")).toEqual([]);
    expect(seen.length).toBe(before);
  });

  it("is the deployment's geocoder without a Google key, Google's with one", async () => {
    await geocoderFor({ GEOCODING_BASE_URL: baseUrl }).search("baker", "en");
    expect(seen.at(-1)).toMatch(/^\/search\?/);
    await geocoderFor({ GEOCODING_BASE_URL: baseUrl, GOOGLE_MAPS_KEY: "test-key" }).search("baker", "en");
    expect(seen.at(-1)).toMatch(/^\/maps\/api\/geocode\/json\?/);
  });
});

describe("the point an address form posted", () => {
  const names = { latitude: "lat", longitude: "lng", address: "address" };
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const env = () => ({ GEOCODING_BASE_URL: baseUrl }) as WebEnv;

  it("takes the map's or the search's point when the page posted one, without asking the geocoder", async () => {
    const before = seen.length;
    const point = await pointFromForm(form({ lat: "51.5", lng: "-0.1", address: "Baker Street" }), env(), "en", names);
    expect(point).toEqual({ latitude: 51.5, longitude: -0.1 });
    expect(seen.length).toBe(before);
  });

  it("finds the point from the typed address when no point was posted (a page without scripts)", async () => {
    expect(await pointFromForm(form({ address: "221B Baker Street" }), env(), "en", names)).toEqual({
      latitude: BAKER_STREET.lat,
      longitude: BAKER_STREET.lng,
    });
    // Empty fields are no point at all, not 0,0 in the Gulf of Guinea.
    expect(await pointFromForm(form({ lat: "", lng: "", address: "Baker Street" }), env(), "en", names)).toEqual({
      latitude: BAKER_STREET.lat,
      longitude: BAKER_STREET.lng,
    });
  });

  it("gives no point for an address nobody can find, or no address", async () => {
    expect(await pointFromForm(form({ address: "Nowhere Lane" }), env(), "en", names)).toBeNull();
    expect(await pointFromForm(form({}), env(), "en", names)).toBeNull();
  });
});
