// Mixed-load bench: signed-out visitors browse home, every shop's page and searches while
// signed-in customers place orders (one order per ORDER_EVERY page views: a cart, then the order,
// paid from the customer's wallet, as issue 34 describes the load), against the production Worker
// (production-worker.mjs). With --cancel each order is also cancelled by its customer (a third
// call, and the stock put back), a heavier mix than the one the target is set for. It runs
// browsing alone first, then the same browsing with orders, and prints both side by side: per
// page kind the page cache's hit rate (x-page-cache: hit or stale), requests/s and p50/p95/p99.
// Then, in the same run, the Worker's own /robots.txt (the floor) and a signed-in home (a
// customer's session: never cached) with as many connections, for FLOOR_SECONDS each.
// Targets (the cache policy's, docs/decisions/041): under orders the signed-out hit rate is at
// least 90%, signed-out throughput at least 0.8 of browsing alone, and the signed-in home at
// least 0.15 of the /robots.txt floor; the script exits 1 when one is missed.
// Each comparison is taken in alternating slices (--slice seconds; A B B A A B ...), not as one
// phase after the other: on a shared machine the other load moves within minutes, and a minute
// of browsing alone followed by a minute with orders measured that drift as much as the orders
// (docs/perf/mixed-load.md). Per slice pair it prints the ratio and the load average.
// The local D1 lives in memory (/dev/shm) unless --state-root says otherwise: the local runtime
// answers every request and runs SQLite on one thread, so each write's sync to a disk other users
// share stalled every page behind it; production's D1 never runs on the Worker's thread.
// Usage: node apps/web/bench/mixed-load.mjs [--port 8808] [--duration 60] [--slice 10] [--connections 10]
//   [--state-root /dev/shm] [--cancel]
import { randomUUID } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { arg, customerRows, percentile, ROOT, startProductionWorker, storefrontSession } from "./production-worker.mjs";

const PORT = Number(arg("--port", "8808"));
const DURATION_S = Number(arg("--duration", "60"));
const CONNECTIONS = Number(arg("--connections", "10"));
const ORDER_EVERY = Number(arg("--order-every", "20"));
const FLOOR_SECONDS = Number(arg("--floor-duration", "40"));
const SLICE_S = Number(arg("--slice", "10"));
const FLOOR_SLICE_S = Math.min(SLICE_S, FLOOR_SECONDS / 2);
const STATE_ROOT = arg("--state-root", existsSync("/dev/shm") ? "/dev/shm" : join(ROOT, ".wrangler"));
const CANCEL = process.argv.includes("--cancel");
const CUSTOMERS = 24;
const SEARCHES = ["pizza", "burger", "sushi", "salad", "flowers", "coffee", "cake", "tea", "rice", "soup"];

const now = new Date().toISOString();
const customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
  id: 910001 + i,
  token: `bench-mixed-${randomUUID()}`,
}));
const { base, stop } = await startProductionWorker({
  name: "bench-mixed",
  port: PORT,
  stateRoot: STATE_ROOT,
  setupSql: [
    ...customers.flatMap((c) => customerRows(c.id, c.token, now)),
    // Orders take one of a stock each; none may run out during the run.
    "UPDATE stocks SET quantity = 100000000;",
  ],
});

// What visitors browse: home, every shop's page as home and the lists link it, and searches.
const shops = [];
for (let page = 1; page < 20; page++) {
  const answer = await (await fetch(`${base}/api/v1/rest/shops/paginate?perPage=50&page=${page}`)).json();
  for (const shop of answer.data)
    shops.push({ id: shop.id, path: `/${shop.type === "restaurant" ? "restaurant" : "shop"}/${shop.id}` });
  if (answer.data.length < 50) break;
}
// What customers order: each shop's first in-stock product.
const orderable = [];
for (const shop of shops) {
  const answer = await (await fetch(`${base}/api/v1/rest/shops/${shop.id}/products/paginate?perPage=5`)).json();
  const stock = (answer.data ?? []).flatMap((p) => p.stocks ?? []).find((s) => s.quantity > 0);
  if (stock) orderable.push({ shopId: shop.id, stockId: stock.id });
}
if (shops.length === 0 || orderable.length === 0) throw new Error("no shops or no stock to bench with");
// Orders are paid from the wallet (each bench customer's holds plenty): an order paid for is the
// usual one, and unpaid cash orders would soon meet the limit on open unpaid orders per customer.
const payments = (await (await fetch(`${base}/api/v1/rest/payments`)).json()).data ?? [];
const WALLET_ID = payments.find((p) => p.tag === "wallet")?.id;
if (!WALLET_ID) throw new Error("no wallet payment method to bench with");

