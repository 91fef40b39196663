/** The parcel form's fields read and checked the same way on the server and for the live price. */
import type { CreateParcelRequest } from "@tiffin/api-client";

/** A parcel end's point, as the api-client's parcel request holds it. */
export type ParcelPoint = Pick<CreateParcelRequest["address_from"], "latitude" | "longitude">;

export type ParcelField =
  | "type_id"
  | "username_from"
  | "phone_from"
  | "address_from"
  | "from_point"
  | "username_to"
  | "phone_to"
  | "address_to"
  | "to_point"
  | "delivery_date"
  | "delivery_time"
  | "payment_id";

export type ParcelProblem = "required" | "phoneInvalid" | "pointInvalid" | "choosePayment";

type Get = (name: string) => string;

/** A latitude/longitude pair from two fields, or null when either is missing or out of range. */
export function readPoint(get: Get, prefix: "from" | "to"): ParcelPoint | null {
  const lat = get(`${prefix}_lat`);
  const lng = get(`${prefix}_lng`);
  if (lat === "" || lng === "") return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

const positiveId = (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The api-client's parcel request as the form fills it, with the payment method it also picks. */
export type ParcelRequest = Omit<CreateParcelRequest, "currency_id" | "rate"> & { payment_id: number };

/** The whole form as the API's request, or the first problem of each field. */
export function readParcelForm(
  get: Get,
): { ok: true; body: ParcelRequest } | { ok: false; problems: Partial<Record<ParcelField, ParcelProblem>> } {
  const problems: Partial<Record<ParcelField, ParcelProblem>> = {};
  const typeId = positiveId(get("type_id"));
  if (!typeId) problems.type_id = "required";
  for (const name of ["username_from", "address_from", "username_to", "address_to"] as const) {
    if (!get(name).trim()) problems[name] = "required";
  }
  for (const name of ["phone_from", "phone_to"] as const) {
    const phone = get(name).trim();
    if (!phone) problems[name] = "required";
    else if (!/^\+?[\d\s()-]{5,30}$/.test(phone)) problems[name] = "phoneInvalid";
  }
  const from = readPoint(get, "from");
  const to = readPoint(get, "to");
  if (!from) problems.from_point = "pointInvalid";
  if (!to) problems.to_point = "pointInvalid";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(get("delivery_date"))) problems.delivery_date = "required";
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(get("delivery_time"))) problems.delivery_time = "required";
  const paymentId = positiveId(get("payment_id"));
  if (!paymentId) problems.payment_id = "choosePayment";
  if (!typeId || !from || !to || !paymentId || Object.keys(problems).length > 0) return { ok: false, problems };
  const optional = (name: string) => get(name).trim() || undefined;
  return {
    ok: true,
    body: {
      type_id: typeId,
      payment_id: paymentId,
      username_from: get("username_from").trim(),
      phone_from: get("phone_from").trim(),
      address_from: { ...from, address: get("address_from").trim() },
      username_to: get("username_to").trim(),
      phone_to: get("phone_to").trim(),
      address_to: { ...to, address: get("address_to").trim() },
      delivery_date: get("delivery_date"),
      delivery_time: get("delivery_time"),
      description: optional("description"),
      instruction: optional("instruction"),
      note: optional("note"),
      notify: get("notify") === "on",
    },
  };
}
