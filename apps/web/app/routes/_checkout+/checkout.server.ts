import type { AppLoadContext } from "@remix-run/cloudflare";
/**
 * The checkout page's data and the order it places. Everything is read in parallel; the
 * schedule (days, closed days, slots) is judged in the shop's own time zone with core's rules;
 * the totals are the API's calculate for the current choices.
 */
import {
  type Address,
  type ApiClient,
  ApiError,
  checkCoupon,
  createOrder,
  fromWireLocation,
  getActiveCurrencies,
  getPaymentMethods,
  getProfile,
  getSettings,
  getShop,
  listAddresses,
  type Shop,
  settingsToMap,
  startProviderPayment,
  toWireLocation,
} from "@tiffin/api-client";
import {
  type CalculateLine,
  type CheckoutDraft,
  type CheckoutLimits,
  cartFromServer,
  checkoutProblem,
  clockIn,
  fromMinor,
  isClosedOn,
  type OrderRequest,
  orderRequestOf,
  paysInHouse,
  timeSlots,
  weekdayOf,
} from "@tiffin/core";
import type { DeliveryAddress } from "../../lib/address/delivery-address.server";
import { type CartStore, loadCartStore, toServerCart } from "../../lib/cart/cart.server";
import type { CalculateResult } from "../../lib/cart/cart-totals";
import { calculate } from "../../lib/cart/cart-view.server";
import { type MinimumOrderShortfall, minimumOrderShortfall } from "../../lib/cart/minimum-order";
import { fixedT } from "../../lib/i18n/i18next.server";
import { formatPrice } from "../../lib/money";
import { readPreferences } from "../../lib/preferences.server";

export const TIP_PRESETS = [0, 1, 2, 5] as const;
const DAYS_AHEAD = 7;

export interface CheckoutChoice {
  type: "delivery" | "pickup";
  /** A saved address id, or "current" for the header's address. */
  address: string;
  date: string;
  time: string;
  note: string;
  phone: string;
  coupon: string;
  tips: number;
  paymentId: number | null;
}

export interface CheckoutDay {
  date: string;
  weekday: string;
  closed: boolean;
}

export interface CheckoutPlace {
  key: string;
  label: string;
  address: string;
  location: { latitude: number; longitude: number };
}

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const text = (value: FormDataEntryValue | string | null | undefined) => (typeof value === "string" ? value.trim() : "");

/** The choices from a query (GET: "update totals", the JavaScript refresh) or a posted form. */
export function readChoice(source: URLSearchParams | FormData): Partial<CheckoutChoice> {
  const get = (name: string) => text(source.get(name));
  const tipsText = get("tips_custom") || get("tips");
  const tips = Number(tipsText);
  const payment = Number(get("payment_id"));
  const type = get("type");
  return {
    ...(type === "pickup" || type === "delivery" ? { type } : {}),
    ...(get("address") ? { address: get("address") } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(get("date")) ? { date: get("date") } : {}),
    ...(/^\d{2}:\d{2}$/.test(get("time")) ? { time: get("time") } : {}),
    ...(get("note") ? { note: get("note").slice(0, 1000) } : {}),
    ...(get("phone") ? { phone: get("phone").slice(0, 30) } : {}),
    ...(get("coupon") ? { coupon: get("coupon").slice(0, 64) } : {}),
    ...(tipsText !== "" && Number.isFinite(tips) && tips >= 0 ? { tips: Math.min(tips, 1000) } : {}),
    ...(Number.isSafeInteger(payment) && payment > 0 ? { paymentId: payment } : {}),
  };
}

/**
 * The places an order can go to: the saved addresses, then the header's address. The header's
 * default location has no text of its own; `defaultAddress` names it (as the form shows it), so
 * the order keeps an address its page can show.
 */
export function placesFor(
  addresses: Address[],
  current: DeliveryAddress,
  currentLabel: string,
  defaultAddress = "",
): CheckoutPlace[] {
  const saved = addresses.map((a) => ({
    key: String(a.id),
    label: a.title ?? a.address.address,
    address: a.address.address,
    location: fromWireLocation(a.location),
  }));
  return [
    ...saved,
    {
      key: "current",
      label: currentLabel,
      address: current.address ?? defaultAddress,
      location: current.location,
    },
  ];
}

