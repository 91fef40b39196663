/**
 * What checkout asks of an order before it is placed, and the order request it then sends. The
 * checkout machine's guards and a server reading a posted checkout form both decide with these.
 */
import type { CreateOrderWire } from "@tiffin/api-client/requests";
import type { DeliveryType } from "./calculate.js";
import type { LatLng } from "./geo.js";
import { MESSAGES } from "./messages.js";

/** Methods paid at the shop or from the wallet: no provider page; every other tag has one. */
export const IN_HOUSE_PAYMENTS = ["cash", "wallet"] as const;

export function paysInHouse(tag: string | null | undefined): boolean {
  return IN_HOUSE_PAYMENTS.some((inHouse) => inHouse === tag);
}

/** The order request, as @tiffin/api-client defines it for the API. */
export type OrderRequest = CreateOrderWire;

export interface CheckoutDraft {
  cartId: number;
  shopId: number;
  currencyId: number;
  rate: number;
  deliveryType: DeliveryType;
  address: { address: string; location: LatLng } | null;
  date: string | null;
  time: string | null;
  payment: { id: number; tag?: string } | null;
  phone: string;
  note: string;
  coupon: string | null;
  tips: number;
  idempotencyKey: string | null;
}

export interface CheckoutLimits {
  /** The settings ask for a phone before an order. */
  phoneRequired: boolean;
  /** Wallet balance and total in minor units of the order's currency; unknown skips the check. */
  walletBalance?: number;
  total?: number;
}

export type CheckoutProblem = { message: string; field: "payment_id" | "phone" | "time" | "address" };

/** The first thing missing, in the order a customer is told of them; null when the order can go. */
export function checkoutProblem(draft: CheckoutDraft, limits: CheckoutLimits): CheckoutProblem | null {
  if (!draft.payment) return { message: MESSAGES.choosePayment, field: "payment_id" };
  if (limits.phoneRequired && draft.phone.trim() === "") return { message: MESSAGES.phoneRequired, field: "phone" };
  if (!draft.date || !draft.time) return { message: MESSAGES.required, field: "time" };
  if (draft.deliveryType === "delivery" && !draft.address) return { message: MESSAGES.required, field: "address" };
  if (
    draft.payment.tag === "wallet" &&
    limits.walletBalance !== undefined &&
    limits.total !== undefined &&
    limits.walletBalance < limits.total
  ) {
    return { message: MESSAGES.insufficientBalance, field: "payment_id" };
  }
  return null;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The order request for a draft: the address, tips only for delivery, empty choices left out. */
export function orderRequestOf(draft: CheckoutDraft): OrderRequest {
  const delivery = draft.deliveryType === "delivery";
  return {
    cart_id: draft.cartId,
    shop_id: draft.shopId,
    currency_id: draft.currencyId,
    rate: draft.rate,
    delivery_type: draft.deliveryType,
    delivery_date: draft.date ?? "",
    delivery_time: draft.time ?? "",
    ...(delivery && draft.address
      ? {
          location: [draft.address.location.latitude, draft.address.location.longitude],
          address: { address: draft.address.address },
        }
      : {}),
    ...(draft.coupon ? { coupon: draft.coupon } : {}),
    ...(draft.phone ? { phone: draft.phone } : {}),
    payment_id: draft.payment?.id ?? 0,
    ...(delivery && draft.tips > 0 ? { tips: draft.tips } : {}),
    ...(draft.note ? { note: draft.note } : {}),
    ...(draft.idempotencyKey && IDEMPOTENCY_KEY.test(draft.idempotencyKey)
      ? { idempotency_key: draft.idempotencyKey }
      : {}),
  };
}
