import type { PaymentMethod as ApiPaymentMethod } from "@tiffin/api-client/schemas";
/**
 * Checkout: delivery or pickup, an address inside the shop's zone, a day
 * the shop is open and a time slot, a payment method, a phone when the
 * settings ask for one, the wallet balance, a coupon and tips; then the
 * order is placed and, for an external provider, the customer is sent to
 * the payment page and comes back with a result.
 *
 * Totals are computed with the same money rules as the API
 * (calculateCartMinor); what an order needs before it goes, and its
 * request, are rules/checkout's. Injected actors: `createOrder` (OrderRequest →
 * {id}), `startPayment` ({orderId, tag} → {url}); action `redirect` ({url}).
 */
import { assign, fromPromise, setup } from "xstate";
import {
  type CalculateLine,
  type CalculateShop,
  type Coupon,
  calculateCartMinor,
  type DeliveryType,
} from "../rules/calculate.js";
import {
  type CheckoutDraft,
  checkoutProblem,
  type OrderRequest,
  orderRequestOf,
  paysInHouse,
} from "../rules/checkout.js";
import { distanceKm, isInsideZone, type LatLng } from "../rules/geo.js";
import { errorMessage, MESSAGES } from "../rules/messages.js";
import { fromMinor } from "../rules/money.js";
import { isClosedOn, type ShopSchedule, timeSlots } from "../rules/schedule.js";
import { failureOf } from "./actor-events.js";

/** A payment method as checkout needs it: `rest/payments`' id and tag. */
export type PaymentMethod = Pick<ApiPaymentMethod, "id" | "tag">;

export interface CheckoutAddress {
  address: string;
  location: LatLng;
}

export interface CheckoutShop extends CalculateShop {
  id: number;
  location?: LatLng;
  /** The delivery zone polygon; without one every address is accepted. */
  zone?: LatLng[];
  schedule: ShopSchedule;
}

export interface CheckoutInput {
  cartId: number;
  currencyId: number;
  rate?: number;
  shop: CheckoutShop;
  lines: CalculateLine[];
  serviceFee?: number;
  phoneRequired?: boolean;
  /** Wallet balance in minor units of the selected currency. */
  walletBalance?: number;
  /** "YYYY-MM-DD" and "HH:mm" of now, for today's slots. */
  today?: string;
  now?: string;
  /**
   * Sent with the order: the same key makes the same order, so a retry after a lost answer or a
   * second click never places two.
   */
  idempotencyKey?: string;
}

export type { OrderRequest };

export interface CheckoutContext
  extends Required<
    Pick<
      CheckoutInput,
      "cartId" | "currencyId" | "rate" | "shop" | "lines" | "serviceFee" | "phoneRequired" | "walletBalance"
    >
  > {
  today: string | null;
  now: string | null;
  idempotencyKey: string | null;
  note: string;
  deliveryType: DeliveryType;
  address: CheckoutAddress | null;
  date: string | null;
  slots: string[];
  time: string | null;
  payment: PaymentMethod | null;
  phone: string;
  coupon: (Coupon & { code: string }) | null;
  tips: number;
  /** Total in minor units of the selected currency. */
  total: number;
  orderId: number | null;
  paymentUrl: string | null;
  error: string | null;
}

export type CheckoutEvent =
  | { type: "checkout.setType"; deliveryType: DeliveryType }
  | { type: "checkout.setAddress"; address: CheckoutAddress }
  | { type: "checkout.setDate"; date: string }
  | { type: "checkout.setTime"; time: string }
  | { type: "checkout.setPayment"; payment: PaymentMethod }
  | { type: "checkout.setPhone"; phone: string }
  | { type: "checkout.setCoupon"; coupon: (Coupon & { code: string }) | null }
  | { type: "checkout.setTips"; tips: number }
  | { type: "checkout.setNote"; note: string }
  | { type: "checkout.submit" }
  | { type: "checkout.paymentResult"; paid: boolean };

