/**
 * Model-based tests of the checkout machine: one model for the delivery
 * details (type, zone, day, slot) and one for submitting (payment, phone,
 * wallet, order, payment redirect), against a fake order API.
 */
import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import { type CheckoutInput, checkoutMachine, type OrderRequest } from "../../src/machines/checkout.js";
import { MESSAGES } from "../../src/rules/messages.js";
import { isOpenAt } from "../../src/rules/schedule.js";
import { CallQueue } from "../fakes/callQueue.js";
import { describeModels, modelPaths } from "./describeModel.js";

const ZONE = [
  { latitude: 51.4, longitude: -0.3 },
  { latitude: 51.6, longitude: -0.3 },
  { latitude: 51.6, longitude: 0.1 },
  { latitude: 51.4, longitude: 0.1 },
];
const INSIDE = { address: "1 High St", location: { latitude: 51.5, longitude: -0.12 } };
const OUTSIDE = { address: "Paris", location: { latitude: 48.85, longitude: 2.35 } };
const OPEN_DAY = "2026-11-23"; // a Monday
const CLOSED_DAY = "2026-11-30"; // a closed date
const CASH = { id: 1, tag: "cash" };
const WALLET = { id: 2, tag: "wallet" };
const CARD = { id: 3, tag: "stripe" };
const PHONE = "+44 20 7946 0000";

const INPUT: CheckoutInput = {
  cartId: 50,
  currencyId: 1,
  shop: {
    id: 3,
    price: 2,
    price_per_km: 0,
    tax: 0,
    zone: ZONE,
    schedule: {
      shop_working_days: [{ day: "monday", from: "09-00", to: "21-00", disabled: false }],
      shop_closed_date: [{ day: CLOSED_DAY }],
    },
  },
  lines: [{ price: 10, tax: 1, discount: 0, quantity: 1 }],
  serviceFee: 1,
  phoneRequired: true,
  walletBalance: 1000,
  idempotencyKey: "checkout-key-0001",
};
/** 11.00 of products + 1.00 service fee, and 2.00 delivery when delivered. */
const TOTAL = { delivery: 1400, pickup: 1200 };

function createHarness() {
  const queue = new CallQueue();
  const orders: OrderRequest[] = [];
  let redirectedTo: string | null = null;
  const machine = checkoutMachine.provide({
    actors: {
      createOrder: fromPromise<{ id: number }, OrderRequest>(({ input, signal }) =>
        queue.call(
          "server",
          () => {
            if (!isOpenAt(INPUT.shop.schedule, input.delivery_date, input.delivery_time)) {
              throw { statusCode: "ERROR_400", message: "Shop is closed" };
            }
            if (orders.some((o) => o.cart_id === input.cart_id))
              throw { statusCode: "ERROR_501", message: "Already ordered" };
            orders.push(input);
            return { id: 700 + orders.length };
          },
          signal,
        ),
      ),
      startPayment: fromPromise<{ url: string }, { orderId: number; tag: string }>(({ input, signal }) =>
        queue.call("server", () => ({ url: `https://pay.test/${input.tag}?order_id=${input.orderId}` }), signal),
      ),
    },
    actions: {
      redirect: (_, { url }) => {
        redirectedTo = url;
      },
    },
  });
  const actor = createActor(machine, { input: INPUT }).start();
  return { actor, queue, orders, redirectedTo: () => redirectedTo };
}

type Harness = ReturnType<typeof createHarness>;

// ---------- details ----------

interface Details {
  type: "delivery" | "pickup";
  address: boolean;
  date: boolean;
  time: boolean;
  error: string | null;
}

type DetailsEvent =
  | { type: "checkout.setType"; deliveryType: "delivery" | "pickup" }
  | { type: "checkout.setAddress"; address: typeof INSIDE }
  | { type: "checkout.setDate"; date: string }
  | { type: "checkout.setTime"; time: string };

