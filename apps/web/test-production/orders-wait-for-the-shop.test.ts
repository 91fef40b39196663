import { clockIn } from "@tiffin/core";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { ORIGIN, productionWorker } from "./production-worker";

const SECRET = "a-production-secret-of-forty-eight-random-chars!";

async function api(worker: Miniflare, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await worker.dispatchFetch(`${ORIGIN}/api/v1/${path}`, {
    method: init.method ?? "GET",
    headers: {
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  } as never);
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

async function signIn(worker: Miniflare, email: string) {
  const res = await api(worker, "auth/login", { method: "POST", body: { email, password: "tiffin-demo" } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.access_token as string;
}

describe("production: an order waits for its shop", () => {
  let worker: Miniflare;
  beforeAll(() => {
    // Even with the dev tools flag, the simulator's fast steps and its setting left on (absent),
    // production runs no simulator.
    worker = productionWorker({
      ENVIRONMENT: "production",
      SESSION_SECRET: SECRET,
      DEV_TOOLS: "1",
      ORDER_PROGRESS_STEP_MS: "1000",
      ORDER_PROGRESS_NEW_MS: "1000",
    });
  });
  afterAll(() => worker.dispose());

  it("stays new past the simulator's first step until the shop's manager accepts it", {
    timeout: 120_000,
  }, async () => {
    const customer = await signIn(worker, "demo@tiffin.test");
    const menu = await api(worker, "rest/shops/1/products");
    const all = (menu.body.data as unknown as { all: { products: { stocks: { id: number }[] }[] }[] }).all;
    const stockId = all[0]?.products[0]?.stocks[0]?.id;
    const cart = await api(worker, "dashboard/user/cart/insert-product", {
      method: "POST",
      token: customer,
      body: { shop_id: 1, products: [{ stock_id: stockId, quantity: 4 }] },
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    // A slot ten minutes from now, in the shop's zone, with the shop open all day: the slot is near,
    // so only the missing simulator keeps the order new.
    const db = await worker.getD1Database("DB");
    const hours = await db
      .prepare("SELECT id, from_time, to_time, disabled FROM shop_working_days WHERE shop_id = 1")
      .all();
    onTestFinished(async () => {
      // The seeded hours back, for the files that run after this one on the same database.
      for (const row of hours.results as { id: number; from_time: string; to_time: string; disabled: number }[]) {
        await db
          .prepare("UPDATE shop_working_days SET from_time = ?1, to_time = ?2, disabled = ?3 WHERE id = ?4")
          .bind(row.from_time, row.to_time, row.disabled, row.id)
          .run();
      }
    });
    await db
      .prepare("UPDATE shop_working_days SET from_time = '00-00', to_time = '23-59', disabled = 0 WHERE shop_id = 1")
      .run();
    // Ten minutes ahead on the shop's own clock.
    const slot = clockIn(new Date(Date.now() + 10 * 60_000), "Europe/London");
    const placed = await api(worker, "dashboard/user/orders", {
      method: "POST",
      token: customer,
      body: {
        cart_id: cart.body.data.id,
        shop_id: 1,
        currency_id: 1,
        delivery_type: "pickup",
        delivery_date: slot.date,
        delivery_time: slot.time,
        payment_id: 2,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const id = placed.body.data.id as number;
    // Longer than a production simulator's wait for a new order (60 s).
    await new Promise((resolve) => setTimeout(resolve, 65_000));
    const waiting = await api(worker, `dashboard/user/orders/${id}`, { token: customer });
    expect(waiting.body.data.status).toBe("new");

    const manager = await signIn(worker, "rana@tiffin.test");
    const accepted = await api(worker, `dashboard/seller/orders/${id}/status`, {
      method: "POST",
      token: manager,
      body: { status: "accepted", preparation_minutes: 20 },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await api(worker, `dashboard/user/orders/${id}`, { token: customer })).body.data.status).toBe("accepted");
  });
});
