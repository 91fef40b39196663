import type { calculateBody } from "@tiffin/api-client";
import { type CalculateLine, type CartTotals, calculateCartMinor, calculateCart as coreCalculate } from "@tiffin/core";
import type { Context } from "hono";
import type { z } from "zod";
import { batch, statement } from "../db/statements";
import type { ApiEnv } from "../env";
import { currentUser } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { toMajor } from "../http/money";
import { cartStatements, type LineRow, type LoadedCart, readCart } from "./cart-store";
import { type ResolvedCoupon, resolveCoupon } from "./coupons";
import { readSettings } from "./setting-flags";
import { assertInZone } from "./shop-rules";
import { lineAmounts } from "./stock-money";

type CalculateInput = z.infer<typeof calculateBody>;

export interface ShopMoney {
  id: number;
  price: number;
  price_per_km: number;
  tax: number;
  min_amount: number;
  latitude: number;
  longitude: number;
  open: number;
  time_zone: string;
}

export const SHOP_MONEY =
  "SELECT id, price, price_per_km, tax, min_amount, latitude, longitude, open, time_zone FROM shops";

export async function shopMoney(d1: D1Database, shopId: number): Promise<ShopMoney> {
  const shop = await statement<ShopMoney>(d1, `${SHOP_MONEY} WHERE id = ?1`, shopId).first();
  if (!shop) throw notFound("Shop not found");
  return shop;
}

/** Lines in the core's terms: major units of the default currency, addons nested under their parent. */
export function coreLines(lines: LineRow[]): CalculateLine[] {
  const asLine = (l: LineRow): CalculateLine => ({
    price: l.price / 100,
    tax: l.tax / 100,
    discount: l.discount / 100,
    quantity: l.quantity,
  });
  return lines
    .filter((l) => l.parent_id === null)
    .map((parent) => ({
      ...asLine(parent),
      addons: lines.filter((l) => l.parent_id === parent.id).map(asLine),
    }));
}

export interface TotalsInput {
  loaded: LoadedCart;
  shop: ShopMoney;
  type: "delivery" | "pickup";
  address?: { latitude: number; longitude: number } | null;
  coupon?: ResolvedCoupon | null;
  tips?: number | null;
  serviceFee: number;
  rate: number;
}

function coreInput(input: TotalsInput) {
  return {
    lines: coreLines(input.loaded.lines),
    shop: {
      price: input.shop.price / 100,
      price_per_km: input.shop.price_per_km / 100,
      tax: input.shop.tax,
      location: { latitude: input.shop.latitude, longitude: input.shop.longitude },
    },
    type: input.type,
    ...(input.address ? { address: input.address } : {}),
    serviceFee: input.serviceFee,
    coupon: input.coupon?.rule ?? null,
    tips: input.tips ?? 0,
    rate: input.rate,
  };
}

/** Totals in minor units of the currency at `rate` (the core rounds each field once, half-up). */
export function totalsMinor(input: TotalsInput): CartTotals {
  return calculateCartMinor(coreInput(input));
}

/** The settings' service fee (major units of the default currency); 0 when unset or invalid. */
export function feeOf(value: string | null | undefined): number {
  const fee = Number(value ?? 0);
  return Number.isFinite(fee) && fee > 0 ? fee : 0;
}

export async function serviceFeeSetting(d1: D1Database): Promise<number> {
  const { service_fee } = await readSettings(d1, ["service_fee"]);
  return feeOf(service_fee);
}

/** POST /dashboard/user/cart/calculate/{id}: the contract's totals in the chosen currency. */
export async function calculateCart(c: Context<ApiEnv>, cartId: number, body: CalculateInput) {
  const d1 = c.env.DB;
  // One round trip: the cart, its shop, the service fee and the currency's rate.
  const [carts, members, lines, shops, fees, rates, zones] = await batch(d1, [
    ...cartStatements(d1, cartId, c.var),
    statement<ShopMoney>(d1, `${SHOP_MONEY} WHERE id = (SELECT shop_id FROM carts WHERE id = ?1)`, cartId),
    statement<{ value: string | null }>(d1, "SELECT value FROM settings WHERE key = 'service_fee'"),
    statement<{ rate: number }>(d1, "SELECT rate FROM currencies WHERE id = ?1 AND active = 1", body.currency_id ?? -1),
    statement<{ polygon: string }>(
      d1,
      "SELECT polygon FROM delivery_zones WHERE shop_id = (SELECT shop_id FROM carts WHERE id = ?1)",
      cartId,
    ),
  ]);
  const loaded = readCart([carts, members, lines]);
  if (!loaded || loaded.cart.owner_id !== currentUser(c).id) throw notFound("Cart not found");
  if (loaded.lines.length === 0) throw badRequest("ERROR_400", "The cart is empty");
  const shop = shops.results[0];
  if (!shop) throw notFound("Shop not found");
  const serviceFee = feeOf(fees.results[0]?.value);
  const rateRow = rates.results[0];
  const currency = { rate: rateRow?.rate ?? c.var.rate };
  // A point the shop does not deliver to has no price: the same rule as placing the order.
  if (body.type === "delivery" && body.address) {
    assertInZone(zones.results[0], body.address);
  }
  const coupon = body.coupon ? await resolveCoupon(d1, body.coupon, shop.id, currentUser(c).id) : null;
  const totals = coreCalculate(
    coreInput({
      loaded,
      shop,
      type: body.type,
      address: body.address,
      coupon,
      tips: body.tips,
      serviceFee,
      rate: currency.rate,
    }),
  );
  const products = loaded.lines.map((l) => {
    const a = lineAmounts(l, l.quantity);
    return {
      id: l.id,
      stock_id: l.stock_id,
      parent_id: l.parent_id,
      quantity: l.quantity,
      price: toMajor(a.price, currency.rate),
      tax: toMajor(a.tax, currency.rate),
      discount: toMajor(a.discount, currency.rate),
      total_price: toMajor(a.price - a.discount, currency.rate),
    };
  });
  // `price` already holds the products' own tax, so the tax row a client shows beside it is the
  // shop's: price - discount + total_tax + delivery fee + service fee + tips - coupon = total.
  return { products, ...totals, total_tax: totals.total_shop_tax };
}