export interface CheckoutSchedule {
  today: string;
  now: string;
  days: CheckoutDay[];
  slots: string[];
  closedDay: boolean;
}

export function scheduleFor(
  shop: Shop,
  date: string | undefined,
  moment = new Date(),
): CheckoutSchedule & { date: string } {
  const clock = clockIn(moment, shop.time_zone);
  const schedule = { shop_working_days: shop.shop_working_days, shop_closed_date: shop.shop_closed_date };
  const days = Array.from({ length: DAYS_AHEAD }, (_, i) => {
    const day = addDays(clock.date, i);
    return { date: day, weekday: weekdayOf(day), closed: isClosedOn(schedule, day) };
  });
  const slotsOn = (day: string) => timeSlots(schedule, day, day === clock.date ? { notBefore: clock.time } : {});
  // Without a choice: the first day that still has a slot.
  const chosen = date ?? days.find((d) => slotsOn(d.date).length > 0)?.date ?? clock.date;
  const closedDay = isClosedOn(schedule, chosen);
  return { today: clock.date, now: clock.time, days, slots: closedDay ? [] : slotsOn(chosen), closedDay, date: chosen };
}

/** The cart's lines in the calculate rules' terms, for the machine's own check of the wallet. */
export function calculateLines(store: CartStore): CalculateLine[] {
  const cart = store.server ? cartFromServer(toServerCart(store.server)) : store.cart;
  return cart.lines.map((line) => ({
    price: fromMinor(line.price),
    tax: fromMinor(line.tax),
    discount: fromMinor(line.discount),
    quantity: line.quantity,
    addons: line.addons.map((addon) => ({
      price: fromMinor(addon.price),
      tax: 0,
      discount: 0,
      quantity: addon.quantity,
    })),
  }));
}

async function couponCheck(api: ApiClient, coupon: string | undefined, shopId: number) {
  if (!coupon) return null;
  try {
    const found = await checkCoupon(api, { coupon, shop_id: shopId });
    return { code: coupon, ok: true as const, coupon: found };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return { code: coupon, ok: false as const, message: error.message };
    }
    throw error;
  }
}

export async function checkoutData(
  request: Request,
  context: Pick<AppLoadContext, "cookies">,
  api: ApiClient,
  shopId: number,
  current: DeliveryAddress,
  currencyId: number | null,
  asked: Partial<CheckoutChoice>,
) {
  const [shop, store, settings, payments, profile, addresses] = await Promise.all([
    getShop(api, shopId),
    loadCartStore(context, api, true),
    getSettings(api).then(settingsToMap),
    getPaymentMethods(api),
    getProfile(api),
    listAddresses(api, { perPage: 20 }).then((page) => page.data),
  ]);
  const web = await fixedT(request, context, ["web"]);
  const places = placesFor(addresses, current, "current", web("web:defaultAddress"));
  const defaultPlace = addresses.find((a) => a.active) ? String(addresses.find((a) => a.active)?.id) : "current";
  const place = places.find((p) => p.key === (asked.address ?? defaultPlace)) ?? places[places.length - 1];
  const schedule = scheduleFor(shop, asked.date);
  const type = asked.type ?? "delivery";
  const tips = type === "delivery" ? (asked.tips ?? 0) : 0;
  const coupon = await couponCheck(api, asked.coupon, shopId);
  const totals =
    store.cartId !== null && store.cart.shopId === shopId
      ? await calculate(api, store.cartId, {
          type,
          ...(type === "delivery" && place ? { address: toWireLocation(place.location) } : {}),
          ...(coupon?.ok ? { coupon: coupon.code } : {}),
          ...(tips ? { tips } : {}),
          ...(currencyId ? { currency_id: currencyId } : {}),
        })
      : null;
  const choice: CheckoutChoice = {
    type,
    address: place?.key ?? "current",
    date: schedule.date,
    time: asked.time && schedule.slots.includes(asked.time) ? asked.time : (schedule.slots[0] ?? ""),
    note: asked.note ?? "",
    phone: asked.phone ?? profile.phone ?? "",
    coupon: asked.coupon ?? "",
    tips,
    paymentId: asked.paymentId ?? null,
  };
  const priced = totals && !("error" in totals) ? (totals as CalculateResult) : null;
  return {
    shop,
    store,
    places,
    schedule,
    choice,
    coupon,
    totals: priced,
    /** The shop's minimum order when the cart has not reached it (core's rule, the API's amounts). */
    minimum: priced ? minimumOrderShortfall(shop.min_amount, priced.price - priced.total_discount) : null,
    totalsError: totals && "error" in totals ? totals.error : null,
    payments: payments.filter((p) => p.active),
    walletBalance: profile.wallet?.price ?? null,
    phoneRequired: settings.before_order_phone_required === "1",
    serviceFee: Number(settings.service_fee ?? 0) || 0,
  };
}

