import { type APIRequestContext, expect } from "@playwright/test";

/** Inside the delivery zone of the seeded shops around central London. */
export const HOME = { latitude: 51.50735, longitude: -0.12776 };
export const PIZZA_PALACE = 1;
export const PAYMENT = { cash: 1, wallet: 2, sandbox: 3 } as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** YYYY-MM-DD of tomorrow (UTC): a day the seeded restaurants are open at lunch time. */
export function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

export interface CartLine {
  stock_id: number;
  quantity: number;
  parent_id?: number;
}

export interface StockInfo {
  productTitle: string;
  stockId: number;
  quantity: number;
  addonStockId: number | null;
}

/** The shop's products as the API lists them: each stock with its quantity and first add-on. */
export async function shopStocks(request: APIRequestContext, shopId = PIZZA_PALACE): Promise<StockInfo[]> {
  const response = await request.get(`/api/v1/rest/products/paginate?shop_id=${shopId}&perPage=100`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: {
      translation: { title: string } | null;
      stocks: { id: number; quantity: number; addons?: { product: { stock: { id: number } | null } }[] }[];
    }[];
  };
  return data.flatMap((product) =>
    product.stocks.map((stock) => ({
      productTitle: product.translation?.title ?? "",
      stockId: stock.id,
      quantity: stock.quantity,
      addonStockId: stock.addons?.[0]?.product.stock?.id ?? null,
    })),
  );
}

/** Fills the user's server cart through the API and places the order; answers the order. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  options: { lines: CartLine[]; payment: keyof typeof PAYMENT; shopId?: number },
): Promise<{ id: number; total_price: number; status: string }> {
  const shopId = options.shopId ?? PIZZA_PALACE;
  const cart = await request.post("/api/v1/dashboard/user/cart/insert-product", {
    headers: bearer(token),
    data: { shop_id: shopId, products: options.lines },
  });
  expect(cart.status(), await cart.text()).toBe(200);
  const cartId = ((await cart.json()) as { data: { id: number } }).data.id;
  const placed = await request.post("/api/v1/dashboard/user/orders", {
    headers: bearer(token),
    data: {
      cart_id: cartId,
      shop_id: shopId,
      currency_id: 1,
      delivery_type: "delivery",
      delivery_date: tomorrow(),
      delivery_time: "12:30",
      location: HOME,
      address: { address: "1 Strand", house: "1", floor: "2" },
      payment_id: PAYMENT[options.payment],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { data: { id: number; total_price: number; status: string } }).data;
}

/** The wallet balance in minor units, as the API's profile tells it. */
export async function walletMinor(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get("/api/v1/dashboard/user/profile/show", { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { wallet: { price: number } | null } };
  return Math.round((data.wallet?.price ?? 0) * 100);
}

/** Tops the wallet up through the sandbox provider, approving on its hosted page's callback. */
export async function topUpWallet(request: APIRequestContext, token: string, major: number): Promise<void> {
  const started = await request.post("/api/v1/payments/wallet/payment/top-up", {
    headers: bearer(token),
    data: { payment_type: "sandbox", price: major },
  });
  expect(started.status(), await started.text()).toBe(200);
  const url = ((await started.json()) as { data: { data: { url: string } } }).data.data.url;
  const session = new URL(url).pathname.split("/").pop();
  const approved = await request.get(`/api/v1/payments/sandbox/callback?session_id=${session}&outcome=approve`);
  expect(approved.status()).toBe(200);
}

/** Pays an order through the sandbox provider (approved). */
export async function payBySandbox(request: APIRequestContext, token: string, orderId: number): Promise<void> {
  const started = await request.get(`/api/v1/dashboard/user/order-sandbox-process?order_id=${orderId}`, {
    headers: bearer(token),
  });
  expect(started.status(), await started.text()).toBe(200);
  const url = ((await started.json()) as { data: { data: { url: string } } }).data.data.url;
  const session = new URL(url).pathname.split("/").pop();
  expect((await request.get(`/api/v1/payments/sandbox/callback?session_id=${session}&outcome=approve`)).status()).toBe(
    200,
  );
}

export async function apiOrder(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/v1/dashboard/user/orders/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { status: string; review: { rating: number; comment: string } | null } })
    .data;
}

export async function cancelByApi(request: APIRequestContext, token: string, id: number): Promise<void> {
  const response = await request.post(`/api/v1/dashboard/user/orders/${id}/status/change?status=canceled`, {
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function serverCart(request: APIRequestContext, token: string) {
  const response = await request.get("/api/v1/dashboard/user/cart", { headers: bearer(token) });
  if (response.status() === 404) return null;
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      data: {
        shop_id: number;
        user_carts: {
          cartDetails: { quantity: number; stock: { id: number }; addons: { stock: { id: number } }[] }[];
        }[];
      };
    }
  ).data;
}

/** A parcel sent through the API: the seed's first type, within range in central London. */
export async function sendParcel(request: APIRequestContext, token: string): Promise<number> {
  const types = (await (await request.get("/api/v1/rest/parcel-order/types?perPage=1")).json()) as {
    data: { id: number }[];
  };
  const response = await request.post("/api/v1/dashboard/user/parcel-orders", {
    headers: bearer(token),
    data: {
      type_id: types.data[0]?.id,
      phone_from: "+44 20 7946 0000",
      username_from: "Ada Sender",
      address_from: { ...HOME, address: "1 Strand, London" },
      phone_to: "+44 20 7946 1111",
      username_to: "Bo Receiver",
      address_to: { latitude: 51.5416, longitude: -0.146, address: "Camden Market" },
      delivery_date: tomorrow(),
      delivery_time: "12:30",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
