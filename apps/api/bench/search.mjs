#!/usr/bin/env node
// Latency of search and the shop list at scale: p50/p95 of /rest/products/search and
// /rest/shops/paginate against `wrangler dev` over a D1 seeded with --scale products
// (100,000 by default). Target: p95 under 50 ms.
// Usage: node apps/api/bench/search.mjs [--scale 100000] [--runs 200]
import { measure, startServer, stopServer } from "./harness.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SCALE = arg("--scale", 100_000);
const RUNS = arg("--runs", 200);
const TARGET_P95_MS = 50;

const searches = [
  "piz",
  "chicken",
  "green tea",
  "بيتزا",
  "légumes",
  "margherita",
  "burrito",
  "sourdough",
  "orchid",
  "dog food",
];
const shopLists = [
  "rest/shops/paginate?perPage=10",
  "rest/shops/paginate?perPage=10&type=restaurant&order_by=high_rating",
  "rest/shops/paginate?perPage=10&address[latitude]=51.50735&address[longitude]=-0.12776",
  "rest/shops/paginate?perPage=10&has_discount=1",
  "rest/shops/paginate?perPage=10&open=1&lang=ar&currency_id=2",
];

const server = await startServer({ scale: SCALE });
const results = [];
try {
  results.push(
    await measure(
      "GET /rest/products/search",
      (i) => server.get(`rest/products/search?search=${encodeURIComponent(searches[i % searches.length])}&perPage=10`),
      RUNS,
    ),
  );
  results.push(await measure("GET /rest/shops/paginate", (i) => server.get(shopLists[i % shopLists.length]), RUNS));
} finally {
  await stopServer();
}
const slow = results.filter((r) => r.p95 >= TARGET_P95_MS);
console.log(
  slow.length === 0
    ? `search bench: every p95 is under ${TARGET_P95_MS} ms at ${SCALE} products`
    : `search bench: over the ${TARGET_P95_MS} ms target at ${SCALE} products: ${slow.map((r) => r.name).join(", ")}`,
);
process.exitCode = slow.length === 0 ? 0 : 1;
