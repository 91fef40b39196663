import { describe, expect, it } from "vitest";
import { type CheckoutDraft, checkoutProblem, orderRequestOf, paysInHouse } from "../../src/rules/checkout.js";
import { MESSAGES } from "../../src/rules/messages.js";

const draft: CheckoutDraft = {
  cartId: 7,
  shopId: 3,
  currencyId: 2,
  rate: 1,
  deliveryType: "delivery",
  address: { address: "1 Nile St", location: { latitude: 30.1, longitude: 31.2 } },
  date: "2026-11-30",
  time: "12:00",
  payment: { id: 1, tag: "cash" },
  phone: "",
  note: "",
  coupon: null,
  tips: 2,
  idempotencyKey: "order-key-1",
};
const limits = { phoneRequired: false };

describe("checkoutProblem", () => {
  it("lets a complete order go", () => {
    expect(checkoutProblem(draft, limits)).toBeNull();
    expect(checkoutProblem({ ...draft, deliveryType: "pickup", address: null }, limits)).toBeNull();
  });

  it("names the first thing missing, payment before phone before time before address", () => {
    const empty = { ...draft, payment: null, date: null, address: null };
    expect(checkoutProblem(empty, { phoneRequired: true })).toEqual({
      message: MESSAGES.choosePayment,
      field: "payment_id",
    });
    expect(checkoutProblem({ ...empty, payment: draft.payment }, { phoneRequired: true })).toEqual({
      message: MESSAGES.phoneRequired,
      field: "phone",
    });
    expect(checkoutProblem({ ...empty, payment: draft.payment, phone: "  " }, { phoneRequired: true })?.field).toBe(
      "phone",
    );
    expect(checkoutProblem({ ...draft, time: null }, limits)).toEqual({ message: MESSAGES.required, field: "time" });
    expect(checkoutProblem({ ...draft, address: null }, limits)).toEqual({
      message: MESSAGES.required,
      field: "address",
    });
  });

  it("refuses the wallet when its balance is under the total, and only when both are known", () => {
    const wallet = { ...draft, payment: { id: 4, tag: "wallet" } };
    expect(checkoutProblem(wallet, { ...limits, walletBalance: 999, total: 1000 })?.message).toBe(
      MESSAGES.insufficientBalance,
    );
    expect(checkoutProblem(wallet, { ...limits, walletBalance: 1000, total: 1000 })).toBeNull();
    expect(checkoutProblem(wallet, limits)).toBeNull();
  });
});

describe("orderRequestOf", () => {
  it("sends the address and tips for delivery only, and a well-formed key only", () => {
    expect(orderRequestOf(draft)).toEqual({
      cart_id: 7,
      shop_id: 3,
      currency_id: 2,
      rate: 1,
      delivery_type: "delivery",
      delivery_date: "2026-11-30",
      delivery_time: "12:00",
      location: [30.1, 31.2],
      address: { address: "1 Nile St" },
      payment_id: 1,
      tips: 2,
      idempotency_key: "order-key-1",
    });
    const pickup = orderRequestOf({ ...draft, deliveryType: "pickup", idempotencyKey: "short" });
    expect(pickup).not.toHaveProperty("location");
    expect(pickup).not.toHaveProperty("tips");
    expect(pickup).not.toHaveProperty("idempotency_key");
  });
});

describe("paysInHouse", () => {
  it("is cash and wallet, not a provider or nothing", () => {
    expect(["cash", "wallet", "stripe", "sandbox", null, undefined].map(paysInHouse)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