let visit = 0;
function nextPage() {
  visit++;
  const pick = visit % 10;
  if (pick < 2) return { kind: "home", path: "/" };
  if (pick < 4) return { kind: "search", path: `/search?q=${SEARCHES[visit % SEARCHES.length]}` };
  return { kind: "shop", path: shops[visit % shops.length].path };
}

const refusals = new Map();
async function call(customer, method, path, body) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${customer.token}`, "Content-Type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    let message = "";
    try {
      message = JSON.parse(text).message ?? "";
    } catch {}
    const key = `${method} ${path.replace(/\d+/g, "{id}")}: ${response.status} ${message}`;
    refusals.set(key, (refusals.get(key) ?? 0) + 1);
    return null;
  }
  return JSON.parse(text);
}

const deliveryDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
/** How long each order's API calls took together (ms). */
const orderTimes = [];

/** One customer's order at a shop: add to the cart, order (wallet, pickup); with --cancel, cancel it. */
async function placeOrder(n) {
  const started = performance.now();
  try {
    return await orderOnce(n);
  } finally {
    orderTimes.push(performance.now() - started);
  }
}

async function orderOnce(n) {
  const customer = customers[n % customers.length];
  const shop = orderable[n % orderable.length];
  const { shopId, stockId } = shop;
  const cart = await call(customer, "POST", "/dashboard/user/cart/insert-product", {
    shop_id: shopId,
    // Ten of the cheapest item clear any shop's minimum order.
    products: [{ stock_id: stockId, quantity: 10 }],
  });
  if (!cart) return false;
  const order = await call(customer, "POST", "/dashboard/user/orders", {
    cart_id: cart.data.id,
    shop_id: shopId,
    delivery_type: "pickup",
    delivery_date: deliveryDate,
    delivery_time: "12:30",
    payment_id: WALLET_ID,
  });
  if (!order) {
    // A refused order leaves its cart; cleared, the customer's next order may go to another shop.
    await call(customer, "DELETE", "/dashboard/user/cart/delete", { ids: [cart.data.id] });
    // A shop closed at the bench's pickup time takes no orders: the next ones go to the others.
    if (orderable.length > 1 && orderable.includes(shop)) orderable.splice(orderable.indexOf(shop), 1);
    return false;
  }
  if (CANCEL) await call(customer, "POST", `/dashboard/user/orders/${order.data.id}/status/change?status=canceled`);
  return true;
}

/** CONNECTIONS clients ask for one page for `seconds`: requests/s and p50/p95/p99. */
async function steady(path, headers, seconds = FLOOR_SECONDS) {
  const times = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}${path}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - t0);
    }
  };
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const elapsed = (performance.now() - started) / 1000;
  return { times, seconds: elapsed, errors, clientCpu: cpuSeconds(process.cpuUsage(cpu)) };
}

/** User and system CPU seconds of a `process.cpuUsage(previous)` difference. */
const cpuSeconds = ({ user, system }) => (user + system) / 1e6;

/** A `steady` slice's or several merged slices' requests/s and p50/p95/p99. */
function steadySummary(slices) {
  const times = slices.flatMap((s) => s.times);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  return {
    rps: times.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    clientCpu: slices.reduce((sum, s) => sum + s.clientCpu, 0) / seconds,
  };
}

/**
 * Runs `a` and `b` for `total` seconds each in slices of `slice` seconds, in the order A B B A A B
 * ..., so that a drift of the machine's other load falls on both alike. Returns both lists of
 * slices and, per pair, the load average when it started.
 */
async function alternate(a, b, total, slice) {
  const rounds = Math.max(1, Math.round(total / slice));
  const as = [];
  const bs = [];
  const loads = [];
  for (let round = 0; round < rounds; round++) {
    loads.push(loadavg()[0]);
    if (round % 2 === 0) {
      as.push(await a(slice));
      bs.push(await b(slice));
    } else {
      bs.push(await b(slice));
      as.push(await a(slice));
    }
  }
  return { as, bs, loads };
}

/** Visitors browse for `seconds`; with `orders`, one order is placed per ORDER_EVERY views. */
async function phase(orders, seconds = DURATION_S) {
  const samples = [];
  let views = 0;
  let ordersAsked = 0;
  let ordersPlaced = 0;
  const pendingOrders = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const visitor = async () => {
    while (performance.now() < deadline) {
      const { kind, path } = nextPage();
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        samples.push({
          kind,
          ms: performance.now() - t0,
          ok: response.ok,
          cache: response.headers.get("x-page-cache"),
        });
      } catch {
        samples.push({ kind, ms: performance.now() - t0, ok: false, cache: null });
      }
      views++;
      if (orders && views % ORDER_EVERY === 0) {
        const n = ordersAsked++;
        pendingOrders.push(placeOrder(n).then((placed) => placed && ordersPlaced++));
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, visitor));
  const elapsed = (performance.now() - started) / 1000;
  const clientCpu = cpuSeconds(process.cpuUsage(cpu));
  // Orders still under way finish before the next slice starts, outside the timed window.
  await Promise.all(pendingOrders);
  return { samples, seconds: elapsed, ordersAsked, ordersPlaced, clientCpu };
}

/** Slices of one kind of phase as one run. */
function merged(runs) {
  return {
    samples: runs.flatMap((r) => r.samples),
    seconds: runs.reduce((sum, r) => sum + r.seconds, 0),
    ordersAsked: runs.reduce((sum, r) => sum + r.ordersAsked, 0),
    ordersPlaced: runs.reduce((sum, r) => sum + r.ordersPlaced, 0),
    clientCpu: runs.reduce((sum, r) => sum + r.clientCpu, 0),
  };
}

function summary({ samples, seconds }) {
  const rows = {};
  for (const kind of ["home", "shop", "search", "all"]) {
    const mine = samples.filter((s) => kind === "all" || s.kind === kind);
    const times = mine.map((s) => s.ms);
    const hits = mine.filter((s) => s.cache === "hit" || s.cache === "stale").length;
    rows[kind] = {
      requests: mine.length,
      rps: mine.length / seconds,
      hitRate: mine.length ? hits / mine.length : 0,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      errors: mine.filter((s) => !s.ok).length,
    };
  }
  return rows;
}

let browse;
let mixed;
let browseRun;
let mixedRun;
let floor;
let signedInHome;
let phasePairs;
let floorPairs;
const loadAtStart = loadavg()[0];
try {
  // A short warm-up fills the caches the way a running site has them filled.
  await phase(false, 10);
  phasePairs = await alternate(
    (seconds) => phase(false, seconds),
    (seconds) => phase(true, seconds),
    DURATION_S,
    SLICE_S,
  );
  browseRun = merged(phasePairs.as);
  mixedRun = merged(phasePairs.bs);
  browse = summary(browseRun);
  mixed = summary(mixedRun);
  // The floor and the signed-in home, in the same run and on the same Worker, also alternated.
  const cookie = await storefrontSession(base, "demo@tiffin.test");
  await steady("/", { Cookie: cookie }, 2);
  floorPairs = await alternate(
    (seconds) => steady("/robots.txt", {}, seconds),
    (seconds) => steady("/", { Cookie: cookie }, seconds),
    FLOOR_SECONDS,
    FLOOR_SLICE_S,
  );
  floor = steadySummary(floorPairs.as);
  signedInHome = steadySummary(floorPairs.bs);
} finally {
  stop();
}

const date = new Date().toISOString().slice(0, 16).replace("T", " ");
console.log(
  `\nMixed-load bench ${date} UTC, ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end; ${CONNECTIONS} visitors, ${DURATION_S} s per phase in alternating slices of ${SLICE_S} s, ${shops.length} shops; the deploy bundle on wrangler's local runtime, 127.0.0.1, its D1 in ${STATE_ROOT}\n`,
);
const fmt = (r) =>
  `${r.rps.toFixed(0)} | ${(r.hitRate * 100).toFixed(1)}% | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)} | ${r.errors}`;
