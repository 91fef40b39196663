import { data } from "@remix-run/cloudflare";
import {
  type ApiClient,
  ApiError,
  createParcel,
  getParcel,
  getPaymentMethods,
  type Parcel,
  parcelPrice,
  parcelTypes,
  payInHouse,
} from "@tiffin/api-client";
import { paysInHouse } from "@tiffin/core";
import { orSignOut } from "../../lib/session-user.server";
import type { ParcelPoint, ParcelRequest } from "./__parcel-form";

export type PriceResult = { kind: "price"; price: number; km: number } | { kind: "outOfRange" } | { kind: "unknown" };

/** The API's price for a type between two points; ERROR_433 (beyond the type's range) is its own answer. */
export async function priceBetween(
  api: ApiClient,
  typeId: number | null,
  from: ParcelPoint | null,
  to: ParcelPoint | null,
): Promise<PriceResult> {
  if (!typeId || !from || !to) return { kind: "unknown" };
  try {
    const { price, km } = await parcelPrice(api, { type_id: typeId, address_from: from, address_to: to });
    return { kind: "price", price, km };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === "ERROR_433") return { kind: "outOfRange" };
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) return { kind: "unknown" };
    throw error;
  }
}

/** Parcel types and the in-house payment methods (cash, wallet) the form offers. */
export async function parcelChoices(api: ApiClient) {
  const [types, payments] = await Promise.all([parcelTypes(api, { perPage: 50 }), getPaymentMethods(api)]);
  return {
    types: types.data,
    payments: payments.filter((p) => p.active && paysInHouse(p.tag)).map((p) => ({ id: p.id, tag: p.tag })),
  };
}

export type SendResult = { ok: true; id: number; paid: boolean } | { ok: false; message: string; outOfRange: boolean };

/**
 * Creates the parcel, then pays it with the chosen in-house method. A refused payment (an empty
 * wallet) leaves the parcel created and unpaid, and its page says so.
 */
export async function sendParcel(api: ApiClient, request: ParcelRequest): Promise<SendResult> {
  const { payment_id, ...body } = request;
  let parcel: Parcel;
  try {
    parcel = await orSignOut(createParcel(api, body));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return { ok: false, message: error.message, outOfRange: error.statusCode === "ERROR_433" };
    }
    throw error;
  }
  try {
    await orSignOut(payInHouse(api, "parcel-order", parcel.id, payment_id));
    return { ok: true, id: parcel.id, paid: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return { ok: true, id: parcel.id, paid: false };
    }
    throw error;
  }
}

/** The signed-in user's parcel; anyone else's (or none) is the 404 page. */
export async function ownParcel(api: ApiClient, value: string | undefined): Promise<Parcel> {
  const id = Number(value);
  const hidden = () => data(null, { status: 404, statusText: "Not Found" });
  if (!Number.isSafeInteger(id) || id <= 0) throw hidden();
  try {
    return await orSignOut(getParcel(api, id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw hidden();
    throw error;
  }
}
