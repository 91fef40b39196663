#!/usr/bin/env node
// Latency of the cart and order path: p50/p95 of insert-product, calculate and order creation
// against `wrangler dev` over a bench D1 seeded with the demo menus (see harness.mjs), signed in
// as a bench user created directly in D1. Target: p95 under 30 ms.
// Usage: node apps/api/bench/orders.mjs [--runs 200]
import { createHash, randomUUID } from "node:crypto";
import { BENCH_STATE, measureSteps, numberArg, reportTarget, startServer, stopServer } from "./harness.mjs";

const RUNS = numberArg("--runs", 200);
const TARGET_P95_MS = 30;
const USER_ID = 900001;
const STOCK_ID = 900001;
// Pizza Palace: a restaurant, open 10:00-23:00 every day in the seed (apps/api/seed/build.mjs)
const SHOP_ID = 1;
const DELIVERY_TIME = "12:30";
const LONDON = { latitude: 51.50735, longitude: -0.12776 };

// A token of this run for the bench user, and a product with ample stock. The database is kept
// between runs, so every row is an upsert; the wallet and stock are topped up each time.
const token = `bench-${randomUUID()}`;
const now = new Date().toISOString();
const setup = [
  "INSERT INTO settings (key, value) VALUES ('order_simulator', '0') ON CONFLICT (key) DO UPDATE SET value = '0';",
  `INSERT OR IGNORE INTO users (id, uuid, firstname, email, created_at) VALUES (${USER_ID}, '${randomUUID()}', 'Bench', 'bench@tiffin.test', '${now}');`,
  `INSERT INTO user_tokens (user_id, token_hash, expires_at, created_at) VALUES (${USER_ID}, '${createHash("sha256").update(token).digest("hex")}', '${new Date(Date.now() + 86_400_000).toISOString()}', '${now}');`,
  `INSERT INTO wallets (uuid, user_id, price, created_at) VALUES ('${randomUUID()}', ${USER_ID}, 100000000, '${now}') ON CONFLICT (user_id) DO UPDATE SET price = 100000000;`,
  `INSERT OR IGNORE INTO products (id, uuid, shop_id, tax, created_at) VALUES (${STOCK_ID}, '${randomUUID()}', ${SHOP_ID}, 10, '${now}');`,
  `INSERT OR IGNORE INTO product_translations (product_id, locale, title) VALUES (${STOCK_ID}, 'en', 'Bench pizza');`,
  `INSERT INTO stocks (id, product_id, price, quantity) VALUES (${STOCK_ID}, ${STOCK_ID}, 1500, 1000000) ON CONFLICT (id) DO UPDATE SET quantity = 1000000;`,
];

const server = await startServer({ dir: `${BENCH_STATE}-orders`, setup });
const auth = { headers: { Authorization: `Bearer ${token}` } };
// tomorrow (UTC), so the slot is never in the past whatever the time of the run
const deliveryDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
let results;
try {
  results = await measureSteps(
    async (i, time) => {
      const cart = await time("POST cart/insert-product", () =>
        server.post(
          "dashboard/user/cart/insert-product",
          { shop_id: SHOP_ID, products: [{ stock_id: STOCK_ID, quantity: 1 + (i % 3) }] },
          auth,
        ),
      );
      const cartId = cart.json().data.id;
      await time("POST cart/calculate", () =>
        server.post(`dashboard/user/cart/calculate/${cartId}`, { type: "delivery", address: LONDON, tips: 1 }, auth),
      );
      await time("POST orders (create)", () =>
        server.post(
          "dashboard/user/orders",
          {
            cart_id: cartId,
            shop_id: SHOP_ID,
            delivery_type: "delivery",
            delivery_date: deliveryDate,
            delivery_time: DELIVERY_TIME,
            location: LONDON,
            address: { address: "1 Strand" },
            payment_id: i % 2 === 0 ? 1 : 2,
          },
          auth,
        ),
      );
    },
    RUNS,
    { warmup: 10 },
  );
} finally {
  await stopServer();
}
reportTarget("orders bench", results, TARGET_P95_MS);
