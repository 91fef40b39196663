import { describe, expect, it } from "vitest";
import { ORIGIN, productionWorkerWithDb, storefrontSignIn } from "./production-worker";

// Nothing personal is ever cached, under load (docs/decisions/041): two signed-in customers and
// a signed-out visitor browse the same pages side by side while both customers place and cancel
// orders through the API (their stock moves, so their shop's pages are rendered again and stored
// again in the middle of it). Every page each of them gets carries only their own data.

/** Names no page of the seed contains, given to the two customers for the test. */
const customers = [
  { id: 1, email: "demo@tiffin.test", name: "Quillonette" },
  { id: 2, email: "sam@tiffin.test", name: "Vardemorra" },
];
const PAGES = ["/", "/shop/1", "/restaurant/2", "/search?q=pizza", "/orders", "/cart"];

const production = productionWorkerWithDb();

async function fetchPage(path: string, init: RequestInit = {}) {
  const response = await production.worker.dispatchFetch(`${ORIGIN}${path}`, { redirect: "manual", ...init } as never);
  return {
    status: response.status,
    text: await response.text(),
    state: response.headers.get("x-page-cache"),
    cacheControl: response.headers.get("Cache-Control") ?? "",
  };
}

async function apiToken(email: string): Promise<string> {
  const response = await production.worker.dispatchFetch(`${ORIGIN}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "tiffin-demo" }),
  } as never);
  const body = (await response.json()) as { data?: { access_token?: string } };
  if (!body.data?.access_token) throw new Error(`API sign-in failed for ${email} (${response.status})`);
  return body.data.access_token;
}

async function api(token: string, method: string, path: string, body?: unknown) {
  const response = await production.worker.dispatchFetch(`${ORIGIN}/api/v1/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  } as never);
  return { status: response.status, body: (await response.json().catch(() => null)) as { data?: { id: number } } };
}

/** What the bench's customers do: cart, order for pickup, cancel; the shop's stock moves both ways. */
async function orderAndCancel(token: string, shopId: number, stockId: number) {
  await api(token, "DELETE", `dashboard/user/cart/delete?shop_id=${shopId}`);
  const cart = await api(token, "POST", "dashboard/user/cart/insert-product", {
    shop_id: shopId,
    products: [{ stock_id: stockId, quantity: 10 }],
  });
  expect(cart.status, "the cart took the product").toBe(200);
  const order = await api(token, "POST", "dashboard/user/orders", {
    cart_id: cart.body.data?.id,
    shop_id: shopId,
    delivery_type: "pickup",
    delivery_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    delivery_time: "12:30",
    payment_id: 1,
  });
  expect(order.status, "the order was placed").toBe(200);
  const cancel = await api(token, "POST", `dashboard/user/orders/${order.body.data?.id}/status/change?status=canceled`);
  expect(cancel.status, "the order was cancelled").toBe(200);
}

describe("the caches under mixed load", () => {
  it("gives two customers and a visitor, interleaved while orders move stock, each only their own pages", async () => {
    const old = await production.db
      .prepare("SELECT id, firstname FROM users WHERE id IN (1, 2) ORDER BY id")
      .all<{ id: number; firstname: string }>();
    for (const customer of customers) {
      await production.db
        .prepare("UPDATE users SET firstname = ?1 WHERE id = ?2")
        .bind(customer.name, customer.id)
        .run();
    }
    const stock = await production.db
      .prepare(
        `SELECT k.id FROM stocks k JOIN products p ON p.id = k.product_id
          WHERE p.shop_id = 1 AND p.active = 1 AND p.addon = 0 AND p.status = 'published' AND k.quantity >= 100
          ORDER BY k.price DESC LIMIT 1`,
      )
      .first<number>("id");
    expect(stock).toBeTruthy();
    try {
      const signedIn = await Promise.all(
        customers.map(async (customer) => ({
          ...customer,
          cookie: (await storefrontSignIn(production.worker, customer.email)).cookie,
          token: await apiToken(customer.email),
        })),
      );
      const seen = { visitorHits: 0, visitorPages: 0, customerPages: 0 };
      const visitor = async () => {
        for (let round = 0; round < 4; round++) {
          for (const path of PAGES.slice(0, 4)) {
            const page = await fetchPage(path);
            expect(page.status).toBe(200);
            for (const customer of customers) expect(page.text, `${path} for the visitor`).not.toContain(customer.name);
            seen.visitorPages++;
            if (page.state === "hit") seen.visitorHits++;
          }
        }
      };
      const customer = async (me: (typeof signedIn)[number], other: (typeof customers)[number]) => {
        for (let round = 0; round < 4; round++) {
          for (const path of PAGES) {
            const page = await fetchPage(path, { headers: { Cookie: me.cookie } });
            expect(page.status, `${path} for ${me.name}`).toBe(200);
            expect(page.state, `${path} for ${me.name}`).not.toBe("hit");
            expect(page.cacheControl, `${path} for ${me.name}`).toContain("private");
            expect(page.text, `${path} for ${me.name}`).toContain(me.name);
            expect(page.text, `${path} for ${me.name}`).not.toContain(other.name);
            seen.customerPages++;
          }
          await orderAndCancel(me.token, 1, stock ?? 0);
        }
      };
      const [first, second] = signedIn;
      if (!first || !second) throw new Error("two customers");
      await Promise.all([visitor(), customer(first, second), visitor(), customer(second, first), visitor()]);
      expect(seen.customerPages).toBe(2 * 4 * PAGES.length);
      expect(seen.visitorPages).toBe(3 * 4 * 4);
      // The visitors' pages did come from the cache (else this would test nothing about it).
      expect(seen.visitorHits).toBeGreaterThan(0);
    } finally {
      for (const row of old.results) {
        await production.db.prepare("UPDATE users SET firstname = ?1 WHERE id = ?2").bind(row.firstname, row.id).run();
      }
    }
  });
});