/** The machine's choices as the checkout rules read them. */
const draftOf = (context: CheckoutContext): CheckoutDraft => ({
  cartId: context.cartId,
  shopId: context.shop.id,
  currencyId: context.currencyId,
  rate: context.rate,
  deliveryType: context.deliveryType,
  address: context.address,
  date: context.date,
  time: context.time,
  payment: context.payment,
  phone: context.phone,
  note: context.note,
  coupon: context.coupon?.code ?? null,
  tips: context.tips,
  idempotencyKey: context.idempotencyKey,
});

/** The first problem core's checkout rule finds with what is chosen, by its message. */
const problemIs =
  (message: string) =>
  ({ context }: { context: CheckoutContext }) =>
    checkoutProblem(draftOf(context), {
      phoneRequired: context.phoneRequired,
      walletBalance: context.walletBalance,
      total: context.total,
    })?.message === message;

function totalOf(context: Omit<CheckoutContext, "total">): number {
  return calculateCartMinor({
    lines: context.lines,
    shop: context.shop,
    type: context.deliveryType,
    km: context.shop.location && context.address ? distanceKm(context.shop.location, context.address.location) : 0,
    serviceFee: context.serviceFee,
    coupon: context.coupon,
    tips: context.tips,
    rate: context.rate,
  }).total_price;
}