console.log(
  `| page kind (signed out) | browsing alone: requests/s | hit rate | p50 / p95 / p99 ms | errors | with orders (1 per ${ORDER_EVERY} views): requests/s | hit rate | p50 / p95 / p99 ms | errors |`,
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const kind of ["home", "shop", "search", "all"])
  console.log(`| ${kind} | ${fmt(browse[kind])} | ${fmt(mixed[kind])} |`);

const floorRow = (name, r) =>
  `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)} | ${r.errors} |`;
console.log(
  `\n| after the phases (${FLOOR_SECONDS} s each, alternating slices of ${FLOOR_SLICE_S} s) | requests/s | p50 / p95 / p99 ms | errors |`,
);
console.log("|---|---:|---:|---:|");
console.log(floorRow("/robots.txt (floor)", floor));
console.log(floorRow("home, signed in (never cached)", signedInHome));

const sliceRps = (run) => run.samples.length / run.seconds;
const steadyRps = (slice) => slice.times.length / slice.seconds;
const pairLine = (pairs, rate, name) =>
  pairs.as
    .map(
      (a, i) =>
        `${(rate(pairs.bs[i]) / rate(a)).toFixed(2)}× (${rate(pairs.bs[i]).toFixed(0)}/${rate(a).toFixed(0)}, load ${pairs.loads[i].toFixed(1)})`,
    )
    .join("; ")
    .replace(/^/, `${name}, per slice pair: `);
