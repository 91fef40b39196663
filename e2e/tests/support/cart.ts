import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./session";

/** Seeded products: Pizza Palace (restaurant 1) and Napoli Pizzeria (restaurant 2). */
export const SHOP_ONE = {
  id: 1,
  margherita: "9a0d0000-0000-4000-8000-000000000004",
  pepperoni: "9a0d0000-0000-4000-8000-000000000005",
};
export const SHOP_TWO = { id: 2, margherita: "9a0d0000-0000-4000-8000-00000000002b" };

/** Opens a product of a restaurant (its dialog) and adds it; waits for the header count to move. */
export async function addProduct(page: Page, shopId: number, uuid: string, options: { quantity?: number } = {}) {
  await page.goto(`/restaurant/${shopId}?product=${uuid}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // Hydrated: the dialog has become modal (before that a click is a plain form post).
  await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal") === true);
  if (options.quantity) await dialog.getByRole("spinbutton", { name: "Quantity" }).fill(String(options.quantity));
  // The header's count moves before the answer: wait for the cart's answer itself.
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith("/cart") && r.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await answered;
}

/** Signs in through the /login form, landing where `redirectTo` says. */
export async function logIn(page: Page, email: string, redirectTo: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByRole("textbox", { name: "Email or phone" }).fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === redirectTo);
}

export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The seeded demo customer (apps/api/seed/data/users.mjs). */
export const DEMO_EMAIL = "demo@tiffin.test";

/** Deletes the user's open server cart, if there is one. */
export async function emptyServerCart(request: APIRequestContext, token: string) {
  const cart = await request.get("/api/v1/dashboard/user/cart", { headers: bearer(token) });
  if (cart.status() === 404) return;
  expect(cart.status()).toBe(200);
  const id = ((await cart.json()) as { data: { id: number } }).data.id;
  const deleted = await request.delete("/api/v1/dashboard/user/cart/delete", {
    headers: bearer(token),
    data: { ids: [id] },
  });
  expect(deleted.status()).toBe(200);
}

/** The wallet balance in minor units of the default currency, as the API reports it. */
export async function walletMinor(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get("/api/v1/dashboard/user/profile/show", { headers: bearer(token) });
  const { data } = (await response.json()) as { data: { wallet: { price: number } | null } };
  return Math.round((data.wallet?.price ?? 0) * 100);
}

/** Tops the wallet up through the sandbox provider (approve on its page) until it holds `atLeast`. */
export async function ensureWallet(request: APIRequestContext, token: string, atLeast: number) {
  const have = await walletMinor(request, token);
  if (have >= atLeast * 100) return;
  const started = await request.post("/api/v1/payments/wallet/payment/top-up", {
    headers: bearer(token),
    data: { payment_type: "sandbox", price: atLeast },
  });
  expect(started.status()).toBe(200);
  const url = ((await started.json()) as { data: { data: { url: string } } }).data.data.url;
  const session = new URL(url).pathname.split("/").pop() ?? "";
  const paid = await request.get(`/api/v1/payments/sandbox/callback?session_id=${session}&outcome=approve`);
  expect(paid.status()).toBe(200);
  expect(await walletMinor(request, token)).toBeGreaterThanOrEqual(atLeast * 100);
}

export interface ApiOrder {
  id: number;
  status: string;
  delivery_type: string;
  delivery_fee: number;
  coupon_price: number;
  total_price: number;
  transaction: { status: string; payment_system: { tag: string } } | null;
}

export async function getOrder(request: APIRequestContext, token: string, id: number): Promise<ApiOrder> {
  const response = await request.get(`/api/v1/dashboard/user/orders/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiOrder }).data;
}

export async function orderCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get("/api/v1/dashboard/user/orders/paginate?perPage=1", { headers: bearer(token) });
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

/** The order id of the page the checkout landed on. */
export function orderIdOf(page: Page): number {
  const match = new URL(page.url()).pathname.match(/^\/orders\/(\d+)$/);
  expect(match, `an order page, got ${page.url()}`).toBeTruthy();
  return Number(match?.[1]);
}