const detailsModel = setup({ types: { context: {} as Details, events: {} as DetailsEvent } }).createMachine({
  id: "detailsModel",
  context: { type: "delivery", address: false, date: false, time: false, error: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "checkout.setType": {
          actions: assign({
            type: ({ event }) => (event as { deliveryType: Details["type"] }).deliveryType,
            error: null,
          }),
        },
        "checkout.setAddress": [
          {
            guard: ({ event }) => (event as { address: typeof INSIDE }).address === INSIDE,
            actions: assign({ address: true, error: null }),
          },
          { actions: assign({ error: MESSAGES.outsideZone }) },
        ],
        "checkout.setDate": [
          {
            guard: ({ event }) => (event as { date: string }).date === OPEN_DAY,
            actions: assign({ date: true, time: false, error: null }),
          },
          { actions: assign({ date: false, time: false, error: MESSAGES.shopClosedDay }) },
        ],
        "checkout.setTime": { guard: ({ context }) => context.date, actions: assign({ time: true, error: null }) },
      },
    },
  },
});

function checkDetails(h: Harness, m: ReturnType<typeof detailsModel.getInitialSnapshot>) {
  const s = h.actor.getSnapshot();
  expect(s.matches("editing")).toBe(true);
  expect(s.context.deliveryType).toBe(m.context.type);
  expect(s.context.address).toEqual(m.context.address ? INSIDE : null);
  expect(s.context.date).toBe(m.context.date ? OPEN_DAY : null);
  expect(s.context.slots.length > 0).toBe(m.context.date);
  if (m.context.date) expect(s.context.slots[0]).toBe("09:00");
  expect(s.context.time).toBe(m.context.time ? "10:00" : null);
  expect(s.context.error).toBe(m.context.error);
  expect(s.context.total).toBe(TOTAL[m.context.type]);
}

// ---------- submission ----------

interface Submission {
  payment: "none" | "cash" | "wallet" | "stripe";
  phone: boolean;
  ordered: boolean;
  error: string | null;
}

type SubmissionEvent =
  | { type: "checkout.setPayment"; payment: typeof CASH }
  | { type: "checkout.setPhone"; phone: string }
  | { type: "checkout.paymentResult"; paid: boolean }
  | { type: "checkout.submit" | "server.ok" | "server.fail" };

const submissionModel = setup({ types: { context: {} as Submission, events: {} as SubmissionEvent } }).createMachine({
  id: "submissionModel",
  context: { payment: "none", phone: false, ordered: false, error: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "checkout.setPayment": {
          actions: assign({
            payment: ({ event }) => (event as { payment: typeof CASH }).payment.tag as Submission["payment"],
            error: null,
          }),
        },
        "checkout.setPhone": { actions: assign({ phone: true, error: null }) },
        "checkout.submit": [
          { guard: ({ context }) => context.payment === "none", actions: assign({ error: MESSAGES.choosePayment }) },
          { guard: ({ context }) => !context.phone, actions: assign({ error: MESSAGES.phoneRequired }) },
          {
            guard: ({ context }) => context.payment === "wallet",
            actions: assign({ error: MESSAGES.insufficientBalance }),
          },
          { target: "submitting" },
        ],
      },
    },
    submitting: {
      on: {
        // A second click while the order is on its way sends nothing more.
        "checkout.submit": {},
        "server.ok": [
          {
            guard: ({ context }) => context.payment === "cash",
            target: "done",
            actions: assign({ ordered: true, error: null }),
          },
          { target: "paying", actions: assign({ ordered: true, error: null }) },
        ],
        "server.fail": { target: "editing", actions: assign({ error: "Server error" }) },
      },
    },
    paying: {
      on: {
        "server.ok": "redirected",
        "server.fail": { target: "failed", actions: assign({ error: "Server error" }) },
      },
    },
    redirected: {
      on: {
        "checkout.paymentResult": [
          { guard: ({ event }) => (event as { paid: boolean }).paid, target: "done" },
          { target: "failed", actions: assign({ error: "Payment failed" }) },
        ],
      },
    },
    done: { type: "final" },
    failed: { type: "final" },
  },
});

