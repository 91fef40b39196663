// The map and geocoding services the address and parcel forms talk to, played locally so the
// journeys stay offline: a MapLibre style with raster tiles drawn here, and a Nominatim-compatible
// /search and /reverse over a small gazetteer of London places. Port: E2E_PORT + 6000.
import { createServer } from "node:http";
import { crc32, deflateSync } from "node:zlib";

const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
export const MAP_FIXTURES_PORT = E2E_PORT + 6000;
const origin = `http://127.0.0.1:${MAP_FIXTURES_PORT}`;

/** The places the journeys search for, with the points they expect. */
const PLACES = [
  { name: "1 Strand, London WC2N 5HR", lat: 51.5074, lon: -0.1278 },
  { name: "Trafalgar Square, London WC2N 5DN", lat: 51.50735, lon: -0.12776 },
  { name: "Camden Market, London NW1 8AF", lat: 51.5416, lon: -0.146 },
  { name: "Lewisham High Street, London SE13 6JP", lat: 51.4545, lon: -0.029 },
  { name: "221B Baker Street, London NW1 6XE", lat: 51.5237, lon: -0.1585 },
  { name: "10 Baker Street, London W1U 3BW", lat: 51.5186, lon: -0.1566 },
  { name: "1 Canada Square, London E14 5AB", lat: 51.5049, lon: -0.0195 },
  { name: "25 Canada Square, London E14 5LQ", lat: 51.5047, lon: -0.0188 },
  { name: "Oxford Castle, Oxford OX1 1AY", lat: 51.752, lon: -1.2577 },
];

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A 256 px tile: a pale ground with a darker grid line on two edges, so tiles show as a grid. */
function tilePng() {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const line = x === 0 || y === 0;
      row.set(line ? [160, 170, 180] : [232, 236, 228], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const TILE = tilePng();
const STYLE = {
  version: 8,
  name: "Journeys",
  sources: {
    ground: { type: "raster", tiles: [`${origin}/tiles/{z}/{x}/{y}.png`], tileSize: 256, maxzoom: 19 },
  },
  layers: [
    { id: "background", type: "background", paint: { "background-color": "#e8ece4" } },
    { id: "ground", type: "raster", source: "ground" },
  ],
};

const nearest = (lat, lon) =>
  PLACES.reduce((best, place) =>
    Math.hypot(place.lat - lat, place.lon - lon) < Math.hypot(best.lat - lat, best.lon - lon) ? place : best,
  );

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", origin);
  response.setHeader("Access-Control-Allow-Origin", "*");
  const json = (status, body) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === "/styles/journeys.json") return json(200, STYLE);
  if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
    response.writeHead(200, { "Content-Type": "image/png" });
    return response.end(TILE);
  }
  if (url.pathname === "/search") {
    const words = (url.searchParams.get("q") ?? "")
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean);
    const hits = words.length
      ? PLACES.filter((place) => words.every((word) => place.name.toLowerCase().includes(word)))
      : [];
    return json(
      200,
      hits.map((place) => ({ display_name: place.name, lat: String(place.lat), lon: String(place.lon) })),
    );
  }
  if (url.pathname === "/reverse") {
    const lat = Number(url.searchParams.get("lat"));
    const lon = Number(url.searchParams.get("lon"));
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return json(200, { error: "Unable to geocode" });
    return json(200, { display_name: nearest(lat, lon).name, lat: String(lat), lon: String(lon) });
  }
  json(404, { error: "not found" });
});

server.listen(MAP_FIXTURES_PORT, "127.0.0.1", () => {
  console.log(`map fixtures on ${origin}`);
});
