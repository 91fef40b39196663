import { env } from "cloudflare:test";
import { call } from "./api";
import { callWith } from "./api-env";
import { createProduct } from "./catalogue";
import { send } from "./json";
import type { TestUser } from "./users";

/** The default map location: inside the delivery zones of the seeded shops near it. */
export const HOME = { latitude: 51.50735, longitude: -0.12776 };

/** YYYY-MM-DD some days from now (UTC). */
export function dayFromNow(days = 1): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A cart for the user in shop 1 with one product line; returns the cart id and stock. */
export async function fillCart(user: TestUser, options: { price?: number; quantity?: number; shopId?: number } = {}) {
  const shopId = options.shopId ?? 1;
  const stock = await createProduct(shopId, { price: options.price ?? 1500, quantity: 1000 });
  const res = await call(
    "dashboard/user/cart/insert-product",
    send(
      "POST",
      { shop_id: shopId, products: [{ stock_id: stock.stockId, quantity: options.quantity ?? 1 }] },
      user.auth,
    ),
  );
  if (res.status !== 200) throw new Error(`cart: ${JSON.stringify(res.body)}`);
  const cartId = (res.body as { data: { id: number } }).data.id;
  return { cartId, stock };
}

export function orderBody(cartId: number, extra: Record<string, unknown> = {}) {
  return {
    cart_id: cartId,
    shop_id: 1,
    currency_id: 1,
    delivery_type: "delivery",
    delivery_date: dayFromNow(1),
    delivery_time: "12:30",
    location: HOME,
    address: { address: "1 Strand", office: null, house: "1", floor: "2" },
    payment_id: 1,
    ...extra,
  };
}

/**
 * Places an order for a fresh one-line cart of the user's through the order route, with extra
 * bindings when given (the simulator, for example); returns its id. Anything but 200 throws.
 */
export async function placeOrder(
  user: TestUser,
  options: { bindings?: Record<string, unknown>; extra?: Record<string, unknown> } = {},
): Promise<number> {
  const { cartId } = await fillCart(user);
  const response = await callWith(
    options.bindings ?? {},
    "dashboard/user/orders",
    send("POST", orderBody(cartId, options.extra), user.auth),
  );
  if (response.status !== 200) throw new Error(`order: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/**
 * Moves the order's slot to now (the shop's wall clock, Europe/London for the seeded shops), so
 * the simulator, which leaves an order alone until its slot is near, may take it up.
 */
export async function slotNow(orderId: number): Promise<void> {
  const { clockIn } = await import("@tiffin/core");
  const now = clockIn(new Date(), "Europe/London");
  await env.DB.prepare("UPDATE orders SET delivery_date = ?1, delivery_time = ?2 WHERE id = ?3")
    .bind(now.date, now.time, orderId)
    .run();
}