console.log(`\n${pairLine(phasePairs, sliceRps, "Signed-out throughput with orders / alone")}`);
console.log(pairLine(floorPairs, steadyRps, "Signed-in home / /robots.txt"));
const clientShare = (run) => (run.clientCpu / run.seconds).toFixed(2);
console.log(
  `The bench's own client used ${clientShare(browseRun)} of a core browsing alone, ${clientShare(mixedRun)} with orders, ${floor.clientCpu.toFixed(2)} on /robots.txt and ${signedInHome.clientCpu.toFixed(2)} on the signed-in home (${cpus().length} cores).`,
);

console.log(
  `\nOrders: ${mixedRun.ordersPlaced} placed${CANCEL ? " and cancelled" : ", paid from the wallet,"} of ${mixedRun.ordersAsked} asked; each order's API calls (${CANCEL ? "cart, order, cancel" : "cart, order"}) took p50 ${percentile(orderTimes, 0.5).toFixed(0)} ms, p95 ${percentile(orderTimes, 0.95).toFixed(0)} ms together, on the same Worker as the pages.`,
);
if (refusals.size > 0) {
  console.log("API answers other than success:");
  for (const [what, count] of refusals) console.log(`- ${what}: ${count}`);
}
const ratio = mixed.all.rps / browse.all.rps;
const signedInRatio = signedInHome.rps / floor.rps;
const hitOk = mixed.all.hitRate >= 0.9;
const ratioOk = ratio >= 0.8;
const signedInOk = signedInRatio >= 0.15;
const met = (ok) => (ok ? "met" : "NOT met");
console.log(
  `\nTargets: signed-out hit rate under orders ${(mixed.all.hitRate * 100).toFixed(1)}% (≥ 90%: ${met(hitOk)}); signed-out throughput under orders ${ratio.toFixed(2)}× browsing alone (≥ 0.8×: ${met(ratioOk)}); signed-in home ${signedInRatio.toFixed(2)}× the /robots.txt floor (≥ 0.15×: ${met(signedInOk)}).`,
);
writeFileSync(
  join(ROOT, "bench-results", "mixed-load.json"),
  JSON.stringify(
    {
      date,
      loadAverage: { start: loadAtStart, end: loadavg()[0] },
      browse,
      mixed,
      floor,
      signedInHome,
      slices: {
        seconds: SLICE_S,
        loads: phasePairs.loads,
        alone: phasePairs.as.map(sliceRps),
        withOrders: phasePairs.bs.map(sliceRps),
        floor: floorPairs.as.map(steadyRps),
        signedInHome: floorPairs.bs.map(steadyRps),
      },
      clientCpu: {
        alone: browseRun.clientCpu / browseRun.seconds,
        withOrders: mixedRun.clientCpu / mixedRun.seconds,
        floor: floor.clientCpu,
        signedInHome: signedInHome.clientCpu,
      },
      orders: mixedRun.ordersPlaced,
      ordersCancelled: CANCEL,
      refusals: Object.fromEntries(refusals),
    },
    null,
    2,
  ),
);
process.exitCode = hitOk && ratioOk && signedInOk ? 0 : 1;