/**
 * The sentence an order below the shop's minimum is refused with, in the page's language and
 * currency: what the checkout shows before its button, for a form posted without JavaScript.
 */
export async function minimumOrderSentence(
  request: Request,
  context: Pick<AppLoadContext, "cookies">,
  api: ApiClient,
  shortfall: MinimumOrderShortfall,
): Promise<string> {
  const { lang, currencyId } = readPreferences(request, context);
  const currencies = await getActiveCurrencies(api);
  const currency = currencies.find((c) => c.id === currencyId) ?? currencies.find((c) => c.default) ?? null;
  const t = await fixedT(request, context, ["web"]);
  return t("web:minimumOrder.below", { minimum: formatPrice(shortfall.minimum, currency, lang) });
}

/**
 * The order request a posted checkout form asks for, checked with core's checkout rule (the
 * machine's guards): the same problems, in the same order, as with JavaScript.
 */
export function orderRequestFrom(
  form: FormData,
  places: CheckoutPlace[],
  cartId: number,
  shopId: number,
  currencyId: number | null,
  payments: readonly { id: number; tag: string }[],
  limits: CheckoutLimits,
): { request: OrderRequest; tag: string | null } | { error: string; field: string } {
  const choice = readChoice(form);
  const payment = choice.paymentId
    ? (payments.find((p) => p.id === choice.paymentId) ?? { id: choice.paymentId })
    : null;
  const type = choice.type ?? "delivery";
  const place = places.find((p) => p.key === choice.address);
  const draft: CheckoutDraft = {
    cartId,
    shopId,
    currencyId: currencyId ?? 0,
    rate: 1,
    deliveryType: type,
    address: place ? { address: place.address, location: place.location } : null,
    date: choice.date || null,
    time: choice.time || null,
    payment,
    phone: choice.phone ?? "",
    note: choice.note ?? "",
    coupon: choice.coupon || null,
    tips: choice.tips ?? 0,
    idempotencyKey: text(form.get("idempotency_key")) || null,
  };
  const problem = checkoutProblem(draft, limits);
  if (problem) return { error: problem.message, field: problem.field };
  return { request: orderRequestOf(draft), tag: payment && "tag" in payment ? payment.tag : null };
}

/**
 * A provider page the in-process API served is on its internal origin; the customer reaches the
 * same Worker through the page's own origin.
 */
export function publicPaymentUrl(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  if (parsed.origin !== "http://api.internal") return parsed.toString();
  return new URL(`${parsed.pathname}${parsed.search}`, origin).toString();
}

export type PlaceResult = { ok: true; orderId: number; url: string } | { ok: false; message: string; field?: string };

/** Places the order; cash and wallet go to the order page, a provider to its payment page. */
export async function placeOrder(
  api: ApiClient,
  order: OrderRequest,
  tag: string | null,
  origin: string,
): Promise<PlaceResult> {
  const { currency_id, rate: _rate, ...rest } = order;
  try {
    const made = await createOrder(api, { ...rest, ...(currency_id ? { currency_id } : {}) });
    const paymentTag = made.transaction?.payment_system?.tag ?? tag;
    if (!paymentTag || paysInHouse(paymentTag)) {
      return { ok: true, orderId: made.id, url: `/orders/${made.id}` };
    }
    const url = await startProviderPayment(api, paymentTag, { order_id: made.id });
    return { ok: true, orderId: made.id, url: publicPaymentUrl(url, origin) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      const field = Object.keys(error.params ?? {})[0];
      return { ok: false, message: error.message, ...(field ? { field } : {}) };
    }
    throw error;
  }
}