const withTotal = (context: CheckoutContext): Partial<CheckoutContext> => ({ total: totalOf(context) });

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    createOrder: fromPromise<{ id: number }, OrderRequest>(async () => {
      throw new Error("checkout: createOrder was not provided");
    }),
    startPayment: fromPromise<{ url: string }, { orderId: number; tag: string }>(async () => {
      throw new Error("checkout: startPayment was not provided");
    }),
  },
  actions: {
    redirect: (_, _params: { url: string }) => {},
    setType: assign(({ context, event }) => {
      if (event.type !== "checkout.setType") return {};
      const next = { ...context, deliveryType: event.deliveryType, error: null };
      return { deliveryType: event.deliveryType, error: null, ...withTotal(next) };
    }),
    setAddress: assign(({ context, event }) => {
      if (event.type !== "checkout.setAddress") return {};
      const next = { ...context, address: event.address };
      return { address: event.address, error: null, ...withTotal(next) };
    }),
    outsideZone: assign({ error: MESSAGES.outsideZone }),
    setDate: assign(({ context, event }) => {
      if (event.type !== "checkout.setDate") return {};
      const notBefore = context.today === event.date && context.now ? context.now : undefined;
      return {
        date: event.date,
        slots: timeSlots(context.shop.schedule, event.date, notBefore ? { notBefore } : {}),
        time: null,
        error: null,
      };
    }),
    shopClosed: assign({ error: MESSAGES.shopClosedDay, date: null, slots: [], time: null }),
    setTime: assign({ time: ({ event }) => (event.type === "checkout.setTime" ? event.time : null), error: null }),
    setPayment: assign({
      payment: ({ event }) => (event.type === "checkout.setPayment" ? event.payment : null),
      error: null,
    }),
    setPhone: assign({
      phone: ({ event }) => (event.type === "checkout.setPhone" ? event.phone.trim() : ""),
      error: null,
    }),
    setCoupon: assign(({ context, event }) => {
      if (event.type !== "checkout.setCoupon") return {};
      return { coupon: event.coupon, ...withTotal({ ...context, coupon: event.coupon }) };
    }),
    setTips: assign(({ context, event }) => {
      if (event.type !== "checkout.setTips") return {};
      const tips = Math.max(0, event.tips);
      return { tips, ...withTotal({ ...context, tips }) };
    }),
    setNote: assign({ note: ({ event }) => (event.type === "checkout.setNote" ? event.note.trim() : "") }),
    choosePayment: assign({ error: MESSAGES.choosePayment }),
    phoneRequired: assign({ error: MESSAGES.phoneRequired }),
    detailsRequired: assign({ error: MESSAGES.required }),
    insufficientBalance: assign({ error: MESSAGES.insufficientBalance }),
    placed: assign((_, order: { id: number }) => ({ orderId: order.id, error: null })),
    paymentStarted: assign((_, payment: { url: string }) => ({ paymentUrl: payment.url })),
    failed: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    paymentFailed: assign({ error: "Payment failed" }),
  },
  guards: {
    insideZone: ({ context, event }) =>
      event.type === "checkout.setAddress" &&
      (!context.shop.zone || isInsideZone(event.address.location, context.shop.zone)),
    closedThatDay: ({ context, event }) =>
      event.type === "checkout.setDate" && isClosedOn(context.shop.schedule, event.date),
    knownSlot: ({ context, event }) => event.type === "checkout.setTime" && context.slots.includes(event.time),
    noPayment: problemIs(MESSAGES.choosePayment),
    phoneMissing: problemIs(MESSAGES.phoneRequired),
    detailsMissing: problemIs(MESSAGES.required),
    walletShort: problemIs(MESSAGES.insufficientBalance),
    paysInHouse: ({ context }) => paysInHouse(context.payment?.tag),
    paid: ({ event }) => event.type === "checkout.paymentResult" && event.paid,
  },
}).createMachine({
  id: "checkout",
  context: ({ input }) => {
    const base = {
      cartId: input.cartId,
      currencyId: input.currencyId,
      rate: input.rate ?? 1,
      shop: input.shop,
      lines: input.lines,
      serviceFee: input.serviceFee ?? 0,
      phoneRequired: input.phoneRequired ?? false,
      walletBalance: input.walletBalance ?? 0,
      today: input.today ?? null,
      now: input.now ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      note: "",
      deliveryType: "delivery" as DeliveryType,
      address: null,
      date: null,
      slots: [],
      time: null,
      payment: null,
      phone: "",
      coupon: null,
      tips: 0,
      total: 0,
      orderId: null,
      paymentUrl: null,
      error: null,
    };
    return { ...base, total: totalOf(base) };
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "checkout.setType": { actions: "setType" },
        "checkout.setAddress": [{ guard: "insideZone", actions: "setAddress" }, { actions: "outsideZone" }],
        "checkout.setDate": [{ guard: "closedThatDay", actions: "shopClosed" }, { actions: "setDate" }],
        "checkout.setTime": { guard: "knownSlot", actions: "setTime" },
        "checkout.setPayment": { actions: "setPayment" },
        "checkout.setPhone": { actions: "setPhone" },
        "checkout.setCoupon": { actions: "setCoupon" },
        "checkout.setTips": { actions: "setTips" },
        "checkout.setNote": { actions: "setNote" },
        "checkout.submit": [
          { guard: "noPayment", actions: "choosePayment" },
          { guard: "phoneMissing", actions: "phoneRequired" },
          { guard: "detailsMissing", actions: "detailsRequired" },
          { guard: "walletShort", actions: "insufficientBalance" },
          { target: "submitting" },
        ],
      },
    },
    submitting: {
      invoke: {
        id: "createOrder",
        src: "createOrder",
        input: ({ context }) => orderRequestOf(draftOf(context)),
        onDone: [
          { guard: "paysInHouse", target: "done", actions: { type: "placed", params: ({ event }) => event.output } },
          { target: "paying", actions: { type: "placed", params: ({ event }) => event.output } },
        ],
        onError: { target: "editing", actions: { type: "failed", params: failureOf } },
      },
    },
    paying: {
      invoke: {
        id: "startPayment",
        src: "startPayment",
        input: ({ context }) => ({ orderId: context.orderId ?? 0, tag: context.payment?.tag ?? "" }),
        onDone: {
          target: "redirected",
          actions: [
            { type: "paymentStarted", params: ({ event }) => event.output },
            { type: "redirect", params: ({ event }) => ({ url: event.output.url }) },
          ],
        },
        onError: { target: "failed", actions: { type: "failed", params: failureOf } },
      },
    },
    // The customer is on the provider's page; the return call brings the result.
    redirected: {
      on: {
        "checkout.paymentResult": [
          { guard: "paid", target: "done" },
          { target: "failed", actions: "paymentFailed" },
        ],
      },
    },
    done: { type: "final" },
    failed: { type: "final" },
  },
});

/** The total to show, in major units. */
export const checkoutTotal = (context: Pick<CheckoutContext, "total">): number => fromMinor(context.total);
