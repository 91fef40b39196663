#!/usr/bin/env node
// Latency of search and the shop list at scale: p50/p95 of /rest/products/search and
// /rest/shops/paginate against `wrangler dev` over a D1 seeded with --scale products
// (100,000 by default). Target: p95 at most 15 ms.
// Usage: node apps/api/bench/search.mjs [--scale 100000] [--runs 200]
import { measure, numberArg, reportTarget, startServer, stopServer } from "./harness.mjs";

const SCALE = numberArg("--scale", 100_000);
const RUNS = numberArg("--runs", 200);
const TARGET_P95_MS = 15;

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
reportTarget(`search bench at ${SCALE} products`, results, TARGET_P95_MS);
