import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type CheckoutInput, checkoutMachine, type OrderRequest } from "../../src/machines/checkout.js";

// Friday 2027-01-01 is open 09:00–12:00; the order request is checked field by field.
const INPUT: CheckoutInput = {
  cartId: 7,
  currencyId: 2,
  shop: {
    id: 3,
    price: 2,
    price_per_km: 0,
    tax: 0,
    schedule: { shop_working_days: [{ day: "friday", from: "09-00", to: "12-00" }], shop_closed_date: [] },
  },
  lines: [{ price: 10, tax: 0, discount: 0, quantity: 1 }],
};

const home = { address: "1 High Street", location: { latitude: 51.5, longitude: -0.1 } };

function start(input: Partial<CheckoutInput> = {}) {
  const sent: OrderRequest[] = [];
  const payments: Array<{ orderId: number; tag: string }> = [];
  const machine = checkoutMachine.provide({
    actors: {
      createOrder: fromPromise<{ id: number }, OrderRequest>(async ({ input: request }) => {
        sent.push(request);
        return { id: 41 };
      }),
      startPayment: fromPromise<{ url: string }, { orderId: number; tag: string }>(async ({ input: payment }) => {
        payments.push(payment);
        return { url: "https://pay.example/41" };
      }),
    },
  });
  const actor = createActor(machine, { input: { ...INPUT, ...input } }).start();
  return { actor, sent, payments };
}

