/**
 * The contract's Calculate: cart totals for delivery or pickup.
 *
 * Every input amount is in major units of the base currency; each output
 * field is computed exactly and rounded once, half-up, to 2 decimals in the
 * selected currency (× rate). total_price is the integer sum of the rounded
 * fields, so the displayed parts always add up to the displayed total.
 */
import { add, type Exact, exactFactor, exactInt, max, min, mul, roundHalfUp, sub, sum, ZERO } from "./exact.js";
import { distanceKm, type LatLng } from "./geo.js";
import { fromMinor, toMinor } from "./money.js";

export type DeliveryType = "delivery" | "pickup";

/** One cart line: unit stock price, unit stock tax and unit discount. */
export interface CalculateLine {
  price: number;
  tax: number;
  discount: number;
  quantity: number;
  addons?: readonly CalculateLine[];
}

export interface CalculateShop {
  /** Delivery base price. */
  price: number;
  price_per_km: number;
  /** Shop tax in percent. */
  tax: number;
  location?: LatLng;
}

export interface Coupon {
  type: "percent" | "fix";
  price: number;
  /** What the coupon reduces. */
  for: "delivery_fee" | "total_price";
}

export interface CalculateInput {
  lines: readonly CalculateLine[];
  shop: CalculateShop;
  type: DeliveryType;
  /** Distance shop → address; computed from locations when omitted. */
  km?: number;
  address?: LatLng;
  /** The settings' service fee. */
  serviceFee?: number;
  coupon?: Coupon | null;
  tips?: number;
  /** The selected currency's rate; 1 for the base currency. */
  rate?: number;
}

export interface CartTotals {
  price: number;
  total_discount: number;
  total_tax: number;
  total_shop_tax: number;
  delivery_fee: number;
  service_fee: number;
  tips: number;
  coupon_price: number;
  rate: number;
  total_price: number;
}

const money = (amount: number): Exact => exactInt(toMinor(amount));
const ONE_HUNDREDTH: Exact = { n: 1n, d: 100n };

function flatten(lines: readonly CalculateLine[]): CalculateLine[] {
  return lines.flatMap((line) => [line, ...flatten(line.addons ?? [])]);
}

function percentOf(base: Exact, percent: number): Exact {
  return mul(mul(base, exactFactor(percent)), ONE_HUNDREDTH);
}

function couponAmount(coupon: Coupon | null | undefined, base: Exact, rate: Exact): Exact {
  if (!coupon || coupon.price <= 0) return ZERO;
  const raw = coupon.type === "percent" ? percentOf(base, coupon.price) : mul(money(coupon.price), rate);
  return max(ZERO, min(raw, base));
}

function kmFor(input: CalculateInput): number {
  if (input.km !== undefined) return input.km;
  if (input.shop.location && input.address) return distanceKm(input.shop.location, input.address);
  return 0;
}

/** Totals in integer minor units of the selected currency. */
export function calculateCartMinor(input: CalculateInput): CartTotals {
  const rate = exactFactor(input.rate ?? 1);
  const lines = flatten(input.lines);
  const qty = (line: CalculateLine) => exactInt(Math.max(0, Math.trunc(line.quantity)));
  const price = mul(sum(lines.map((l) => mul(add(money(l.price), money(l.tax)), qty(l)))), rate);
  const discount = mul(sum(lines.map((l) => mul(money(l.discount), qty(l)))), rate);
  const tax = mul(sum(lines.map((l) => mul(money(l.tax), qty(l)))), rate);
  const discounted = max(ZERO, sub(price, discount));
  const shopTax = percentOf(discounted, input.shop.tax);
  const delivering = input.type === "delivery";
  const deliveryFee = delivering
    ? mul(add(money(input.shop.price), mul(money(input.shop.price_per_km), exactFactor(kmFor(input)))), rate)
    : ZERO;
  const serviceFee = mul(money(input.serviceFee ?? 0), rate);
  const tips = delivering ? mul(money(Math.max(0, input.tips ?? 0)), rate) : ZERO;
  const couponBase =
    input.coupon?.for === "delivery_fee" ? deliveryFee : sum([discounted, shopTax, deliveryFee, serviceFee]);
  const coupon = couponAmount(input.coupon, couponBase, rate);

  const rounded = {
    price: roundHalfUp(price),
    total_discount: roundHalfUp(discount),
    total_tax: roundHalfUp(tax),
    total_shop_tax: roundHalfUp(shopTax),
    delivery_fee: roundHalfUp(deliveryFee),
    service_fee: roundHalfUp(serviceFee),
    tips: roundHalfUp(tips),
    coupon_price: roundHalfUp(coupon),
  };
  const total =
    rounded.price -
    rounded.total_discount +
    rounded.total_shop_tax +
    rounded.delivery_fee +
    rounded.service_fee +
    rounded.tips -
    rounded.coupon_price;
  return { ...rounded, rate: input.rate ?? 1, total_price: Math.max(total, 0) };
}

/** The contract's Calculate result, in major units of the selected currency. */
export function calculateCart(input: CalculateInput): CartTotals {
  const minor = calculateCartMinor(input);
  return {
    price: fromMinor(minor.price),
    total_discount: fromMinor(minor.total_discount),
    total_tax: fromMinor(minor.total_tax),
    total_shop_tax: fromMinor(minor.total_shop_tax),
    delivery_fee: fromMinor(minor.delivery_fee),
    service_fee: fromMinor(minor.service_fee),
    tips: fromMinor(minor.tips),
    coupon_price: fromMinor(minor.coupon_price),
    rate: minor.rate,
    total_price: fromMinor(minor.total_price),
  };
}