function checkSubmission(h: Harness, m: ReturnType<typeof submissionModel.getInitialSnapshot>) {
  const s = h.actor.getSnapshot();
  expect(s.matches(m.value as never)).toBe(true);
  expect(s.context.error).toBe(m.context.error);
  expect(s.context.payment?.tag ?? "none").toBe(m.context.payment);
  expect(h.orders).toHaveLength(m.context.ordered ? 1 : 0);
  if (m.context.ordered) {
    expect(s.context.orderId).toBe(701);
    expect(h.orders[0]).toMatchObject({
      cart_id: 50,
      shop_id: 3,
      delivery_type: "delivery",
      delivery_date: OPEN_DAY,
      delivery_time: "10:00",
      phone: PHONE,
      location: [INSIDE.location.latitude, INSIDE.location.longitude],
      note: "Ring twice",
      idempotency_key: "checkout-key-0001",
    });
  }
  if (m.matches("redirected")) expect(h.redirectedTo()).toBe("https://pay.test/stripe?order_id=701");
  const busy = m.matches("submitting") || m.matches("paying");
  expect(h.queue.pending).toEqual(busy ? ["server"] : []);
}

// ---------- tests ----------

const detailsTestModel = createTestModel(detailsModel, {
  events: [
    { type: "checkout.setType", deliveryType: "pickup" },
    { type: "checkout.setType", deliveryType: "delivery" },
    { type: "checkout.setAddress", address: INSIDE },
    { type: "checkout.setAddress", address: OUTSIDE },
    { type: "checkout.setDate", date: OPEN_DAY },
    { type: "checkout.setDate", date: CLOSED_DAY },
    { type: "checkout.setTime", time: "10:00" },
  ],
});

const submissionTestModel = createTestModel(submissionModel, {
  events: [
    { type: "checkout.setPayment", payment: CASH },
    { type: "checkout.setPayment", payment: WALLET },
    { type: "checkout.setPayment", payment: CARD },
    { type: "checkout.setPhone", phone: PHONE },
    { type: "checkout.paymentResult", paid: true },
    { type: "checkout.paymentResult", paid: false },
  ],
});

describeModels("checkout machine (model-based)", [
  modelPaths({
    label: "details",
    model: detailsTestModel,
    pathCount: 16,
    harness: createHarness,
    check: checkDetails,
    send: ["checkout.setType", "checkout.setAddress", "checkout.setDate", "checkout.setTime"],
  }),
  modelPaths({
    label: "submission",
    model: submissionTestModel,
    pathCount: 12,
    harness: () => {
      const h = createHarness();
      h.actor.send({ type: "checkout.setAddress", address: INSIDE });
      h.actor.send({ type: "checkout.setDate", date: OPEN_DAY });
      h.actor.send({ type: "checkout.setTime", time: "10:00" });
      h.actor.send({ type: "checkout.setNote", note: "  Ring twice " });
      return h;
    },
    check: checkSubmission,
    send: ["checkout.setPayment", "checkout.setPhone", "checkout.submit", "checkout.paymentResult"],
    events: (h) => ({
      "server.ok": () => h.queue.answer("server"),
      "server.fail": () => h.queue.fail("server"),
    }),
  }),
]);

describe("checkout machine: placing twice", () => {
  it("a second submit while the first is on its way sends no second order", () => {
    const h = createHarness();
    h.actor.send({ type: "checkout.setAddress", address: INSIDE });
    h.actor.send({ type: "checkout.setDate", date: OPEN_DAY });
    h.actor.send({ type: "checkout.setTime", time: "10:00" });
    h.actor.send({ type: "checkout.setPayment", payment: CASH });
    h.actor.send({ type: "checkout.setPhone", phone: PHONE });
    h.actor.send({ type: "checkout.submit" });
    h.actor.send({ type: "checkout.submit" });
    expect(h.queue.pending).toEqual(["server"]);
    h.queue.answer("server");
    return Promise.resolve().then(() => {
      expect(h.orders).toHaveLength(1);
      expect(h.orders[0]?.idempotency_key).toBe("checkout-key-0001");
    });
  });
});