describe("checkout: what the order request carries", () => {
  it("sends a delivery order with its address, coupon, trimmed phone, tips, note and key", async () => {
    const { actor, sent } = start({ idempotencyKey: "key-0001", rate: 1.5 });
    actor.send({ type: "checkout.setAddress", address: home });
    actor.send({ type: "checkout.setDate", date: "2027-01-01" });
    actor.send({ type: "checkout.setTime", time: "10:00" });
    actor.send({ type: "checkout.setPayment", payment: { id: 1, tag: "cash" } });
    actor.send({ type: "checkout.setPhone", phone: " +447700900001 " });
    actor.send({ type: "checkout.setCoupon", coupon: { code: "SAVE", type: "fix", price: 1, for: "total_price" } });
    actor.send({ type: "checkout.setTips", tips: 2 });
    actor.send({ type: "checkout.setNote", note: "  ring twice " });
    actor.send({ type: "checkout.submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("done");
    expect(actor.getSnapshot().context.orderId).toBe(41);
    expect(sent).toEqual([
      {
        cart_id: 7,
        shop_id: 3,
        currency_id: 2,
        rate: 1.5,
        delivery_type: "delivery",
        delivery_date: "2027-01-01",
        delivery_time: "10:00",
        location: [home.location.latitude, home.location.longitude],
        address: { address: home.address },
        coupon: "SAVE",
        phone: "+447700900001",
        payment_id: 1,
        tips: 2,
        note: "ring twice",
        idempotency_key: "key-0001",
      },
    ]);
  });

  it("sends a pickup order without address or tips, at rate 1 when none is given", async () => {
    const { actor, sent } = start();
    actor.send({ type: "checkout.setAddress", address: home });
    actor.send({ type: "checkout.setTips", tips: 3 });
    actor.send({ type: "checkout.setType", deliveryType: "pickup" });
    actor.send({ type: "checkout.setDate", date: "2027-01-01" });
    actor.send({ type: "checkout.setTime", time: "09:30" });
    actor.send({ type: "checkout.setPayment", payment: { id: 1, tag: "cash" } });
    actor.send({ type: "checkout.submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent).toEqual([
      {
        cart_id: 7,
        shop_id: 3,
        currency_id: 2,
        rate: 1,
        delivery_type: "pickup",
        delivery_date: "2027-01-01",
        delivery_time: "09:30",
        payment_id: 1,
      },
    ]);
  });

  it("hands a card payment to the provider with the new order's id", async () => {
    const { actor, payments } = start();
    actor.send({ type: "checkout.setType", deliveryType: "pickup" });
    actor.send({ type: "checkout.setDate", date: "2027-01-01" });
    actor.send({ type: "checkout.setTime", time: "09:00" });
    actor.send({ type: "checkout.setPayment", payment: { id: 4, tag: "stripe" } });
    actor.send({ type: "checkout.submit" });
    await waitFor(actor, (s) => s.value === "redirected");
    expect(payments).toEqual([{ orderId: 41, tag: "stripe" }]);
    expect(actor.getSnapshot().context.paymentUrl).toBe("https://pay.example/41");
  });
});

describe("checkout: totals and refusals", () => {
  it("counts the coupon and tips in the total, and never negative tips", () => {
    const { actor } = start();
    // 10.00 of lines + 2.00 delivery
    expect(actor.getSnapshot().context.total).toBe(1200);
    actor.send({ type: "checkout.setTips", tips: 1.5 });
    expect(actor.getSnapshot().context.total).toBe(1350);
    actor.send({ type: "checkout.setTips", tips: -5 });
    expect(actor.getSnapshot().context.tips).toBe(0);
    expect(actor.getSnapshot().context.total).toBe(1200);
    actor.send({
      type: "checkout.setCoupon",
      coupon: { code: "HALF", type: "percent", price: 50, for: "total_price" },
    });
    expect(actor.getSnapshot().context.total).toBe(600);
    actor.send({ type: "checkout.setCoupon", coupon: null });
    expect(actor.getSnapshot().context.total).toBe(1200);
  });

  it("offers today only the slots from now on, and every slot on another day", () => {
    const { actor } = start({ today: "2027-01-01", now: "10:45" });
    actor.send({ type: "checkout.setDate", date: "2027-01-01" });
    expect(actor.getSnapshot().context.slots).toEqual(["11:00", "11:30"]);
    actor.send({ type: "checkout.setTime", time: "09:00" });
    expect(actor.getSnapshot().context.time).toBeNull();
    actor.send({ type: "checkout.setDate", date: "2027-01-08" });
    expect(actor.getSnapshot().context.slots).toHaveLength(6);
  });

  it("asks for the missing date, time or address before placing anything", async () => {
    const { actor, sent } = start();
    actor.send({ type: "checkout.setPayment", payment: { id: 1, tag: "cash" } });
    actor.send({ type: "checkout.submit" });
    expect(actor.getSnapshot().context.error).toBe("Required");
    actor.send({ type: "checkout.setDate", date: "2027-01-01" });
    actor.send({ type: "checkout.submit" });
    expect(actor.getSnapshot().context.error).toBe("Required");
    actor.send({ type: "checkout.setTime", time: "10:00" });
    actor.send({ type: "checkout.submit" });
    expect(actor.getSnapshot().context.error).toBe("Required");
    expect(actor.getSnapshot().value).toBe("editing");
    expect(sent).toEqual([]);
  });

  it("refuses a wallet payment short by one cent and accepts one that covers the total exactly", async () => {
    const short = start({ walletBalance: 1199 });
    const exact = start({ walletBalance: 1200 });
    for (const { actor } of [short, exact]) {
      actor.send({ type: "checkout.setAddress", address: home });
      actor.send({ type: "checkout.setDate", date: "2027-01-01" });
      actor.send({ type: "checkout.setTime", time: "10:00" });
      actor.send({ type: "checkout.setPayment", payment: { id: 2, tag: "wallet" } });
      actor.send({ type: "checkout.submit" });
    }
    expect(short.actor.getSnapshot().context.error).toBe("Insufficient wallet balance");
    expect(short.sent).toEqual([]);
    await waitFor(exact.actor, (s) => s.status === "done");
    expect(exact.sent).toHaveLength(1);
  });

  it("starts with no wallet balance, so a wallet payment is refused when none is given", () => {
    const { actor } = start();
    actor.send({ type: "checkout.setAddress", address: home });
    actor.send({ type: "checkout.setDate", date: "2027-01-01" });
    actor.send({ type: "checkout.setTime", time: "10:00" });
    actor.send({ type: "checkout.setPayment", payment: { id: 2, tag: "wallet" } });
    actor.send({ type: "checkout.submit" });
    expect(actor.getSnapshot().context.error).toBe("Insufficient wallet balance");
  });
});
